#!/usr/bin/env bash
# Imports real public Hugo, Jekyll and MkDocs sites with `sitegen import`, builds them with
# `sitegen build`, and, where the original generator is installed (hugo, jekyll), builds the
# original too. Not part of `swift test`.
#
#   Benchmarks/realsites/import-real-sites.sh [SITEGEN] [WORK]
#
# SITEGEN defaults to .build/debug/sitegen; WORK (default /tmp/sitegen-import-realsites) is a
# scratch folder outside the repository. Repositories are read from git mirrors (MIRRORS, default
# /work/.mirror, laid out as OWNER+NAME/repo, as the `fetch` tool makes them); a missing one is
# skipped. Per site it prints: pages written by the import, conversions made (total, then by kind
# in the site's report), leftovers, the build's warnings, broken internal links in sitegen's
# output, and the original generator's pages and broken links (or why it was not built).
set -uo pipefail
package="$(cd "$(dirname "$0")/../.." && pwd)"
sitegen="$(cd "$package" && realpath "${1:-.build/debug/sitegen}")"
work="${2:-/tmp/sitegen-import-realsites}"
mirrors="${MIRRORS:-/work/.mirror}"
links="$package/Benchmarks/realsites/broken-links.py"

# name  generator  repository  site-folder-in-repository  [commit-before-date: a version the
# installed hugo (0.111, March 2023) can build, so that the original has figures to compare]
sites=(
    "swift.org          jekyll  swiftlang/swift-org-website   ."
    "jekyll-docs        jekyll  jekyll/jekyll                 docs"
    "just-the-docs      jekyll  pmarsceill/just-the-docs      ."
    "hugo-docs          hugo    gohugoio/hugoDocs             ."
    "hugo-book-example  hugo    alex-shpak/hugo-book          exampleSite  2023-04-01"
    "docsy-example      hugo    google/docsy-example          ."
    "mkdocs             mkdocs  mkdocs/mkdocs                 ."
    "mkdocs-material    mkdocs  squidfunk/mkdocs-material     ."
    "drf                mkdocs  encode/django-rest-framework  ."
)

base_path() { # BASE_URL → its path without the trailing slash
    python3 -c 'import sys, urllib.parse; print(urllib.parse.urlsplit(sys.argv[1]).path.rstrip("/"))' "${1:-}"
}

extract() { # GIT_DIR FOLDER [BEFORE]: the tree at HEAD (or the last commit before BEFORE), without the files a mirror holds no blob for
    local commit=HEAD
    [[ -n "${3:-}" ]] && commit=$(git --git-dir="$1" log --before="$3" -1 --format=%H)
    local missing=()
    while IFS= read -r path; do missing+=(":(exclude,literal)$path"); done < <(
        git --git-dir="$1" ls-tree -r "$commit" | awk '$2 == "blob" { print $3 " " $4 }' |
            git --git-dir="$1" cat-file --batch-check='%(objectname) %(rest)' --buffer 2>/dev/null | awk '$2 == "missing" { print $1 }' |
            sort -u | while read -r sha; do git --git-dir="$1" ls-tree -r "$commit" | awk -v sha="$sha" '$3 == sha { sub(/^[^\t]*\t/, ""); print }'; done)
    git --git-dir="$1" archive "$commit" -- . "${missing[@]}" | tar -x -C "$2"
}

original() { # GENERATOR SOURCE OUTPUT → "pages broken" of the original build, or a reason
    case "$1" in
        hugo) (cd "$2" && timeout 600 hugo --quiet --destination "$3" ${themes:+--themesDir "$themes"}) > "$3.log" 2>&1 ;;
        # Without Bundler and without plugins that are not installed here (redirects are then missing,
        # which counts against the original); the Sass a newer converter needs is left out.
        jekyll) printf 'plugins: []\nexclude: [assets/stylesheets, _sass, Gemfile, Gemfile.lock, node_modules, vendor]\n' > "$3.yml"
                (cd "$2" && JEKYLL_NO_BUNDLER_REQUIRE=true timeout 600 jekyll build --quiet --config "_config.yml,$3.yml" --destination "$3") > "$3.log" 2>&1 ;;
        *) echo "- (no $1 here)"; return ;;
    esac || [[ -f "$3/index.html" ]] || { echo "- (build failed: $(grep -m1 -iE 'error' "$3.log" | sed 's/\x1b\[[0-9;]*m//g' | cut -c1-60))"; return; }
    python3 "$links" "$3" "$(base_path "$4")"
}

printf '%-18s %-7s %6s %11s %9s %8s %13s %15s\n' site gen pages conversions leftovers warnings broken-after original-broken
for entry in "${sites[@]}"; do
    read -r name generator repository folder before <<< "$entry"
    git_dir="$mirrors/${repository/\//+}/repo"
    [[ -d "$git_dir" ]] || { printf '%-18s (no mirror of %s)\n' "$name" "$repository"; continue; }
    root="$work/$name"
    rm -rf "$root" && mkdir -p "$root/checkout"
    extract "$git_dir" "$root/checkout" "${before:-}"
    source="$root/checkout/$folder"
    themes=""
    [[ "$name" == hugo-book-example ]] && { mkdir -p "$root/themes" && ln -s "$root/checkout" "$root/themes/hugo-book"; themes="$root/themes"; }
    "$sitegen" import "$generator" "$source" "$root/site" > "$root/import.txt" 2> "$root/import.err" || {
        printf '%-18s %-7s import failed: %s\n' "$name" "$generator" "$(head -c 100 "$root/import.err")"; continue; }
    pages=$(sed -nE '1s/.*: ([0-9]+) pages.*/\1/p' "$root/import.txt")
    conversions=$(sed -n '/^Converted:/,/^$/p' "$root/import.txt" | awk 'NF && $1 ~ /^[0-9]+$/ { total += $1 } END { print total + 0 }')
    leftovers=$(sed -nE 's/^Left as written \(([0-9]+)\).*/\1/p' "$root/import.txt")
    "$sitegen" build --source "$root/site" > /dev/null 2> "$root/build.txt"
    warnings=$(grep -c 'warning:' "$root/build.txt")
    base=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("baseURL", ""))' "$root/site/site.json")
    read -r _ broken < <(python3 "$links" "$root/site/Public" "$(base_path "$base")")
    original_links=$(original "$generator" "$source" "$root/original" "$base")
    printf '%-18s %-7s %6s %11s %9s %8s %13s %15s\n' "$name" "$generator" "$pages" "$conversions" "${leftovers:-0}" "$warnings" "$broken" "${original_links#* }"
done
echo
echo "Conversions and leftovers by kind, per site: $work/<site>/import.txt"
