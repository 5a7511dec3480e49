#!/usr/bin/env bash
# Requests per second on loopback, sitegen's server next to `python3 -m http.server`,
# for a small page and a 1 MB file, in one run (compare the ratios: the machine is shared).
#
#   Benchmarks/server/wrk.sh [SECONDS] [CONNECTIONS]     (defaults: 10 s, 50 connections)
#
# Needs wrk (apt-get install -y wrk). sitegen's side is `sitegen serve --root` of the release build.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
duration="${1:-10}"
connections="${2:-50}"
command -v wrk >/dev/null || { echo "error: wrk is not installed (apt-get install -y wrk)" >&2; exit 1; }
(cd "$root" && swift build -c release --product sitegen > /dev/null)
sitegen="$root/.build/release/sitegen"

site="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$site"
}
trap cleanup EXIT

# A typical small page (about 6 KB of HTML) and a 1 MB binary file.
{
    echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Benchmark page</title>'
    echo '<link rel="stylesheet" href="/style.css"></head><body><main>'
    for i in $(seq 1 60); do echo "<p>Paragraph $i of the page, with <a href=\"/docs/\">a link</a> and some text.</p>"; done
    echo '</main></body></html>'
} > "$site/index.html"
head -c 1048576 /dev/urandom > "$site/file.bin"

port_sitegen=18401
port_python=18403
"$sitegen" serve --root "$site" --port "$port_sitegen" --quiet > /dev/null & pids+=($!)
python3 -m http.server "$port_python" --bind 127.0.0.1 --directory "$site" > /dev/null 2>&1 & pids+=($!)

for port in $port_sitegen $port_python; do
    for _ in $(seq 1 100); do
        curl -fsS -o /dev/null "http://127.0.0.1:$port/index.html" 2>/dev/null && break
        sleep 0.1
    done
done

rate() { # URL → requests/s
    wrk -t2 -c"$connections" -d"${duration}s" "$1" | awk '/^Requests\/sec:/ { print $2 }'
}

printf 'wrk -t2 -c%s -d%ss on 127.0.0.1, %s cores\n\n' "$connections" "$duration" "$(nproc)"
printf '%-34s %14s %14s %8s\n' "file" "sitegen req/s" "python req/s" "ratio"
for file in index.html file.bin; do
    ours="$(rate "http://127.0.0.1:$port_sitegen/$file")"
    theirs="$(rate "http://127.0.0.1:$port_python/$file")"
    printf '%-34s %14s %14s %7.1fx\n' "$file ($(wc -c < "$site/$file" | tr -d ' ') bytes)" "$ours" "$theirs" \
        "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { print a / b }')"
done
