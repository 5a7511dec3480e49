#!/usr/bin/env python3
"""sitegen next to Hugo on the same generated pages, side by side in one run (issue 8).

For N = 1,000 and 10,000 pages (generate.py writes the same Markdown for both), it builds with the
release `sitegen build` and, when `hugo` is installed, with a minimal Hugo site, alternating
(sitegen, hugo, sitegen, hugo, …). It prints, per N, the median wall time, pages per second and peak
memory (/usr/bin/time's maximum resident set size) of each, and the sitegen/hugo ratios; then the growth
from 1,000 to 10,000 pages, the time of an incremental rebuild after editing one page of the
10,000-page site (as `sitegen serve` reports it), and `sitegen markdown` next to `cmark`.

The previous output is moved aside before every timed run and deleted only at the end: on some disks
creating files right after deleting many is several times slower, which would time the disk, not the
generator.

usage: Benchmarks/site/run.py [--runs 5] [--sizes 1000,10000] [--work /tmp/sitegen-bench]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITEGEN = os.path.join(ROOT, ".build", "release", "sitegen")


def timed(command, cwd=None):
    """Runs a command under /usr/bin/time; returns (wall seconds, peak RSS in MB)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + command, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    wall, rss = result.stderr.strip().splitlines()[-1].split()
    return float(wall), int(rss) / 1024


def move_aside(path, trash):
    if os.path.exists(path):
        os.rename(path, os.path.join(trash, f"{len(os.listdir(trash))}"))


def incremental_rebuild(site, runs):
    """Edits one page of a running `sitegen serve` and reads the rebuild time it prints."""
    port = 8800 + os.getpid() % 1000
    server = subprocess.Popen([SITEGEN, "serve", "--source", site, "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in server.stdout:
            if line.startswith("Serving"):
                break
        page = os.path.join(site, "Content", "docs", "page-0.md")
        original = open(page).read()
        times = []
        for run in range(runs):
            time.sleep(0.5)
            with open(page, "w") as file:
                file.write(original + f"\nEdited paragraph {run}.\n")
            for line in server.stdout:
                match = re.match(r"Rebuilt in (\d+) ms", line)
                if match:
                    times.append(int(match.group(1)))
                    break
        with open(page, "w") as file:
            file.write(original)
        return times
    finally:
        server.terminate()
        server.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--work", default="/tmp/sitegen-bench")
    options = parser.parse_args()
    sizes = [int(size) for size in options.sizes.split(",")]

    subprocess.run(["swift", "build", "-c", "release", "--product", "sitegen"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    hugo = shutil.which("hugo")
    trash = os.path.join(options.work, "trash")
    os.makedirs(trash, exist_ok=True)
    print(f"sitegen {subprocess.run([SITEGEN, '--version'], capture_output=True, text=True).stdout.strip()}; "
          + (subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.split()[1] if hugo
             else "hugo not installed (apt-get install hugo)")
          + f"; {os.cpu_count()} cores; median of {options.runs} alternating runs\n")

    results = {}
    for size in sizes:
        folder = os.path.join(options.work, str(size))
        if not os.path.exists(os.path.join(folder, "sitegen", "Content")):
            subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "generate.py"), str(size), folder], check=True)
        site, hugo_site = os.path.join(folder, "sitegen"), os.path.join(folder, "hugo")
        runs = {"sitegen": [], "hugo": []}
        for _ in range(options.runs):
            move_aside(os.path.join(site, "Public"), trash)
            runs["sitegen"].append(timed([SITEGEN, "build", "--source", site, "--quiet"]))
            if hugo:
                move_aside(os.path.join(hugo_site, "public"), trash)
                runs["hugo"].append(timed([hugo, "--source", hugo_site, "--quiet"]))
        results[size] = {name: (statistics.median(w for w, _ in values), statistics.median(r for _, r in values))
                         for name, values in runs.items() if values}

    print(f"{'pages':>7}  {'sitegen s':>9} {'pages/s':>8} {'RSS MB':>7}  {'hugo s':>7} {'pages/s':>8} {'RSS MB':>7}  {'time ratio':>10} {'memory ratio':>12}")
    for size, result in results.items():
        wall, rss = result["sitegen"]
        row = f"{size:>7}  {wall:>9.2f} {size / wall:>8.0f} {rss:>7.0f}"
        if "hugo" in result:
            hugo_wall, hugo_rss = result["hugo"]
            row += f"  {hugo_wall:>7.2f} {size / hugo_wall:>8.0f} {hugo_rss:>7.0f}  {wall / hugo_wall:>10.2f} {rss / hugo_rss:>12.2f}"
        print(row)
    if len(sizes) >= 2:
        small, large = sizes[0], sizes[-1]
        print(f"\ngrowth {small} → {large} pages: sitegen {results[large]['sitegen'][0] / results[small]['sitegen'][0]:.1f}×"
              + (f", hugo {results[large]['hugo'][0] / results[small]['hugo'][0]:.1f}×" if hugo else ""))

    largest = os.path.join(options.work, str(sizes[-1]), "sitegen")
    times = incremental_rebuild(largest, options.runs)
    print(f"incremental rebuild after editing one page of the {sizes[-1]}-page site: median {statistics.median(times)} ms "
          f"(runs: {', '.join(map(str, times))} ms)")

    print()
    throughput = os.path.join(ROOT, "Benchmarks", "markdown", "throughput.sh")
    if os.path.exists(throughput) and shutil.which("cmark"):
        subprocess.run([throughput], cwd=ROOT, env=dict(os.environ, SITEGEN=f"{SITEGEN} markdown"))
    else:
        print("cmark not installed (apt-get install cmark): skipping the Markdown throughput comparison")
    shutil.rmtree(trash, ignore_errors=True)


if __name__ == "__main__":
    main()
