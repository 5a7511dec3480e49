#!/usr/bin/env python3
"""Two sitegen binaries side by side on the same real N-page sites, in one run: whether a change made the
build slower or larger (issue 35 asks of a refactor that it be no worse than before).

Each round builds the default and the minimal layout's site (see run.py) with both binaries, in the
opposite order to the round before, each run after `sync` and with the previous output moved aside
(never deleted between timed runs: see run.py's `empty_trash`). It prints the median wall time, CPU time
(user + system) and peak memory of each, and the candidate's ratios to the baseline.

usage: Benchmarks/site/versus.py BASELINE CANDIDATE [--pages 10000] [--runs 5] [--work /tmp/sitegen-versus]
"""
import argparse
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402  (the sites, timing and trash handling of the main benchmark)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("baseline")
    parser.add_argument("candidate")
    parser.add_argument("--pages", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "sitegen-versus"))
    options = parser.parse_args()
    folder = os.path.join(options.work, str(options.pages))
    if not os.path.exists(os.path.join(folder, "ready")):
        bench.make_sites("real", options.pages, folder)
    trash = os.path.join(options.work, "trash")
    os.makedirs(trash, exist_ok=True)
    binaries = {"baseline": os.path.abspath(options.baseline), "candidate": os.path.abspath(options.candidate)}
    columns = [(layout, name) for layout in ("default", "minimal") for name in binaries]
    runs = {column: [] for column in columns}
    for number in range(options.runs):
        bench.make_room(trash)
        for layout, name in columns if number % 2 == 0 else reversed(columns):
            site = os.path.join(folder, layout)
            output = os.path.join(site, "Public")
            bench.move_aside(output, trash)
            os.sync()
            runs[(layout, name)].append(bench.timed([binaries[name], "build", "--source", site, "--quiet"]))
    medians = {column: [statistics.median(run[measure] for run in values) for measure in range(3)] for column, values in runs.items()}
    print(f"{options.pages} real pages, median of {options.runs} alternating runs")
    print(f"{'layout':>8} {'binary':>10} {'wall s':>8} {'CPU s':>8} {'peak MB':>8}")
    for (layout, name), (wall, memory, cpu) in medians.items():
        print(f"{layout:>8} {name:>10} {wall:>8.2f} {cpu:>8.2f} {memory:>8.1f}")
    for layout in ("default", "minimal"):
        (bw, bm, bc), (cw, cm, cc) = medians[(layout, "baseline")], medians[(layout, "candidate")]
        print(f"{layout}: candidate / baseline: wall {cw / bw:.3f}×, CPU {cc / bc:.3f}×, peak memory {cm / bm:.3f}×")


if __name__ == "__main__":
    main()
