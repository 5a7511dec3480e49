#!/usr/bin/env bash
# Throughput of `sitegen markdown` next to cmark (cmark-gfm with --gfm) and md4c, same run, on the
# shared corpus: the 575 Swift Evolution proposals of /work/shared/bench/evolution concatenated
# (10 MB of real prose and code), or the file given as $1. Every command runs once per round,
# interleaved, so that load from other processes on the shared cores hits all of them alike; the
# table shows medians, the ratios are sitegen's throughput over each other program's (> 1: faster).
# Peak memory is the largest resident set of any round (GNU time).
#
# Usage: Benchmarks/markdown/throughput.sh [FILE]
#        ROUNDS=9  SITEGEN=".build/release/sitegen markdown"  BENCH=/work/shared/bench
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${ROUNDS:-9}
source "Benchmarks/markdown/corpus.sh"
for tool in cmark cmark-gfm cc; do
    command -v "$tool" >/dev/null || { echo "$tool not found (apt-get install cmark cmark-gfm gcc)" >&2; exit 1; }
done
# The md4c driver of the bench folder needs md4c's headers (libmd4c-dev, libmd4c-html0-dev).
cc -O2 "$BENCH/md4c_html.c" -lmd4c-html -lmd4c -o "$WORK/md4c-html" \
    || { echo "cannot build the md4c driver: apt-get install libmd4c-dev libmd4c-html0-dev" >&2; exit 1; }

python3 - "$CORPUS" "$ROUNDS" "$SITEGEN" "$WORK/md4c-html" <<'PY'
import os, shlex, statistics, subprocess, sys, time
corpus, rounds, sitegen, md4c = sys.argv[1], int(sys.argv[2]), shlex.split(sys.argv[3]), sys.argv[4]
megabytes = os.path.getsize(corpus) / 1e6
gfm_extensions = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist"]
# (mode, program, command); every mode compares sitegen with the same options of the others.
rows = []
for unsafe in (False, True):
    for gfm in (False, True):
        mode = ("unsafe" if unsafe else "safe") + (" gfm" if gfm else "")
        flags = ["--unsafe"] if unsafe else []
        rows.append((mode, "sitegen", sitegen + flags + (["--gfm"] if gfm else [])))
        rows.append((mode, "cmark", (["cmark-gfm"] + gfm_extensions if gfm else ["cmark"]) + flags))
        rows.append((mode, "md4c", [md4c] + (["--gfm"] if gfm else [])))

def run(command):
    """Wall-clock seconds and peak resident kilobytes of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command + [corpus], stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit("failed: " + " ".join(command))
    return elapsed, usage.ru_maxrss

times = {(mode, name): [] for mode, name, _ in rows}
memory = {(mode, name): 0 for mode, name, _ in rows}
for _ in range(rounds):
    for mode, name, command in rows:
        elapsed, peak = run(command)
        times[(mode, name)].append(elapsed)
        memory[(mode, name)] = max(memory[(mode, name)], peak)

print("corpus: %.2f MB, median of %d interleaved rounds" % (megabytes, rounds))
print("%-12s %-8s %9s %9s %10s" % ("mode", "program", "ms", "MB/s", "peak MB"))
for mode, name, _ in rows:
    median = statistics.median(times[(mode, name)])
    print("%-12s %-8s %9.1f %9.1f %10.1f" % (mode, name, median * 1000, megabytes / median, memory[(mode, name)] / 1024))
print()
print("%-12s %16s %16s %18s" % ("mode", "sitegen/cmark", "sitegen/md4c", "memory sitegen/cmark"))
for mode in dict.fromkeys(mode for mode, _, _ in rows):
    sitegen_time = statistics.median(times[(mode, "sitegen")])
    print("%-12s %15.2fx %15.2fx %17.2fx" % (mode, statistics.median(times[(mode, "cmark")]) / sitegen_time,
          statistics.median(times[(mode, "md4c")]) / sitegen_time,
          memory[(mode, "sitegen")] / memory[(mode, "cmark")]))
PY
