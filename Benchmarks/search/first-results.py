#!/usr/bin/env python3
"""Client-side search at scale: the size of search-index.json and the time from typing in the search box to
the first results, on the generated 10,000-page site, in headless Chromium (issue 7).

The site is built by the release `sitegen build` (Benchmarks/site/generate.py writes it) and served by
`sitegen serve --root`. Each run loads a page afresh, so the time includes fetching, parsing and preparing
the index, then searching and drawing the results. Needs chromium, chromium-driver and selenium
(apt-get install -y chromium chromium-driver; pip install selenium).

usage: Benchmarks/search/first-results.py [--pages 10000] [--runs 5]
"""
import argparse
import gzip
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time

from selenium import webdriver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITEGEN = os.path.join(ROOT, ".build", "release", "sitegen")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default="/tmp/sitegen-search-bench")
    options = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "sitegen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    site = os.path.join(options.work, str(options.pages))
    if not os.path.exists(os.path.join(site, "sitegen", "Content")):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "site", "generate.py"), str(options.pages), site], check=True)
    public = os.path.join(site, "sitegen", "Public")
    subprocess.run([SITEGEN, "build", "--source", os.path.join(site, "sitegen"), "--base-url", "/", "--quiet"], check=True)
    index = open(os.path.join(public, "search-index.json"), "rb").read()
    print(f"search-index.json for {options.pages} pages: {len(index):,} bytes, {len(gzip.compress(index, 9)):,} gzipped")

    port = free_port()
    server = subprocess.Popen([SITEGEN, "serve", "--root", public, "--port", str(port), "--quiet"])
    browser_options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
        browser_options.add_argument(argument)
    # The local chromedriver: without a path, selenium would look for one on the network.
    driver = webdriver.Chrome(options=browser_options, service=webdriver.ChromeService(executable_path=shutil.which("chromedriver")))
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        times = []
        for _ in range(options.runs):
            driver.get(f"http://127.0.0.1:{port}/docs/page-0/")
            times.append(driver.execute_async_script("""
                const done = arguments[arguments.length - 1];
                const input = document.querySelector('input[type="search"], #sitegen-search');
                const list = document.querySelector('[role="listbox"]');
                const start = performance.now();
                new MutationObserver((_, observer) => {
                    if (list.querySelector('[role="option"]')) { observer.disconnect(); done(performance.now() - start); }
                }).observe(list, {childList: true, subtree: true});
                input.focus();
                input.value = "navigation";
                input.dispatchEvent(new Event("input", {bubbles: true}));
            """))
        print(f"first results after typing, fresh page each run: median {statistics.median(times):.0f} ms "
              f"(runs: {', '.join(f'{t:.0f}' for t in times)} ms)")
    finally:
        driver.quit()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
