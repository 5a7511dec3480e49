#!/usr/bin/env bash
# Edit-to-reload time of `sitegen serve` on a 1,000-page site: a page listening on
# /_sitegen/events times each edit of a content file until its `reload` event
# arrives — the watcher's poll, the incremental rebuild and the event together.
#
#   Benchmarks/server/reload-latency.sh [EDITS] [PAGES]     (defaults: 30 edits, 1000 pages)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
(cd "$root" && swift build -c release --product sitegen > /dev/null)
work="$(mktemp -d)"
pid=""
cleanup() {
    [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

python3 "$root/Benchmarks/site/generate.py" "${2:-1000}" "$work" > /dev/null
port=18404
"$root/.build/release/sitegen" serve --source "$work/sitegen" --port "$port" --quiet > /dev/null & pid=$!
for _ in $(seq 1 600); do curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break; sleep 0.1; done
python3 "$here/reload-latency.py" "$port" "$work/sitegen/Content/docs/page-0.md" "${1:-30}"
