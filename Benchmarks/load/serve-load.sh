#!/usr/bin/env bash
# `sitegen serve` under load: wrk sends a browser's mix of requests (mixed-requests.lua) for
# SECONDS while a page is edited every second (a page added and removed now and then, a template
# touched every minute), and a few live-reload clients stay connected and reconnect. Open file
# descriptors (/proc/PID/fd), resident memory and threads are sampled before, every 30 s during,
# and after the load, and printed. Fails when the server dies, answers a request with an
# unexpected status, or ends with more descriptors than it started with. Linux only; not CI.
#
#   Benchmarks/load/serve-load.sh [SECONDS] [PAGES] [CONNECTIONS]     (defaults: 600 200 32)
#
# Needs wrk and curl (apt-get install -y wrk curl) and python3 (Benchmarks/site/generate.py).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/../.." && pwd)"
seconds="${1:-600}"
pages="${2:-200}"
connections="${3:-32}"
port="${SERVE_LOAD_PORT:-18765}"
for tool in wrk curl python3; do
    command -v "$tool" > /dev/null || { echo "error: $tool is not installed" >&2; exit 1; }
done

swift build -c release --product sitegen --package-path "$package" >&2
sitegen="$package/.build/release/sitegen"
work="$(mktemp -d)"
python3 "$package/Benchmarks/site/generate.py" "$pages" "$work" > /dev/null
site="$work/sitegen"
mkdir -p "$site/Templates"

pids=()
server=""
cleanup() {
    for pid in "${pids[@]}"; do kill -- "-$pid" 2> /dev/null || kill "$pid" 2> /dev/null || true; done
    [[ -n "$server" ]] && kill "$server" 2> /dev/null || true
    wait 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

"$sitegen" serve --source "$site" --port "$port" > "$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2> /dev/null && break
    sleep 0.1
done
(cd "$site/Public" && find . -name index.html ! -path './tags/*' | sed 's|^\.||; s|index\.html$||' | sort) > "$work/paths.txt"

sample() { # LABEL → one line: fds, RSS, threads
    local fds rss threads
    fds="$(ls "/proc/$server/fd" | wc -l)"
    rss="$(awk '/^VmRSS/ { print $2 }' "/proc/$server/status")"
    threads="$(awk '/^Threads/ { print $2 }' "/proc/$server/status")"
    printf '%-22s %6s fds %9s KB RSS %5s threads\n' "$1" "$fds" "$rss" "$threads" | tee -a "$work/samples.txt"
}
alive() {
    kill -0 "$server" 2> /dev/null || { echo "error: the server died; its log:" >&2; tail -20 "$work/serve.log" >&2; exit 1; }
}

printf 'sitegen serve, %s pages, wrk -t1 -c%s for %ss, an edit every second; %s, %s cores\n\n' \
    "$pages" "$connections" "$seconds" "$(uname -sr)" "$(nproc)"
sample "before"
baseline_fds="$(ls "/proc/$server/fd" | wc -l)"

# Live-reload clients: connected for 20 s at a time, then reconnecting, until the load ends.
# Each in a process group of its own (setsid), so that stopping it stops its curl too.
for client in 1 2 3 4; do
    setsid bash -c "while true; do curl -sN --max-time 20 http://127.0.0.1:$port/_sitegen/events > /dev/null 2>&1; done" &
    pids+=($!)
done

# Edits: a page every second, a page added and removed every 10 s, a template every minute.
edit_loop() {
    local tick=0 files
    mapfile -t files < <(cd "$site/Content" && find . -name 'page-*.md' | sort | head -20)
    while true; do
        printf '\nEdit %s.\n' "$tick" >> "$site/Content/${files[$((tick % ${#files[@]}))]}"
        if (( tick % 10 == 0 )); then printf '# Added %s\n' "$tick" > "$site/Content/added.md"; fi
        if (( tick % 10 == 5 )); then rm -f "$site/Content/added.md"; fi
        if (( tick % 60 == 30 )); then
            printf '<!doctype html><title>{{ page.title }}</title>{{ page.content }}<!-- %s -->\n' "$tick" > "$site/Templates/tag.html"
        fi
        tick=$((tick + 1))
        sleep 1
    done
}
export -f edit_loop
export site
setsid bash -c edit_loop &
pids+=($!)

wrk -t1 -c"$connections" -d"${seconds}s" --timeout 10s --latency -s "$here/mixed-requests.lua" \
    "http://127.0.0.1:$port" -- "$work/paths.txt" > "$work/wrk.txt" 2>&1 &
wrk_pid=$!
elapsed=0
while kill -0 "$wrk_pid" 2> /dev/null; do
    sleep 5
    elapsed=$((elapsed + 5))
    alive
    if (( elapsed % 30 == 0 )); then sample "during, ${elapsed} s"; fi
done
wait "$wrk_pid"
for pid in "${pids[@]}"; do kill -- "-$pid" 2> /dev/null || kill "$pid" 2> /dev/null || true; done
pids=()
# Longer than the 10 s request timeout (idle keep-alive connections) and the 15 s heartbeat
# (an event stream notices its client left when it next writes).
sleep 20
alive
sample "after (20 s idle)"
after_fds="$(ls "/proc/$server/fd" | wc -l)"

echo
sed -n '/Latency Distribution/,/requests in/p; /Requests\/sec/p; /Non-2xx/p; /Socket errors/p; /^status /p' "$work/wrk.txt"
echo "rebuilds while serving: $(grep -c '^Rebuilt in' "$work/serve.log" || true)"
# The log's other lines, most frequent first (none is the usual case: grep then fails, which is fine).
{ grep -v -e '^Rebuilt in' -e '^404 ' -e '^Built ' -e '^Serving ' "$work/serve.log" || true; } | sort | uniq -c | sort -rn | head -5 | sed 's/^/  other log lines: /'

awk '/^status / { status = $2 + 0; if (status != 200 && status != 206 && status != 304 && status != 404) bad += $3 } END { exit bad > 0 }' \
    "$work/wrk.txt" || { echo "error: unexpected response statuses" >&2; exit 1; }
if grep -q "Socket errors" "$work/wrk.txt"; then echo "note: wrk saw socket errors (see above)"; fi
(( after_fds <= baseline_fds )) || { echo "error: $((after_fds - baseline_fds)) more file descriptors open than before" >&2; exit 1; }
echo "no crash; descriptors: $baseline_fds before, $after_fds after"
