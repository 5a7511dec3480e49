#!/usr/bin/env python3
"""Real DocC catalogs built by sitegen and by `docc convert`, measured against issue 37's acceptance.

Each catalog is copied (the sources are never touched) into a site folder of its own, WORK/sites/KEY/, as
Content/<its folder name>; swift-nio's NIOCore and NIOPosix catalogs, both named Docs.docc, go into one site
as Content/NIOCore/Docs.docc and Content/NIOPosix/Docs.docc, so that both can be there and nothing but
sitegen's own URL rules keeps their URLs apart. sitegen builds the site (`sitegen build --source SITE
--quiet --verbose`, every warning listed); docc converts each catalog on its own. docc's outputs are kept in
WORK/docc/ and reused while its command line is the same (delete the folder to convert again).

Catalogs only, on both sides: neither tool is given the package's symbol graphs. A catalog's own graphs are
part of it, and both tools see them (swift-docc's docs carry docc.symbols.json: its directives' reference
pages). Without a graph, docc cannot resolve a root page titled ``` ``NIOCore`` ```: it warns "No symbol
matched", drops the page's text, and publishes the articles under an empty root page it makes, named after the
display name, or, with one article, makes that article the root (/documentation/gso-gro-linux). That is not what DocC publishes for the
package. So docc is given, for a root page titled with a module the catalog has no graph of, a graph that
declares the module and holds no symbol (WORK/docc/NAME/graphs/MODULE.symbols.json): docc then publishes the
root page at /documentation/<module> and the articles and tutorials at the URLs they have in the package's
documentation, without any API page. sitegen is given nothing: it has to find the module in the root page.

What it prints, per catalog (KEY):
  1. sitegen's exit status and the number of warnings it printed.
  2. unresolved `doc:` links: every `<doc:…>`, `[…](doc:…)`, reference-style link whose definition is
     `doc:…`, and "doc:…" directive argument in the sources (code blocks and code spans left out), against
     sitegen's "broken link 'doc:…'" warnings and docc's diagnostics on the link's line and columns. Listed:
     the links sitegen leaves unresolved where docc resolves them (acceptance: none).
  3. directives printed as text: in the body of sitegen's HTML pages, text outside <pre>, <code>, <script>
     and <style> holding `@Name(` or `@Name {`, or a line that is only `}` (acceptance: none).
  4. media: every image and video the sources name (`@Image(source:)`, `@Video(source:, poster:)`,
     `@PageImage(source:)`, any directive's `image:` or `poster:` argument, `![…](name)`), each naming of it
     once, by the name DocC matches (the file name without folder, extension, `@2x` or `~dark`). It counts as
     shown when an <img> or <video> element (with the <source>s of its <picture> or <video>; src, srcset,
     poster) on the source's page points to an existing file of that name, one element for each naming. The
     source's page is the one whose URL ends in the source's file name (`…/faq/` for Articles/FAQ.md); where
     none does, the whole site. Names the catalog has no file for are counted apart: docc cannot show them.
  5. broken internal links and missing anchors: every href, src, srcset and poster in the tags of every HTML
     file of sitegen's output, once per page, that stays in the site must name a file or a folder with
     index.html, and its #fragment must be an id (or a name) on the page it names. Links written in the
     catalog's own header.html and footer.html are left out: they are made for the catalog's host (swift.org's
     `/blog/`), and go nowhere on any other site.
  6. whether the catalog's header.html and footer.html were published (as X.html or X/index.html).
  7. URLs: docc's pages (its data/documentation/**.json and data/tutorials/**.json: the path is the URL)
     against sitegen's pages under /documentation/ and /tutorials/ (index.html files; redirects and those two
     folders' own pages left out): matched / docc's total, then the first missing and the first extra.
Then a verdict line per catalog: PASS, or FAIL and the checks that fail. The script exits 0 whatever the
checks say, and 1 when docc fails or sitegen leaves no output to measure.

usage: Benchmarks/docc/catalogs.py [--catalogs tca,nio,docc,tspl] [--sitegen PATH] [--work /tmp/sitegen-catalogs]
                                   [--list 5]
"""
import argparse
import collections
import html
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REAL = "/tmp/real"

# name: docc's output folder; source: the catalog; content: where it goes in the site's Content/.
Catalog = collections.namedtuple("Catalog", "name source content")
CATALOGS = {
    "tca": (Catalog("ComposableArchitecture",
                    "pointfreeco+swift-composable-architecture/Sources/ComposableArchitecture/Documentation.docc",
                    "Documentation.docc"),),
    "nio": (Catalog("NIOCore", "apple+swift-nio/Sources/NIOCore/Docs.docc", "NIOCore/Docs.docc"),
            Catalog("NIOPosix", "apple+swift-nio/Sources/NIOPosix/Docs.docc", "NIOPosix/Docs.docc")),
    "docc": (Catalog("DocCDocumentation", "swiftlang+swift-docc/Sources/docc/DocCDocumentation.docc",
                     "DocCDocumentation.docc"),),
    "tspl": (Catalog("TSPL", "swiftlang+swift-book/TSPL.docc", "TSPL.docc"),),
}
SOURCE_SUFFIXES = (".md", ".tutorial")
MEDIA_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".heic", ".mov", ".mp4", ".m4v", ".webm")


def main():
    options = parse_options()
    sitegen = options.sitegen or build_sitegen()
    docc = shutil.which("docc") or sys.exit("docc not found on PATH")
    print(f"sitegen: {sitegen}\ndocc: {docc}", flush=True)
    failed = False
    for key in options.catalogs:
        catalogs = CATALOGS[key]
        site = make_site(key, catalogs, options.work)
        log = os.path.join(options.work, "logs", key + "-sitegen.log")
        status, warnings = run_sitegen(sitegen, site, log)
        outputs = [run_docc(docc, catalog, os.path.join(site, "Content", catalog.content), options.work)
                   for catalog in catalogs]
        if None in outputs or not os.path.isdir(os.path.join(site, "Public")):
            problem = ("docc failed" if None in outputs
                       else f"sitegen exited with status {status} and wrote no output ({log})")
            print(f"\n{key}: {problem}\n  FAIL: {problem}")
            failed = True
            continue
        print_report(key, measure(site, catalogs, status, warnings, outputs), options.list)
    sys.exit(1 if failed else 0)


def parse_options():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--catalogs", default=",".join(CATALOGS), type=lambda text: text.lower().split(","),
                        help=f"some of {', '.join(CATALOGS)} (default: all)")
    parser.add_argument("--sitegen", help="a sitegen binary (default: this checkout's debug build, built first)")
    parser.add_argument("--work", default="/tmp/sitegen-catalogs",
                        help="sites, docc outputs and logs (default /tmp/sitegen-catalogs)")
    parser.add_argument("--list", type=int, default=5, help="examples listed per count (default 5)")
    options = parser.parse_args()
    unknown = [key for key in options.catalogs if key not in CATALOGS]
    if unknown:
        parser.error(f"unknown catalog {', '.join(unknown)}: choose among {', '.join(CATALOGS)}")
    options.work = os.path.abspath(options.work)
    os.makedirs(os.path.join(options.work, "logs"), exist_ok=True)
    return options


def build_sitegen():
    print("building sitegen: swift build --product sitegen", flush=True)
    subprocess.run(["swift", "build", "--product", "sitegen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                            stdout=subprocess.PIPE, text=True).stdout.strip()
    return os.path.join(folder, "sitegen")


# Building

def make_site(key, catalogs, work):
    """A fresh site folder holding copies of the catalogs in its Content/."""
    site = os.path.join(work, "sites", key)
    shutil.rmtree(site, ignore_errors=True)
    for catalog in catalogs:
        shutil.copytree(os.path.join(REAL, catalog.source), os.path.join(site, "Content", catalog.content), symlinks=True)
    return site


def run_sitegen(sitegen, site, log):
    """Builds the site into SITE/Public; returns its exit status and the warnings it printed."""
    arguments = [sitegen, "build", "--source", site, "--output", os.path.join(site, "Public"), "--quiet", "--verbose"]
    with open(log, "w") as stream:
        status = subprocess.run(arguments, stdout=stream, stderr=subprocess.STDOUT).returncode
    with open(log, errors="replace") as stream:
        printed = stream.read().splitlines()
    return status, [line for line in printed if ": warning: " in line]


def run_docc(docc, catalog, copy, work):
    """docc's output folder for the catalog (converted now, or reused when the command is the same), or None."""
    folder = os.path.join(work, "docc", catalog.name)
    module = root_module(copy)
    arguments = [docc, "convert", copy, "--output-dir", os.path.join(folder, "out"),
                 "--diagnostics-file", os.path.join(folder, "diagnostics.json"),
                 "--fallback-display-name", module or catalog.name,
                 "--fallback-bundle-identifier", f"org.sitegen.catalogs.{module or catalog.name}"]
    if module and not os.path.exists(os.path.join(copy, module + ".symbols.json")):
        arguments += ["--additional-symbol-graph-dir", os.path.join(folder, "graphs")]
    marker = os.path.join(folder, "command")
    if os.path.isfile(marker):
        with open(marker) as stream:
            if stream.read() == "\n".join(arguments):
                return folder
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    if module:
        write_module_graph(os.path.join(folder, "graphs"), module)
    print(f"converting {catalog.name} with docc (once; reused from {folder})", flush=True)
    with open(os.path.join(work, "logs", catalog.name + "-docc.log"), "w") as stream:
        if subprocess.run(arguments, stdout=stream, stderr=subprocess.STDOUT).returncode != 0:
            return None
    with open(marker, "w") as stream:
        stream.write("\n".join(arguments))
    return folder


def root_module(catalog):
    """The module a page directly in the catalog folder is titled with (# ``NIOCore``), if any."""
    for name in sorted(os.listdir(catalog)):
        if name.endswith(".md"):
            with open(os.path.join(catalog, name), encoding="utf-8", errors="replace") as file:
                match = re.search(r"^#\s+``([A-Za-z_][A-Za-z0-9_]*)``\s*$", file.read(), re.M)
            if match:
                return match.group(1)
    return None


def write_module_graph(folder, module):
    """A symbol graph that declares the module and no symbol: what docc needs to take the root page as the
    module's page (see the docstring)."""
    os.makedirs(folder, exist_ok=True)
    graph = {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "catalogs.py"},
             "module": {"name": module, "platform": {}}, "symbols": [], "relationships": []}
    with open(os.path.join(folder, module + ".symbols.json"), "w") as file:
        json.dump(graph, file)


# Measuring

def measure(site, catalogs, status, warnings, docc_folders):
    public = os.path.join(site, "Public")
    pages = read_pages(public)
    sources = {catalog.content: read_sources(os.path.join(site, "Content", catalog.content)) for catalog in catalogs}
    diagnostics = {catalog.content: docc_diagnostics(folder, os.path.join(site, "Content", catalog.content))
                   for catalog, folder in zip(catalogs, docc_folders)}
    return {"status": status, "warnings": len(warnings),
            "links": doc_links(site, sources, diagnostics, warnings),
            "directives": directives_as_text(pages),
            "media": media(site, catalogs, sources, pages, public),
            "broken": broken_links(pages, public, chrome_links(site, catalogs)),
            "templates": published_templates(site, catalogs, public),
            "urls": compare_urls(docc_folders, pages)}


# The sources

Source = collections.namedtuple("Source", "prose definitions")
FENCE = re.compile(r"(`{3,}|~{3,})")
LIST_MARKER = re.compile(r"(?:[-*+]|\d+[.)])\s+")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?")


def read_sources(catalog):
    """The catalog's .md and .tutorial files by path in the catalog: their lines with code blanked out, and
    their link reference definitions (label, lowercased → destination)."""
    sources = {}
    for folder, _, names in os.walk(catalog):
        for name in names:
            if name.endswith(SOURCE_SUFFIXES):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as file:
                    prose = prose_lines(file.read().split("\n"))
                definitions = {match.group(1).lower(): match.group(2) for match in map(DEFINITION.match, prose) if match}
                sources[os.path.relpath(path, catalog)] = Source(prose, definitions)
    return sources


def prose_lines(lines):
    """The lines with fenced and indented code blocks made empty and code spans made spaces, so that columns
    stay. A block is indented code when, after a blank line, it is indented 4 more than the text before it,
    unless that text opens a directive's body (ends with `{`)."""
    prose, fence, code_indent = [], None, None
    context, opens, blank = 0, False, True
    for line in lines:
        text = line.expandtabs(4)
        stripped = text.lstrip()
        indent = len(text) - len(stripped)
        if fence:
            fence = None if stripped.startswith(fence) and not stripped.strip(fence[0]).strip() else fence
            prose.append("")
        elif FENCE.match(stripped):
            fence = FENCE.match(stripped).group(1)
            prose.append("")
        elif not stripped:
            prose.append("")
            blank = True
        elif (code_indent is not None and indent >= code_indent) or (blank and not opens and indent >= context + 4):
            code_indent = context + 4
            prose.append("")
        else:
            marker = LIST_MARKER.match(stripped)
            context = indent + (marker.end() if marker else 0)
            opens, blank, code_indent = stripped.endswith("{"), False, None
            prose.append(CODE_SPAN.sub(lambda match: match.group(1) + " " * len(match.group(2)) + match.group(1), line))
    return prose


# 2. doc: links

DocLink = collections.namedtuple("DocLink", "file line target chars bytes")
BRACKETS = r"\[((?:[^\[\]]|\[[^\]]*\])*)\]"
# <doc:X>, [text](doc:X) or [text](<doc:X>) (X may hold balanced parentheses: Reducer()), "doc:X" (a directive's argument).
INLINE_DOC = re.compile(r"<doc:([^>\s]+)>|" + BRACKETS + r"\(\s*(?:<doc:([^>\s]+)>|doc:((?:[^()\s]|\([^()\s]*\))+))\s*\)"
                        r"|\"doc:([^\"]+)\"")
FULL_REFERENCE = re.compile(BRACKETS + r"\[([^\]]*)\]")
SHORTCUT_REFERENCE = re.compile(r"\[([^\]]+)\](?![\[(:])")
WARNING = re.compile(r"^(.*?):(\d+):(\d+): warning: (.*)$")
SITEGEN_DOC_WARNING = re.compile(r"broken link 'doc:([^']*)'")


def doc_link_occurrences(file, source):
    """Every doc: link of a source file, with its columns as characters and as UTF-8 bytes (1-based, inclusive)."""
    found = []
    for number, line in enumerate(source.prose, 1):
        if not line or DEFINITION.match(line):
            continue
        for (start, end), target in link_destinations(line, source.definitions):
            if target.startswith("doc:"):
                found.append(DocLink(file, number, target[len("doc:"):], (start + 1, end),
                                     (len(line[:start].encode()) + 1, len(line[:end].encode()))))
    return found


def link_destinations(line, definitions):
    """The spans of a line's links with their destinations: inline first, then full and shortcut references,
    each blanked out before the next kind is looked for."""
    found = [(match.span(), "doc:" + next(group for group in match.group(1, 3, 4, 5) if group))
             for match in INLINE_DOC.finditer(line)]
    masked = INLINE_DOC.sub(lambda match: " " * len(match.group(0)), line)
    found += [(match.span(), definitions.get((match.group(2) or match.group(1)).lower(), ""))
              for match in FULL_REFERENCE.finditer(masked)]
    masked = FULL_REFERENCE.sub(lambda match: " " * len(match.group(0)), masked)
    found += [(match.span(), definitions.get(match.group(1).lower(), "")) for match in SHORTCUT_REFERENCE.finditer(masked)]
    return found


def docc_diagnostics(folder, catalog):
    """docc's diagnostics by (file in the catalog, line): the column ranges they point at."""
    with open(os.path.join(folder, "diagnostics.json"), encoding="utf-8") as file:
        found = json.load(file).get("diagnostics", [])
    located = collections.defaultdict(list)
    for diagnostic in found:
        path = urllib.parse.unquote(urllib.parse.urlsplit(diagnostic.get("source", "")).path)
        span = diagnostic.get("range") or {}
        start, end = span.get("start", {}), span.get("end", {})
        if path and start:
            last = end.get("column", start["column"]) if end.get("line") == start["line"] else 1 << 30
            located[(os.path.relpath(path, catalog), start["line"])].append((start["column"], last))
    return located


def doc_links(site, sources, diagnostics, warnings):
    """The doc: links of the sources, those sitegen and docc leave unresolved, and those only sitegen does."""
    links = [link for content, files in sources.items() for file, source in files.items()
             for link in doc_link_occurrences((content, file), source)]
    by_line = collections.defaultdict(list)
    for link in links:
        by_line[(link.file, link.line)].append(link)
    docc_failed = {link for link in links if docc_flags(link, diagnostics)}
    sitegen_failed, only_sitegen = set(), []
    for path, line, _, message in parse_warnings(warnings):
        match = SITEGEN_DOC_WARNING.search(message)
        file = located(path, site, sources)
        if not match or not file:
            continue
        link = next((link for link in by_line[(file, line)] if link.target == match.group(1)), None)
        sitegen_failed.add(link or (file, line, match.group(1)))
        docc_fails = link in docc_failed if link else bool(diagnostics[file[0]].get((file[1], line)))
        if not docc_fails:
            only_sitegen.append((f"{file[0]}/{file[1]}:{line}", "doc:" + match.group(1)))
    return {"total": len(links), "sitegen": len(sitegen_failed), "docc": len(docc_failed),
            "only docc": len(docc_failed - sitegen_failed), "only sitegen": only_sitegen}


def docc_flags(link, diagnostics):
    """Whether a docc diagnostic points inside the link (its columns counted as characters or as bytes)."""
    content, file = link.file
    for start, end in diagnostics[content].get((file, link.line), []):
        if any(start <= last and end >= first for first, last in (link.chars, link.bytes)):
            return True
    return False


def parse_warnings(warnings):
    """sitegen's warnings as (path, line, column, message)."""
    for match in filter(None, map(WARNING.match, warnings)):
        yield match.group(1), int(match.group(2)), int(match.group(3)), match.group(4)


def located(path, site, sources):
    """(catalog's place in Content/, file in the catalog) of a path sitegen printed, if it is a catalog's."""
    relative = os.path.relpath(path, site) if os.path.isabs(path) else path
    for content in sources:
        prefix = "Content/" + content + "/"
        if relative.startswith(prefix):
            return content, relative[len(prefix):]
    return None


# sitegen's HTML

SCRIPT_BODY = re.compile(r"(<script\b[^>]*>).*?</script\s*>", re.S | re.I)
CODE_ELEMENT = re.compile(r"<(pre|code|script|style|textarea)\b[^>]*>.*?</\1\s*>", re.S | re.I)
BODY = re.compile(r"<body\b[^>]*>(.*)</body\s*>", re.S | re.I)
TAG = re.compile(r"<[a-zA-Z/!][^>]*>")
START_TAG = re.compile(r"<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>")
ATTRIBUTE = re.compile(r"""([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))""")
REDIRECT = re.compile(r"<meta\s[^>]*http-equiv\s*=\s*[\"']?refresh", re.I)
LINK_ATTRIBUTES = ("href", "src", "srcset", "poster")
MEDIA_BLOCK = re.compile(r"<(?:picture|video)\b.*?</(?:picture|video)\s*>", re.S | re.I)


class Page:
    """One HTML file of sitegen's output: its folder's URL, the text nodes of its body outside code, the
    links of its tags, its media elements' links, its ids, and whether it is a redirect."""

    def __init__(self, path, public):
        with open(path, encoding="utf-8", errors="replace") as file:
            markup = file.read()
        self.path = path
        folder = os.path.relpath(os.path.dirname(path), public).replace(os.sep, "/")
        self.folder = "/" if folder == "." else "/" + folder
        self.redirect = bool(REDIRECT.search(markup))
        body = BODY.search(markup)
        self.texts = [html.unescape(text) for text in TAG.split(CODE_ELEMENT.sub(" ", body.group(1) if body else ""))]
        self.links, self.ids = [], set()
        for tag, attributes in tags(markup):
            self.links += tag_urls(attributes)
            self.ids.update(value for name, value in attributes.items() if name == "id" or (name == "name" and tag == "a"))
        self.media = media_elements(SCRIPT_BODY.sub(r"\1", markup))


def media_elements(markup):
    """The links of each <picture>, <video> (their <img> and <source>s with them) and other <img>."""
    elements = []
    for block in MEDIA_BLOCK.findall(markup):
        elements.append([url for _, attributes in tags(block) for url in tag_urls(attributes)])
    elements += [tag_urls(attributes) for tag, attributes in tags(MEDIA_BLOCK.sub(" ", markup)) if tag == "img"]
    return elements


def tags(markup):
    """Every start tag's name and attributes (unescaped), the scripts' text left out."""
    for match in START_TAG.finditer(SCRIPT_BODY.sub(r"\1", markup)):
        attributes = {}
        for attribute in ATTRIBUTE.finditer(match.group(2) or ""):
            value = next(group for group in attribute.groups()[1:] if group is not None)
            attributes[attribute.group(1).lower()] = html.unescape(value)
        yield match.group(1).lower(), attributes


def tag_urls(attributes):
    """The URLs of a tag's href, src, srcset (each candidate) and poster."""
    urls = []
    for name in LINK_ATTRIBUTES:
        value = attributes.get(name)
        if name == "srcset" and value is not None:
            urls += [candidate.split()[0] for candidate in value.split(",") if candidate.strip()]
        elif value is not None:
            urls.append(value)
    return urls


def read_pages(public):
    """Every HTML file of the output by URL: a folder's index.html at the folder's URL, others at their own."""
    pages = {}
    for folder, _, names in os.walk(public):
        for name in names:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                url = "/" + os.path.relpath(path, public).replace(os.sep, "/")
                pages[url[:-len("index.html")] if url.endswith("/index.html") else url] = Page(path, public)
    return pages


def site_path(link, folder):
    """(site path, fragment) a link names, resolved against the page's folder; None for other sites."""
    parts = urllib.parse.urlsplit(link)
    if parts.scheme or parts.netloc:
        return None
    path = urllib.parse.unquote(parts.path)
    if path:
        path = posixpath.normpath(path if path.startswith("/") else posixpath.join(folder, path))
    return path, urllib.parse.unquote(parts.fragment)


def existing_file(public, path):
    """The file a site path names (itself, or its folder's index.html), or None."""
    local = os.path.join(public, path.lstrip("/"))
    for candidate in (local, os.path.join(local, "index.html")):
        if os.path.isfile(candidate):
            return candidate
    return None


# 3. directives printed as text

DIRECTIVE_TEXT = re.compile(r"@[A-Z][A-Za-z]*(?:\(|[ \t]*\{)")


def directives_as_text(pages):
    """Directive openings and lone closing braces in the pages' text: (count, first examples)."""
    found = []
    for url, page in sorted(pages.items()):
        for text in page.texts:
            found += [(url, shortened(text[max(0, match.start() - 20):match.end() + 40]))
                      for match in DIRECTIVE_TEXT.finditer(text)]
            found += [(url, "a line holding only }") for line in text.split("\n") if line.strip() == "}"]
    return len(found), found


# 4. media

DIRECTIVE_CALL = re.compile(r"@([A-Z][A-Za-z]*)\s*\(((?:\"[^\"]*\"|[^\"()])*)\)")
MEDIA_ARGUMENT = re.compile(r"(?<![\w-])(source|poster|image)\s*:\s*(?:\"([^\"]*)\"|([^,\s)]+))")
MARKDOWN_IMAGE = re.compile(r"!\[(?:[^\[\]]|\[[^\]]*\])*\](?:\(\s*<?([^)\s>]+)|\[([^\]]*)\])")
MEDIA_DIRECTIVES = ("Image", "Video", "PageImage")
VARIANT = re.compile(r"(~dark)?(@\dx)?(~dark)?$")
PAGE_NAME = re.compile(r"[^a-z0-9]+")


def media(site, catalogs, sources, pages, public):
    """Each image and video a source names, against the media elements of its page (the pages whose URL
    ends in the source's file name; the whole site when none does): (named, missing, not in the catalog)."""
    available = {media_key(name) for catalog in catalogs
                 for _, _, names in os.walk(os.path.join(site, "Content", catalog.content))
                 for name in names if name.lower().endswith(MEDIA_SUFFIXES)}
    by_name, everywhere = collections.defaultdict(collections.Counter), collections.Counter()
    for url, page in pages.items():
        shown = page_media(page, public)
        by_name[page_name(url)] += shown
        everywhere += shown
    named, missing, absent = 0, [], []
    for content, files in sources.items():
        for file, source in sorted(files.items()):
            shown = collections.Counter(by_name.get(page_name(file), everywhere))
            for line, name in media_references(source):
                key, place = media_key(name), f"{content}/{file}:{line}: {name}"
                if key not in available and not urllib.parse.urlsplit(key).scheme:
                    absent.append(place)
                    continue
                named += 1
                if shown[key] > 0:
                    shown[key] -= 1
                else:
                    missing.append(place)
    return {"named": named, "missing": missing, "not in catalog": absent}


def page_name(path):
    """The last part of a page's URL or a source's file name, compared loosely: `/a/faq/` and `Articles/FAQ.md`."""
    last = path.rstrip("/").rsplit("/", 1)[-1]
    return PAGE_NAME.sub("-", (last.rsplit(".", 1)[0] if last.endswith(SOURCE_SUFFIXES + (".html",)) else last).lower())


def page_media(page, public):
    """How many <img> and <video> elements of the page show each media name (a file that exists, or a URL
    of another site); a <picture>'s or a video's <source> counts with its element."""
    shown = collections.Counter()
    for element in page.media:
        keys = set()
        for link in element:
            target = site_path(link, page.folder)
            if target is None:
                keys.add(link)
            elif target[0] and existing_file(public, target[0]):
                keys.add(media_key(target[0]))
        shown.update(keys)
    return shown


def media_references(source):
    """(line, name) of every image and video a source file names outside code."""
    text = "\n".join(source.prose)
    for call in DIRECTIVE_CALL.finditer(text):
        for argument in MEDIA_ARGUMENT.finditer(call.group(2)):
            if argument.group(1) != "source" or call.group(1) in MEDIA_DIRECTIVES:
                yield text.count("\n", 0, call.start()) + 1, argument.group(2) or argument.group(3)
    for image in MARKDOWN_IMAGE.finditer(text):
        name = image.group(1) or source.definitions.get((image.group(2) or "").lower())
        if name:
            yield text.count("\n", 0, image.start()) + 1, name


def media_key(name):
    """A media file's name as DocC matches it: no folder, extension, @2x or ~dark (a URL stays whole)."""
    if urllib.parse.urlsplit(name).scheme:
        return name
    stem = posixpath.basename(urllib.parse.unquote(name.split("?")[0].split("#")[0]))
    if stem.lower().endswith(MEDIA_SUFFIXES):
        stem = stem.rsplit(".", 1)[0]
    return VARIANT.sub("", stem).lower()


# 5. broken links and missing anchors

def chrome_links(site, catalogs):
    """The links written in the catalogs' own header.html and footer.html: they are the author's, made for where
    the catalog is hosted (swift.org's `/blog/`), and go nowhere on any other site, docc's included."""
    links = set()
    for catalog in catalogs:
        for name in ("header.html", "footer.html"):
            path = os.path.join(site, "Content", catalog.content, name)
            if os.path.isfile(path):
                with open(path, encoding="utf-8", errors="replace") as file:
                    links.update(url for _, attributes in tags(file.read()) for url in tag_urls(attributes))
    return links


def broken_links(pages, public, chrome):
    """The links of every page that stay in the site and name no file, or a fragment that is no id of the
    page they name, once per page, those written in the catalog's header and footer left out: (links checked,
    broken, missing anchors)."""
    by_file = {page.path: page for page in pages.values()}
    checked, broken, anchors = 0, [], []
    for url, page in sorted(pages.items()):
        for link in sorted(set(page.links) - chrome):
            target = site_path(link, page.folder)
            if target is None or not (target[0] or target[1]):
                continue
            checked += 1
            path, fragment = target
            file = existing_file(public, path) if path else page.path
            if file is None:
                broken.append((url, link))
            elif fragment and file in by_file and fragment not in by_file[file].ids:
                anchors.append((url, link))
    return checked, broken, anchors


# 6. header.html and footer.html

def published_templates(site, catalogs, public):
    """For each header.html and footer.html a catalog holds, where the output has it as a page, if anywhere."""
    names = sorted({name for catalog in catalogs for name in ("header.html", "footer.html")
                    if os.path.isfile(os.path.join(site, "Content", catalog.content, name))})
    found = {name: [] for name in names}
    for folder, _, files in os.walk(public):
        for name in names:
            stem = name[:-len(".html")]
            if name in files:
                found[name].append("/" + os.path.relpath(os.path.join(folder, name), public))
            if os.path.basename(folder) == stem and "index.html" in files:
                found[name].append("/" + os.path.relpath(folder, public) + "/")
    return found


# 7. URLs

def compare_urls(docc_folders, pages):
    """docc's page URLs against sitegen's pages under /documentation/ and /tutorials/ (redirects left out)."""
    docc = set()
    for folder in docc_folders:
        data = os.path.join(folder, "out", "data")
        for section in ("documentation", "tutorials"):
            for parent, _, names in os.walk(os.path.join(data, section)):
                docc.update("/" + os.path.relpath(os.path.join(parent, name), data)[:-len(".json")]
                            for name in names if name.endswith(".json"))
    sitegen = {url.rstrip("/") for url, page in pages.items()
               if not page.redirect and url.startswith(("/documentation/", "/tutorials/")) and url.endswith("/")}
    sitegen.discard("/documentation")
    sitegen.discard("/tutorials")
    return {"docc": len(docc), "matched": len(docc & sitegen),
            "missing": sorted(docc - sitegen), "extra": sorted(sitegen - docc)}


# Printing

def print_report(key, report, count):
    catalogs = ", ".join(catalog.content for catalog in CATALOGS[key])
    print(f"\n{key} ({catalogs})")
    print(f"  1. sitegen exit status {report['status']}, {report['warnings']:,} warnings")
    links = report["links"]
    print(f"  2. doc: links: {links['total']:,} in the sources; unresolved by sitegen {links['sitegen']:,}, "
          f"by docc {links['docc']:,}; by sitegen where docc resolves them: {len(links['only sitegen']):,} "
          f"(by docc only: {links['only docc']:,})")
    listed(links["only sitegen"], count)
    directives, examples = report["directives"]
    print(f"  3. directives printed as text: {directives:,}")
    listed(examples, count)
    found = report["media"]
    print(f"  4. images and videos named in the sources: {found['named']:,}; "
          f"shown on their page {found['named'] - len(found['missing']):,}, missing {len(found['missing']):,} "
          f"(and {len(found['not in catalog']):,} named that the catalog has no file for)")
    listed(found["missing"], count)
    checked, broken, anchors = report["broken"]
    print(f"  5. internal links checked {checked:,} (once per page): broken {len(broken):,}, "
          f"missing anchors {len(anchors):,}")
    listed(broken, count)
    listed(anchors, count)
    for name, places in report["templates"].items():
        print(f"  6. {name}: {'published as ' + ', '.join(places) if places else 'not published'}")
    if not report["templates"]:
        print("  6. header.html, footer.html: the catalog has none")
    urls = report["urls"]
    print(f"  7. docc's page URLs matched by sitegen's: {urls['matched']:,} / {urls['docc']:,}; "
          f"missing {len(urls['missing']):,}, extra {len(urls['extra']):,}")
    listed([("missing", url) for url in urls["missing"]], count)
    listed([("extra", url) for url in urls["extra"]], count)
    print(f"  {verdict(report)}")


def listed(examples, count):
    for example in examples[:count]:
        print("      " + (": ".join(example) if isinstance(example, tuple) else example))
    if len(examples) > count > 0:
        print(f"      … and {len(examples) - count:,} more")


def verdict(report):
    urls = report["urls"]
    _, broken, anchors = report["broken"]
    failures = [label for label, failed in (
        (f"exit status {report['status']}", report["status"] != 0),
        (f"{len(report['links']['only sitegen'])} doc: links docc resolves", report["links"]["only sitegen"]),
        (f"{report['directives'][0]} directives as text", report["directives"][0]),
        (f"{len(report['media']['missing'])} media missing", report["media"]["missing"]),
        (f"{len(broken)} broken links", broken),
        (f"{len(anchors)} missing anchors", anchors),
        ("header/footer published", any(report["templates"].values())),
        (f"URLs {urls['matched']}/{urls['docc']} matched, {len(urls['extra'])} extra", urls["missing"] or urls["extra"]),
    ) if failed]
    return "PASS" if not failures else "FAIL: " + "; ".join(failures)


def shortened(text, length=80):
    text = " ".join(text.split())
    return text if len(text) <= length else text[:length - 1] + "…"


if __name__ == "__main__":
    main()
