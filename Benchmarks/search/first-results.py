#!/usr/bin/env python3
"""Client-side search at scale, on N real pages (Swift Evolution proposals made into N pages by
../shared/bench/scale_corpus.py), built by the release `sitegen build` with the default layouts and served by Python's http.server with caching off,
noting every request (issue 22).

Prints the index's size (files, bytes, gzipped bytes), then for each query, on a freshly loaded page in headless
Chromium: the time from typing to the first results drawn (sitegen lists the shown pages by title first) and to all of
them with their passages (performance.now(), medians of --runs), and the bytes of every request the search made (each file
gzipped at level 6, as a web server would send it): the index files and the result pages whose passages it shows. The page
is loaded and the box focused first, so the manifest is there, as it is for a reader who pressed `/` and typed; every file
requested from the focus on is counted, the manifest too.

With --pagefind, the same built pages are indexed by Pagefind (`python3 -m pagefind`, from
`pip install 'pagefind[extended]'`) under /usr/bin/time -v, and the same queries run through Pagefind's JavaScript
API, after loading its library and metadata as its UI does on focus, then the fragments of the first 8 results; Pagefind's files are gzipped on disk,
so their sizes are counted as they are.

Needs chromium, chromium-driver and selenium (apt-get install -y chromium chromium-driver; pip install selenium).

usage: Benchmarks/search/first-results.py [--pages 10000] [--runs 5] [--pagefind] [--work /tmp/sitegen-search-bench]
"""
import argparse
import functools
import gzip
import http.server
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse

from selenium import webdriver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITEGEN = os.path.join(ROOT, ".build", "release", "sitegen")
SCALE_CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "bench", "scale_corpus.py")
EVOLUTION = os.path.join(os.path.dirname(ROOT), "shared", "bench", "evolution")
QUERIES = ["navigation", "concurrency", "actor isolation", "swift", "rebinding"]

SITEGEN_QUERY = """
const [query, done] = arguments;
const input = document.querySelector('#sitegen-search');
const list = document.querySelector('[role="listbox"]');
const start = performance.now();
let first = null;
// The shown pages are listed first; aria-busy turns false when their passages are there.
new MutationObserver((_, observer) => {
  if (first === null && list.querySelector('[role="option"]')) first = performance.now() - start;
  if (first !== null && list.getAttribute('aria-busy') === 'false') { observer.disconnect(); done([first, performance.now() - start]); }
}).observe(list, {childList: true, subtree: true, attributes: true});
input.value = query;
input.dispatchEvent(new Event("input", {bubbles: true}));
"""

PAGEFIND_QUERY = """
const [query, done] = arguments;
const start = performance.now();
window.pagefind.search(query)
  .then((search) => Promise.all(search.results.slice(0, 8).map((result) => result.data())))
  .then(() => done(performance.now() - start));
"""

# What Pagefind's UI does when its box is first focused: load the library and its metadata.
PAGEFIND_PREPARE = """
const done = arguments[arguments.length - 1];
import('/pagefind/pagefind.js').then(async (pagefind) => { await pagefind.init(); window.pagefind = pagefind; done(); });
"""



class RecordingHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the built site, never cached, noting every path asked for (workers' requests too: Pagefind searches in one)."""
    requested = []

    def do_GET(self):
        RecordingHandler.requested.append(urllib.parse.urlparse(self.path).path)
        super().do_GET()

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *_):
        pass


def gzipped_size(path):
    with open(path, "rb") as file:
        return len(gzip.compress(file.read(), 6))


def folder_size(folder, compress):
    files = [os.path.join(where, name) for where, _, names in os.walk(folder) for name in names]
    raw = sum(os.path.getsize(path) for path in files)
    return len(files), raw, sum(gzipped_size(path) for path in files) if compress else raw


def timed(command):
    """Runs a command under /usr/bin/time -v; returns (wall seconds, peak resident memory in MB)."""
    start = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - start
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr[-4000:]}")
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return wall, int(peak.group(1)) / 1024


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(argument)
    # The local chromedriver: without a path, selenium would look for one on the network.
    return webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=shutil.which("chromedriver")))


def served_file(public, path):
    """The file a request for `path` is answered with (a folder's index.html)."""
    return public + path + ("index.html" if path.endswith("/") else "")


def run_queries(driver, url, public, script, prepare, compressed_on_disk):
    """For each query: median time over fresh page loads, and the bytes of every file the last search fetched."""
    for query in QUERIES:
        times, complete = [], []
        for _ in range(RUNS):
            driver.get(url)
            # What loading the page fetched is not the search's: counting starts at the focus.
            RecordingHandler.requested.clear()
            prepare(driver)
            result = driver.execute_async_script(script, query)
            times.append(result[0] if isinstance(result, list) else result)
            complete.append(result[1] if isinstance(result, list) else result)
            fetched = list(RecordingHandler.requested)
        files = sorted(set(fetched))
        index_files = [path for path in files if path.startswith(("/search/", "/pagefind/"))]
        pages = [path for path in files if path not in index_files]
        size = lambda path: os.path.getsize(public + path) if compressed_on_disk and path in index_files else gzipped_size(served_file(public, path))
        index_bytes, page_bytes = sum(map(size, index_files)), sum(map(size, pages))
        print(f"  {query!r}: first results in median {statistics.median(times):.0f} ms "
              f"(runs: {', '.join(f'{t:.0f}' for t in times)}), all {statistics.median(complete):.0f} ms; "
              f"{index_bytes + page_bytes:,} bytes gzipped in all: {len(index_files)} index files {index_bytes:,}, "
              f"{len(pages)} pages {page_bytes:,}")


def focus_search(driver):
    driver.execute_async_script("""
        const done = arguments[0];
        document.querySelector('#sitegen-search').focus();
        const wait = () => performance.getEntriesByName(new URL('/search/manifest.json', location.href).href).length ? done() : setTimeout(wait, 10);
        wait();
    """)


def serve(public):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(RecordingHandler, directory=public))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def main():
    global RUNS
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pagefind", action="store_true")
    parser.add_argument("--skip-build", action="store_true", help="use the site (and Pagefind index) already built in --work")
    parser.add_argument("--work", default="/tmp/sitegen-search-bench")
    options = parser.parse_args()
    RUNS = options.runs
    subprocess.run(["swift", "build", "-c", "release", "--product", "sitegen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    site = os.path.join(options.work, f"real-{options.pages}")
    if not os.path.exists(os.path.join(site, "Content")):
        subprocess.run([sys.executable, SCALE_CORPUS, "--source", EVOLUTION, "--pages", str(options.pages), "--out", site], check=True)
    public = os.path.join(site, "Public")
    if not options.skip_build:
        wall, peak = timed([SITEGEN, "build", "--source", site, "--base-url", "/", "--quiet"])
        print(f"sitegen build of {options.pages} pages: {wall:.1f} s, {peak:,.0f} MB peak")
    count, raw, packed = folder_size(os.path.join(public, "search"), compress=True)
    print(f"sitegen search index: {count:,} files, {raw:,} bytes, {packed:,} gzipped")

    server, port = serve(public)
    driver = browser()
    try:
        page = f"http://127.0.0.1:{port}/"
        print("sitegen search, first query on a fresh page:")
        run_queries(driver, page, public, SITEGEN_QUERY, focus_search, compressed_on_disk=False)
        if options.pagefind:
            if not (options.skip_build and os.path.exists(os.path.join(public, "pagefind"))):
                wall, peak = timed([sys.executable, "-m", "pagefind", "--site", public])
                print(f"Pagefind indexing: {wall:.1f} s, {peak:,.0f} MB peak")
            count, raw, _ = folder_size(os.path.join(public, "pagefind"), compress=False)
            print(f"Pagefind index: {count:,} files, {raw:,} bytes (gzipped on disk)")
            print("Pagefind, first query on a fresh page (search, then the first 8 results' data):")
            run_queries(driver, page, public, PAGEFIND_QUERY, lambda driver: driver.execute_async_script(PAGEFIND_PREPARE), compressed_on_disk=True)
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
