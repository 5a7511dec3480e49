#!/usr/bin/env python3
"""sitegen next to `docc convert` on real Swift packages, side by side in one run (issue 36).

Each package comes from the machine's package mirror (never the network): `git archive` of its tag, then
`swift build --target MODULE` with the flags that write its symbol graphs. The module's graphs
(`MODULE.symbols.json` and its extension blocks `MODULE@*.symbols.json`) are kept in the work folder and
reused by later runs. Then, round after round, each package is built with sitegen and with docc from the
same catalog and graphs, one right after the other (sitegen, docc, sitegen, docc, …), so both see the same
machine.

It prints, per package: pages (docc's: the files under data/documentation/**.json; sitegen's: the
index.html files under its output's documentation/), the URLs of docc's pages that sitegen's output also has
(as URL/index.html), the median wall time and output bytes of each and sitegen's ratios to docc, sitegen's
median page bytes, and the issue's acceptance checks measured from the two outputs (see README.md):
abstracts, declarations, topic group titles and docc's links shown on sitegen's page for the same URL, and
broken internal links in sitegen's output; then a PASS or FAIL line per threshold.

usage: Benchmarks/docc/versus-docc.py [--rounds 3] [--work /tmp/sitegen-docc-bench] [--sitegen PATH]
                                      [--docc PATH] [--packages NAME,…] [--show 5] [--keep]
"""
import argparse
import collections
import html
import json
import os
import posixpath
import re
import shutil
import statistics
import subprocess
import sys
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MIRROR = "/opt/swift-packages"

Package = collections.namedtuple("Package", "name owner version module catalog")
PACKAGES = (
    Package("swift-argument-parser", "apple", "1.8.2", "ArgumentParser", "Sources/ArgumentParser/Documentation.docc"),
    # The newest tag in the mirror (version None).
    Package("swift-nio", "apple", None, "NIOCore", "Sources/NIOCore/Docs.docc"),
    # Nearly all of Algorithms extends the standard library's protocols, and each of its collection types
    # inherits their members: most of its pages are extension-block pages (/documentation/algorithms/swift/…)
    # and DocC's …-implementations pages, which the other two hardly have.
    Package("swift-algorithms", "apple", "1.2.1", "Algorithms", "Sources/Algorithms/Documentation.docc"),
)

# The acceptance thresholds: (what, share or count, comparison, threshold).
THRESHOLDS = (
    ("URLs matched", "urls", ">=", 99.5),
    ("abstracts shown", "abstracts", ">=", 98.0),
    ("declarations shown", "declarations", ">=", 98.0),
    ("topic titles shown", "topics", ">=", 95.0),
    ("docc's links in the text linked", "links", ">=", 100.0),
    ("broken internal links", "broken", "<=", 0),
    ("wall time sitegen/docc", "time", "<=", 0.25),
    ("output bytes sitegen/docc", "bytes", "<=", 0.5),
)


def main():
    options = parse_options()
    packages = [package for package in PACKAGES
                if not options.packages or {package.name, package.module.lower()} & set(options.packages)]
    sitegen = options.sitegen or build_sitegen()
    docc = options.docc or shutil.which("docc") or sys.exit("docc not found on PATH: give --docc PATH")
    for folder in ("logs", "out", "trash"):
        os.makedirs(os.path.join(options.work, folder), exist_ok=True)
    empty_trash(options.work)
    subjects = [prepare(package, options) for package in packages]
    try:
        run_rounds(subjects, options, {"sitegen": sitegen, "docc": docc})
    finally:
        empty_trash(options.work)
    for subject in subjects:
        print_subject(subject, options)
    sys.exit(1 if any(subject["failure"] for subject in subjects) else 0)


def parse_options():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="builds of each package with each tool (default 3)")
    parser.add_argument("--work", default="/tmp/sitegen-docc-bench",
                        help="packages, symbol graphs, outputs and logs (default /tmp/sitegen-docc-bench)")
    parser.add_argument("--sitegen", help="a sitegen binary (default: this checkout's release build, built first)")
    parser.add_argument("--docc", help="a docc binary (default: docc on PATH)")
    parser.add_argument("--packages", type=lambda text: set(text.lower().split(",")),
                        help="some of swift-argument-parser, swift-nio, swift-algorithms (or their modules)")
    parser.add_argument("--show", type=int, default=5, help="missing items listed per check (default 5)")
    parser.add_argument("--keep", action="store_true", help="keep the last round's outputs in WORK/out")
    options = parser.parse_args()
    options.work = os.path.abspath(options.work)
    if options.rounds < 1:
        parser.error("--rounds must be at least 1")
    return options


def build_sitegen():
    print("building sitegen: swift build -c release --product sitegen", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "sitegen"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    folder = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            stdout=subprocess.PIPE, text=True).stdout.strip()
    return os.path.join(folder, "sitegen")


# Preparing the packages (the first run only)

def prepare(package, options):
    """The package's catalog and a folder holding its module's symbol graphs, made on the first run."""
    repository = os.path.join(MIRROR, package.owner, package.name + ".git")
    version = package.version or newest_tag(repository)
    key = f"{package.name}-{version}"
    source = os.path.join(options.work, "packages", key)
    graphs = os.path.join(options.work, "graphs", key)
    if not os.path.isdir(graphs):
        make_graphs(package, repository, version, source, graphs, os.path.join(options.work, "logs", key + "-swift-build.log"))
    return {"package": package, "version": version, "key": key, "catalog": os.path.join(source, package.catalog),
            "graphs": graphs, "times": collections.defaultdict(list), "failure": None, "report": None}


def newest_tag(repository):
    tags = subprocess.run(["git", "-C", repository, "tag", "--list"], check=True, stdout=subprocess.PIPE, text=True).stdout.split()
    versions = [tag for tag in tags if re.fullmatch(r"\d+\.\d+\.\d+", tag)]
    if not versions:
        sys.exit(f"{repository} has no version tag")
    return max(versions, key=lambda tag: tuple(int(part) for part in tag.split(".")))


def make_graphs(package, repository, version, source, graphs, log):
    """Extracts the tagged sources, builds the module with the symbol graph flags and keeps its graphs.
    The graphs folder appears only once complete, so an interrupted run starts over."""
    shutil.rmtree(source, ignore_errors=True)
    os.makedirs(source)
    archive = subprocess.Popen(["git", "-C", repository, "archive", version], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", source], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        sys.exit(f"git archive {version} failed in {repository}")
    emitted = os.path.join(source, ".build", "symbol-graphs")
    os.makedirs(emitted)
    flags = ["-emit-symbol-graph", "-emit-symbol-graph-dir", emitted, "-emit-extension-block-symbols",
             "-symbol-graph-minimum-access-level", "public"]
    command = ["swift", "build", "--target", package.module] + [word for flag in flags for word in ("-Xswiftc", flag)]
    print(f"making {package.module}'s symbol graphs from {package.name} {version} (first run only; log: {log})", flush=True)
    start = time.monotonic()
    with open(log, "w") as output:
        status = subprocess.run(command, cwd=source, stdout=output, stderr=subprocess.STDOUT).returncode
    if status != 0:
        sys.exit(f"{' '.join(command)} failed with status {status} in {source}; its output is in {log}")
    kept = [name for name in os.listdir(emitted) if name == f"{package.module}.symbols.json"
            or (name.startswith(package.module + "@") and name.endswith(".symbols.json"))]
    if f"{package.module}.symbols.json" not in kept:
        sys.exit(f"swift build wrote no {package.module}.symbols.json into {emitted}")
    partial = graphs + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    for name in kept:
        shutil.copy(os.path.join(emitted, name), partial)
    os.rename(partial, graphs)
    # The build is needed for nothing else, and swift-nio's takes over a gigabyte.
    shutil.rmtree(os.path.join(source, ".build"))
    print(f"  {', '.join(sorted(kept))} in {time.monotonic() - start:.0f} s", flush=True)


# The rounds

def run_rounds(subjects, options, binaries):
    for number in range(options.rounds):
        print(f"round {number + 1} of {options.rounds}", end="", flush=True)
        start = time.monotonic()
        last = number == options.rounds - 1
        for subject in subjects:
            if subject["failure"]:
                continue
            outputs = {tool: os.path.join(options.work, "out", f"{subject['key']}-{tool}") for tool in binaries}
            # all() stops at the first build that fails.
            built = all(build(subject, tool, command(tool, binary, subject, outputs[tool]), outputs[tool], options)
                        for tool, binary in binaries.items())
            if built and last:
                subject["report"] = compare(outputs["sitegen"], outputs["docc"])
            if not (built and last and options.keep):
                for output in outputs.values():
                    move_aside(output, options.work)
        print(f": {time.monotonic() - start:.0f} s{' (with the comparison of the outputs)' if last else ''}", flush=True)


def command(tool, binary, subject, output):
    if tool == "sitegen":
        return [binary, "build", "--source", subject["catalog"], "--symbol-graphs", subject["graphs"], "--output", output, "--quiet"]
    module = subject["package"].module
    return [binary, "convert", subject["catalog"], "--additional-symbol-graph-dir", subject["graphs"], "--output-dir", output,
            "--transform-for-static-hosting", "--fallback-display-name", module,
            "--fallback-bundle-identifier", f"org.sitegen.benchmark.{module}"]


def build(subject, tool, arguments, output, options):
    """One timed build into a folder that does not exist yet; what it prints goes to a log."""
    move_aside(output, options.work)
    log = os.path.join(options.work, "logs", f"{subject['key']}-{tool}.log")
    # Written back now, so that no build pays for writing back the one before it.
    os.sync()
    with open(log, "w") as stream:
        start = time.monotonic()
        status = subprocess.run(arguments, stdout=stream, stderr=subprocess.STDOUT).returncode
        seconds = time.monotonic() - start
    with open(log, errors="replace") as stream:
        printed = stream.read()
    if status != 0:
        subject["failure"] = f"{tool} failed with status {status} ({log}):\n{printed[-2000:]}"
        return False
    subject["times"][tool].append(seconds)
    subject[f"{tool} warnings"] = printed.count("warning:")
    return True


def move_aside(path, work):
    """Outputs are moved aside between rounds and deleted when the run ends: on this kind of disk, creating
    files within minutes of deleting many is several times slower (see Benchmarks/site/run.py's
    `empty_trash`), which would time the disk rather than the tool."""
    if os.path.lexists(path):
        trash = os.path.join(work, "trash")
        os.rename(path, os.path.join(trash, f"{len(os.listdir(trash))}-{os.path.basename(path)}"))


def empty_trash(work):
    trash = os.path.join(work, "trash")
    for name in os.listdir(trash):
        shutil.rmtree(os.path.join(trash, name))


# What the outputs hold

def compare(sitegen_output, docc_output):
    """Every measurement of the two outputs of one round, as numbers and the first examples missing."""
    docc = docc_pages(docc_output)
    every_page = sitegen_html(sitegen_output)
    sitegen = {url: page for url, page in every_page.items() if url == "/documentation" or url.startswith("/documentation/")}
    report = {"docc pages": len(docc), "sitegen pages": len(sitegen),
              "docc bytes": folder_bytes(docc_output), "sitegen bytes": folder_bytes(sitegen_output),
              "median page bytes": statistics.median(page.size for page in sitegen.values()) if sitegen else None}
    checks = {name: [0, []] for name in ("urls", "abstracts", "declarations", "topics", "links")}
    for url, path in sorted(docc.items()):
        expected = docc_expectations(path)
        shown = sitegen.get(url)
        text, squeezed_text, targets = (shown.text, shown.squeezed, shown.targets) if shown else ("", "", set())
        tally(checks["urls"], url, [url], lambda item: shown is not None)
        tally(checks["abstracts"], url, [expected["abstract"]] if expected["abstract"] else [], lambda item: normalized(item) in text)
        tally(checks["declarations"], url, [expected["declaration"]] if expected["declaration"] else [],
              lambda item: squeezed(item) in squeezed_text)
        tally(checks["topics"], url, expected["topics"], lambda item: normalized(item) in text)
        tally(checks["links"], url, expected["links"], lambda item: item in targets)
    report["checks"] = checks
    report["extra"] = sorted(set(sitegen) - set(docc))
    report["broken"] = broken_links(every_page, sitegen_output)
    return report


def tally(check, url, items, shown):
    """Counts the items a page must show into check = [found, missing (url, item)]; an item counts once."""
    for item in items:
        if shown(item):
            check[0] += 1
        else:
            check[1].append((url, item))


def docc_pages(output):
    """docc's pages, by URL: every page's JSON under data/documentation/ (its path is the URL)."""
    data = os.path.join(output, "data")
    pages = {}
    for folder, _, files in os.walk(os.path.join(data, "documentation")):
        for name in files:
            if name.endswith(".json"):
                path = os.path.join(folder, name)
                pages["/" + os.path.relpath(path, data)[:-len(".json")]] = path
    return pages


def sitegen_html(output):
    """Every HTML file of sitegen's output, read once, by URL: a folder's index.html at the folder's URL
    (/documentation/module), any other file at its own (/404.html)."""
    pages = {}
    for folder, _, files in os.walk(output):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                url = "/" + os.path.relpath(path, output).replace(os.sep, "/")
                pages[(url[:-len("/index.html")] or "/") if url.endswith("/index.html") else url] = SitegenPage(path, output)
    return pages


def folder_bytes(folder):
    return sum(os.lstat(os.path.join(parent, name)).st_size for parent, _, files in os.walk(folder) for name in files)


def docc_expectations(path):
    """What a docc page shows that sitegen's page at the same URL must show too: the abstract and the
    declaration as text, the topic group titles, and the pages its text links to."""
    with open(path, encoding="utf-8") as file:
        page = json.load(file)
    references = page.get("references", {})
    declaration = ""
    links = set()
    for section in page.get("primaryContentSections", []):
        if section.get("kind") == "declarations":
            declaration = declaration or "".join(token.get("text", "") for token in section["declarations"][0].get("tokens", []))
        else:
            linked_urls(section, references, links)
    linked_urls(page.get("abstract", []), references, links)
    return {"abstract": inline_text(page.get("abstract", []), references).strip(), "declaration": declaration.strip(),
            "topics": [section["title"] for section in page.get("topicSections", []) if section.get("title")],
            "links": sorted(links)}


def inline_text(nodes, references):
    """The text of docc's inline content as a reader sees it: a reference shows its page's title."""
    parts = []
    for node in nodes:
        kind = node.get("type")
        if kind == "text":
            parts.append(node.get("text", ""))
        elif kind == "codeVoice":
            parts.append(node.get("code", ""))
        elif kind == "reference":
            target = references.get(node.get("identifier"), {})
            parts.append(node.get("overridingTitle") or target.get("title") or node.get("identifier", "").rsplit("/", 1)[-1])
        elif kind == "link":
            parts.append(node.get("title") or node.get("destination", ""))
        elif "inlineContent" in node:
            parts.append(inline_text(node["inlineContent"], references))
    return "".join(parts)


def linked_urls(node, references, found):
    """The URLs of the documentation pages that docc's content links to (active references only)."""
    if isinstance(node, dict):
        if node.get("type") == "reference" and node.get("isActive", True):
            target = references.get(node.get("identifier"), {})
            url = target.get("url", "").split("#")[0]
            if target.get("type") == "topic" and url.startswith("/documentation/"):
                found.add(url.rstrip("/"))
        for value in node.values():
            linked_urls(value, references, found)
    elif isinstance(node, list):
        for item in node:
            linked_urls(item, references, found)


# Reading sitegen's HTML

SCRIPT_BODY = re.compile(r"(<script\b[^>]*>).*?</script\s*>", re.S | re.I)
STYLE = re.compile(r"<style\b[^>]*>.*?</style\s*>", re.S | re.I)
TAG = re.compile(r"<[a-zA-Z/!][^>]*>")
START_TAG = re.compile(r"<[a-zA-Z][^>]*>")
LINK_ATTRIBUTE = re.compile(r"""\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))""", re.I)
# Typography a renderer may change without changing the text: curly quotes, no-break and zero-width spaces,
# soft hyphens.
TYPOGRAPHY = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " ",
                            "\u200b": None, "\u00ad": None, "\u2060": None})


def normalized(text):
    return " ".join(text.translate(TYPOGRAPHY).split())


def squeezed(text):
    """Declarations compare without whitespace, since a renderer may lay a long one out over several lines."""
    return "".join(text.translate(TYPOGRAPHY).split())


class SitegenPage:
    """One HTML file of sitegen's output: its size, its visible text, and the links and sources of its tags
    with the site paths they name (None for other sites and for #fragments)."""

    def __init__(self, path, output):
        with open(path, encoding="utf-8", errors="replace") as file:
            markup = file.read()
        self.size = os.path.getsize(path)
        self.text = normalized(html.unescape(TAG.sub("", STYLE.sub(" ", SCRIPT_BODY.sub(" ", markup)))))
        self.squeezed = self.text.replace(" ", "")
        folder = "/" + os.path.relpath(os.path.dirname(path), output).replace(os.sep, "/")
        self.links = {link: site_path(link, folder) for link in links(markup)}
        self.targets = {target[:-len("/index.html")] if target.endswith("/index.html") else target
                        for target in self.links.values() if target}


def links(markup):
    """Every href and src of the page's tags, the scripts' text left out (it may spell tags in strings)."""
    for tag in START_TAG.findall(SCRIPT_BODY.sub(r"\1", markup)):
        for match in LINK_ATTRIBUTE.finditer(tag):
            yield html.unescape(next(group for group in match.groups() if group is not None))


def site_path(link, folder):
    """The site path a link names, resolved against the page's folder; None for other sites and schemes
    and for links within the page (#fragment alone)."""
    parts = urllib.parse.urlsplit(link)
    if parts.scheme or parts.netloc or not parts.path:
        return None
    path = urllib.parse.unquote(parts.path)
    return posixpath.normpath(path if path.startswith("/") else posixpath.join(folder, path))


def broken_links(pages, output):
    """The links and sources of every HTML page that point inside the site and name no file there (neither
    the file nor its folder's index.html), once per page: (count, links checked, first examples)."""
    exists = {}
    broken, checked, examples = 0, 0, []
    for url, page in sorted(pages.items()):
        for link, target in page.links.items():
            if target is None:
                continue
            checked += 1
            if target not in exists:
                local = os.path.join(output, target.lstrip("/"))
                exists[target] = os.path.isfile(local) or os.path.isfile(os.path.join(local, "index.html"))
            if not exists[target]:
                broken += 1
                examples.append((url, link))
    return broken, checked, examples


# Printing

def print_subject(subject, options):
    package = subject["package"]
    heading = f"\n{package.name} {subject['version']} ({package.module})"
    if subject["failure"]:
        print(f"{heading}\n  FAIL  {subject['failure']}")
        return
    rounds = len(subject["times"]["docc"])
    print(f"{heading}: median of {rounds} round{'' if rounds == 1 else 's'}")
    report = subject["report"]
    times = {tool: statistics.median(values) for tool, values in subject["times"].items()}
    ratios = {"time": times["sitegen"] / times["docc"], "bytes": report["sitegen bytes"] / report["docc bytes"]}
    median_page = report["median page bytes"]
    print(f"  {'':<22}{'sitegen':>14}{'docc':>14}{'sitegen/docc':>14}")
    print(f"  {'pages':<22}{report['sitegen pages']:>14,}{report['docc pages']:>14,}")
    print(f"  {'wall time (s)':<22}{times['sitegen']:>14.2f}{times['docc']:>14.2f}{ratios['time']:>13.3f}×")
    print(f"  {'output bytes':<22}{report['sitegen bytes']:>14,}{report['docc bytes']:>14,}{ratios['bytes']:>13.3f}×")
    print(f"  {'median page bytes':<22}{'—' if median_page is None else f'{int(median_page):,}':>14}")
    print(f"  {'warnings':<22}{subject['sitegen warnings']:>14,}{subject['docc warnings']:>14,}")
    shares = print_checks(report, options.show)
    print(f"  sitegen's pages at URLs docc has no page for: {len(report['extra']):,}")
    for url in report["extra"][:options.show]:
        print(f"      {url}")
    broken, checked, examples = report["broken"]
    print(f"  broken internal links in sitegen's output: {broken:,} of {checked:,} links checked (once per page)")
    for page, link in examples[:options.show]:
        print(f"      {page}: {link}")
    figures = dict(shares, broken=broken, **ratios)
    for label, key, comparison, threshold in THRESHOLDS:
        value = figures[key]
        passed = value >= threshold if comparison == ">=" else value <= threshold
        print(f"  {'PASS' if passed else 'FAIL'}  {label}: {formatted(key, value)} "
              f"({'≥' if comparison == '>=' else '≤'} {formatted(key, threshold)})")


def formatted(key, value):
    if key in ("time", "bytes"):
        return f"{value:.3f}×"
    return f"{value:,}" if key == "broken" else f"{value:.1f} %"


CHECK_LABELS = {
    "urls": "docc's URLs with a sitegen page (URL/index.html)",
    "abstracts": "docc's abstracts shown on sitegen's page",
    "declarations": "docc's declarations shown on sitegen's page",
    "topics": "docc's topic group titles shown on sitegen's page",
    "links": "docc's links in abstracts and discussions also linked by sitegen's page",
}


def print_checks(report, show):
    """Prints each check's share and first missing items; returns the shares in per cent."""
    shares = {}
    for key, label in CHECK_LABELS.items():
        found, missing = report["checks"][key]
        total = found + len(missing)
        shares[key] = 100.0 * found / total if total else 100.0
        print(f"  {label}: {found:,} of {total:,} ({shares[key]:.1f} %)")
        for url, item in missing[:show]:
            print(f"      {url}" if key == "urls" else f"      {url}: {shortened(item)}")
    return shares


def shortened(text, length=100):
    text = " ".join(text.split())
    return text if len(text) <= length else text[:length - 1] + "…"


if __name__ == "__main__":
    main()
