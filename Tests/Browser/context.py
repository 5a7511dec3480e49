"""What every test gets: the sitegen binary, the two built and served sites, fresh browsers."""

import os
import shutil

from chrome import Browser
from colors import Color
from sitegen import REPOSITORY, Server, build_binary, build_site, new_site

FIXTURE_SITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fixtures", "site")
LANGUAGES_SITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fixtures", "languages")
VERSIONS_SITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fixtures", "versions")
# The Geometry module of the DocC tests: its catalog and symbol graphs make a small API reference.
GEOMETRY = os.path.join(REPOSITORY, "Tests", "DocCTests", "Fixtures", "SymbolGraphs", "Geometry")
GEOMETRY_CATALOG = os.path.join(GEOMETRY, "Sources", "Geometry", "Geometry.docc")
GEOMETRY_SYMBOL_GRAPHS = os.path.join(GEOMETRY, "symbol-graphs")
# The API reference is published under this path, as a project site is, so its links must carry it.
REFERENCE_BASE = "api/"


class Site:
    """A built site served as it is on disk (`sitegen serve --root`, no live-reload script)."""

    def __init__(self, name, output, server, base=""):
        self.name = name
        self.output = output
        self.server = server
        self.url = server.url + base
        self._palette = None

    def page(self, path):
        """The absolute URL of a site path such as `docs/theming/`."""
        return self.url + path.lstrip("/")

    @property
    def pages(self):
        """Every HTML page of the site as a site path (`docs/theming/`), the 404 page left out."""
        paths = []
        for folder, _, files in os.walk(self.output):
            for file in files:
                if file == "index.html":
                    relative = os.path.relpath(folder, self.output)
                    paths.append("" if relative == "." else relative + "/")
        return sorted(paths)

    def palette(self):
        """{light|dark|night: {"background": Color, "text": Color}} as this site's theme.css and night.css give them."""
        if self._palette is None:
            with Browser() as browser:
                browser.open(self.url)
                found = browser.palette()
            self._palette = {
                appearance: {key: Color.parse(value) for key, value in colors.items()}
                for appearance, colors in found.items()
            }
        return self._palette


class Context:
    def __init__(self, workspace):
        self.workspace = workspace
        self.sitegen = None
        self.docs = None
        self.fixtures = None
        self.reference = None
        self.languages = None
        self.versions = None
        self.new_site = None
        self._servers = []

    def start(self):
        self.sitegen = os.environ.get("SITEGEN") or build_binary()
        fixture_source = os.path.join(self.workspace, "fixture-site")
        shutil.copytree(FIXTURE_SITE, fixture_source)
        self.docs = self._build_and_serve("docs", REPOSITORY)
        self.fixtures = self._build_and_serve("fixtures", fixture_source)
        self.reference = self._build_and_serve_reference()
        self.languages = self._build_and_serve("languages", LANGUAGES_SITE)
        self.versions = self._build_and_serve("versions", VERSIONS_SITE)
        self.new_site = self._build_and_serve("new-site", self._new_site_source())

    def _build_and_serve(self, name, source):
        output = os.path.join(self.workspace, name)
        build_site(self.sitegen, source, output)
        server = self.serve(["--root", output])
        return Site(name, output, server)

    def _new_site_source(self):
        """What `sitegen new` makes, untouched: the site a new user builds first."""
        source = os.path.join(self.workspace, "new-site-source")
        new_site(self.sitegen, source)
        return source

    def _build_and_serve_reference(self):
        """The Geometry API reference, built at the base path REFERENCE_BASE and served from the folder above."""
        root = os.path.join(self.workspace, "reference")
        output = os.path.join(root, REFERENCE_BASE)
        build_site(self.sitegen, GEOMETRY_CATALOG, output,
                   ["--symbol-graphs", GEOMETRY_SYMBOL_GRAPHS, "--base-url", "/" + REFERENCE_BASE])
        return Site("reference", output, self.serve(["--root", root]), base=REFERENCE_BASE)

    def serve(self, arguments):
        """Starts `sitegen serve ARGUMENTS` on a free port; it is stopped at the end of the run at the latest."""
        server = Server(self.sitegen, arguments)
        self._servers.append(server)
        return server

    def copy_of_repository_site(self, name):
        """A temporary copy of the repository's site (Content/, Templates/, site.json) to edit freely."""
        copy = os.path.join(self.workspace, name)
        for part in ["Content", "Templates"]:
            shutil.copytree(os.path.join(REPOSITORY, part), os.path.join(copy, part))
        shutil.copy(os.path.join(REPOSITORY, "site.json"), copy)
        return copy

    def browser(self, **options):
        return Browser(**options)

    def stop(self):
        for server in self._servers:
            server.stop()
