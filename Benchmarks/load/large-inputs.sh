#!/usr/bin/env bash
# Builds three large sites with the release binary and prints, for each, the build time, the
# peak memory (max RSS) and the output: a 50 MB page, 100,000 small static files and 100,000
# small pages. Each build must succeed; the script checks that nothing was cut short.
# Too slow for `swift test` (LargeInputTests holds smaller versions). Not part of CI.
#
#   Benchmarks/load/large-inputs.sh [PAGE_MB] [FILES] [PAGES]     (defaults: 50 100000 100000)
#
# Needs python3 (to write the sites) and GNU time at /usr/bin/time.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/../.." && pwd)"
page_mb="${1:-50}"
file_count="${2:-100000}"
page_count="${3:-100000}"

swift build -c release --product sitegen --package-path "$package" >&2
sitegen="$package/.build/release/sitegen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

measure() { # NAME SITE → one line: build time, max RSS, output files and size
    local name="$1" site="$2"
    local stats
    stats="$( { /usr/bin/time -f '%e %M' "$sitegen" build --source "$site" --quiet > /dev/null; } 2>&1 | tail -1)"
    printf '%-34s %9ss %9s MB %9s files %9s\n' "$name" "${stats% *}" "$(( ${stats#* } / 1024 ))" \
        "$(find "$site/Public" -type f | wc -l)" "$(du -sh "$site/Public" | cut -f1)"
}

python3 - "$work" "$page_mb" "$file_count" "$page_count" <<'PYTHON'
import os, random, sys
work, page_mb, file_count, page_count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(1)
words = "swift package build site page render template theme color night token markdown parser block inline link image code server".split()

# One page of page_mb megabytes: sections of prose, lists, tables, code and quotes.
os.makedirs(f"{work}/page/Content")
with open(f"{work}/page/Content/index.md", "w") as out:
    out.write("---\ntitle: Huge\n---\n")
    size, section = 0, 0
    while size < page_mb << 20:
        block = (f"## Section {section}\n\n" + " ".join(rng.choice(words) for _ in range(120))
                 + " *em* **strong** `code` [link](#section-1).\n\n- item one\n- item *two*\n  - nested\n\n"
                 + "| a | b |\n| - | - |\n| 1 | 2 |\n\n```swift\nlet x = \"<tag>\" // comment\n```\n\n> quote\n\n")
        out.write(block)
        size += len(block)
        section += 1
with open(f"{work}/page/sections", "w") as out:
    out.write(str(section))

# file_count small static files in 1,000 folders, and one page.
os.makedirs(f"{work}/files/Content")
open(f"{work}/files/Content/index.md", "w").write("# Files\n")
for number in range(file_count):
    folder = f"{work}/files/Content/files/d{number % 1000:03d}"
    if number < 1000:
        os.makedirs(folder)
    open(f"{folder}/f{number}.txt", "w").write(f"file {number}\n")

# page_count small pages in 100 sections, tagged, linking to each other.
for number in range(page_count):
    folder = f"{work}/pages/Content/s{number % 100:03d}"
    if number < 100:
        os.makedirs(folder)
    with open(f"{folder}/p{number}.md", "w") as out:
        out.write(f"---\ntitle: Page {number}\ntags: [t{number % 50}]\n---\nSmall page {number}, see [the first](../s000/p0.md).\n")
PYTHON

printf '%s, %s cores, release build\n\n' "$(uname -sr)" "$(nproc)"
printf '%-34s %10s %12s %15s %9s\n' site "build" "max RSS" "output" "size"
measure "one ${page_mb} MB page" "$work/page"
measure "$file_count small files" "$work/files"
measure "$page_count small pages" "$work/pages"

sections="$(cat "$work/page/sections")"
headings="$(grep -o '<h2 id="section-' "$work/page/Public/index.html" | wc -l)"
[[ "$headings" -eq "$sections" ]] || { echo "error: the page has $headings of its $sections sections" >&2; exit 1; }
[[ "$(find "$work/files/Public/files" -type f | wc -l)" -eq "$file_count" ]] || { echo "error: files are missing" >&2; exit 1; }
[[ "$(find "$work/pages/Public" -path '*/s[0-9]*/p[0-9]*/index.html' | wc -l)" -eq "$page_count" ]] || { echo "error: pages are missing" >&2; exit 1; }
echo
echo "every section, file and page is in the output"
