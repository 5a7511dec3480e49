#!/usr/bin/env bash
# Instructions executed by `sitegen markdown`, cmark (cmark-gfm with its GFM extensions for --gfm)
# and md4c on the shared corpus (or the file given as $1), counted by valgrind's callgrind: unlike
# wall-clock time, the count does not depend on the load of the shared cores. One line per mode;
# the ratios are the others' counts over sitegen's (> 1: sitegen executes fewer).
#
# Usage: Benchmarks/markdown/instructions.sh [FILE]
#        SITEGEN=".build/release/sitegen markdown"  BENCH=/work/shared/bench
set -euo pipefail
cd "$(dirname "$0")/../.."
source "Benchmarks/markdown/corpus.sh"
for tool in valgrind cmark cmark-gfm cc; do
    command -v "$tool" >/dev/null || { echo "$tool not found (apt-get install valgrind cmark cmark-gfm gcc)" >&2; exit 1; }
done
cc -O2 "$BENCH/md4c_html.c" -lmd4c-html -lmd4c -o "$WORK/md4c-html" \
    || { echo "cannot build the md4c driver: apt-get install libmd4c-dev libmd4c-html0-dev" >&2; exit 1; }

count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" "$CORPUS" 2>&1 >/dev/null | sed -n 's/.*refs: *//p' | tr -d ,
}
read -ra sitegen <<< "$SITEGEN"
gfm=(-e table -e strikethrough -e autolink -e tagfilter -e tasklist)
printf '%-11s %12s %12s %12s %14s %13s\n' mode sitegen cmark md4c cmark/sitegen md4c/sitegen
for mode in safe "safe gfm" unsafe "unsafe gfm"; do
    flags=()
    [[ $mode == unsafe* ]] && flags=(--unsafe)
    if [[ $mode == *gfm ]]; then
        ours=$(count "${sitegen[@]}" "${flags[@]}" --gfm)
        theirs=$(count cmark-gfm "${gfm[@]}" "${flags[@]}")
        fastest=$(count "$WORK/md4c-html" --gfm)
    else
        ours=$(count "${sitegen[@]}" "${flags[@]}")
        theirs=$(count cmark "${flags[@]}")
        fastest=$(count "$WORK/md4c-html")
    fi
    awk -v mode="$mode" -v s="$ours" -v c="$theirs" -v m="$fastest" 'BEGIN {
        printf "%-11s %10.0f M %10.0f M %10.0f M %13.2fx %12.2fx\n", mode, s / 1e6, c / 1e6, m / 1e6, c / s, m / s }'
done
