#!/usr/bin/env bash
# The edit-to-reload time without the build: a file watcher on a Content folder
# announces a rebuild on every change, and a page listening on /_sitegen/events
# times each edit until its `reload` event arrives. Add the incremental build's
# own time to get the full edit-to-browser time.
#
#   Benchmarks/server/reload-latency.sh [EDITS]     (default: 30)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
serve="$("$here/build-harness.sh" | tail -1)"
work="$(mktemp -d)"
pid=""
cleanup() {
    [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/Public" "$work/Content"
echo '<html><body>page</body></html>' > "$work/Public/index.html"
# A Content folder the size of a 1,000-page site, so each poll does real work.
for i in $(seq 1 1000); do echo "# Page $i" > "$work/Content/page-$i.md"; done

port=18404
"$serve" "$work/Public" "$port" --live-reload --watch "$work/Content" > /dev/null & pid=$!
for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break; sleep 0.1; done
python3 "$here/reload-latency.py" "$port" "$work/Content/page-500.md" "${1:-30}"
