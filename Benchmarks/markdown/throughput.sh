#!/usr/bin/env bash
# Throughput of `sitegen markdown` next to `cmark` on one large real-world Markdown file, same run.
# The corpus is every *.md file of the Swift package mirrors under /opt/swift-packages (about 1,800
# real README and DocC pages, ~9.6 MB), or the file given as $1, or else the CommonMark spec examples
# repeated. Prints MB/s of each (best of $RUNS runs) and the ratio sitegen/cmark.
#
# Usage: Benchmarks/markdown/throughput.sh [FILE]     (RUNS=5, SITEGEN=".build/release/sitegen markdown")
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-5}
SITEGEN=${SITEGEN:-.build/release/sitegen markdown}
CORPUS=$(mktemp /tmp/markdown-corpus.XXXXXX.md)
trap 'rm -f "$CORPUS"' EXIT

if [ $# -ge 1 ]; then
    cp "$1" "$CORPUS"
elif [ -d /opt/swift-packages ]; then
    for repo in /opt/swift-packages/*/*.git; do
        git -C "$repo" ls-tree -r HEAD --name-only 2>/dev/null | grep '\.md$' | while read -r path; do
            git -C "$repo" show "HEAD:$path" 2>/dev/null || true
            printf '\n\n'
        done
    done > "$CORPUS"
else
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.stdout.write("\n\n".join(e["markdown"] for e in d) * 40)' \
        Tests/MarkdownTests/Fixtures/spec.json > "$CORPUS"
fi
command -v cmark >/dev/null || { echo "cmark not found: apt-get install cmark" >&2; exit 1; }

python3 - "$CORPUS" "$RUNS" "$SITEGEN" <<'PY'
import shlex, subprocess, sys, time
corpus, runs, sitegen = sys.argv[1], int(sys.argv[2]), sys.argv[3]
data = open(corpus, "rb").read()
megabytes = len(data) / 1e6

rows = [("sitegen markdown", shlex.split(sitegen)), ("cmark", ["cmark"]),
        ("sitegen markdown --unsafe", shlex.split(sitegen) + ["--unsafe"]), ("cmark --unsafe", ["cmark", "--unsafe"])]
# Runs are interleaved so that load from other processes on the shared cores hits both programs alike.
best = {name: float("inf") for name, _ in rows}
for _ in range(runs):
    for name, command in rows:
        start = time.perf_counter()
        subprocess.run(command, input=data, stdout=subprocess.DEVNULL, check=True)
        best[name] = min(best[name], time.perf_counter() - start)
speeds = {}
print("corpus: %.2f MB, best of %d interleaved runs" % (megabytes, runs))
for name, _ in rows:
    speeds[name] = megabytes / best[name]
    print("%-28s %8.1f ms %8.1f MB/s" % (name, best[name] * 1000, speeds[name]))
print("ratio sitegen/cmark (safe):   %.2f" % (speeds["sitegen markdown"] / speeds["cmark"]))
print("ratio sitegen/cmark (unsafe): %.2f" % (speeds["sitegen markdown --unsafe"] / speeds["cmark --unsafe"]))
PY
