#!/usr/bin/env bash
# Builds real public Jekyll, Hugo and MkDocs sites with sitegen, as a user moving a site would:
# the site's Markdown folder becomes Content/, nothing else is changed. Not part of `swift test`.
#
#   Benchmarks/realsites/build-real-sites.sh [SITEGEN] [WORK]
#
# SITEGEN is the binary to try (default: .build/debug/sitegen); WORK is a scratch folder outside
# the repository (default: /tmp/sitegen-realsites). The repositories are read from git mirrors
# (MIRRORS, default /work/.mirror, laid out as OWNER+NAME/repo, which the `fetch` tool makes);
# a site whose mirror is missing is skipped. For each site it prints the Markdown pages in, the
# pages built (HTML files in the output that are not alias redirects or tag listings), the
# errors, and the warnings and errors counted by kind (the message with quoted names, numbers and
# the paths it names blanked out). "Built" counts the home page and 404.html the build makes too.
set -euo pipefail
package="$(cd "$(dirname "$0")/../.." && pwd)"
sitegen="$(cd "$package" && realpath "${1:-.build/debug/sitegen}")"
work="${2:-/tmp/sitegen-realsites}"
mirrors="${MIRRORS:-/work/.mirror}"

# name  repository  folder-in-repository:folder-in-Content …
sites=(
    "swift.org-blog     swiftlang/swift-org-website  _posts:blog"
    "nshipster          NSHipster/articles           .:"
    "jekyll-docs        jekyll/jekyll                docs/_docs:docs docs/_posts:news docs/_tutorials:tutorials"
    "hugo-docs          gohugoio/hugoDocs            content/en:"
    "hugo-book-example  alex-shpak/hugo-book         exampleSite/content.en:"
    "mkdocs-material    squidfunk/mkdocs-material    docs:"
    "mkdocs             mkdocs/mkdocs                docs:"
)

prepare() { # REPOSITORY MAPPINGS… → a fresh site folder in $site
    local repository="$1"
    shift
    local git_dir="$mirrors/${repository/\//+}/repo"
    [[ -d "$git_dir" ]] || return 1
    rm -rf "$site" && mkdir -p "$site/checkout" "$site/Content"
    local paths=()
    for mapping in "$@"; do paths+=("${mapping%%:*}"); done
    # Only the mapped folders: a mirror may lack the blobs of large files elsewhere.
    git --git-dir="$git_dir" archive HEAD -- "${paths[@]}" | tar -x -C "$site/checkout"
    for mapping in "$@"; do
        local from="${mapping%%:*}" to="${mapping#*:}"
        mkdir -p "$site/Content/$to"
        cp -R "$site/checkout/$from/." "$site/Content/$to/"
    done
    # Only the Markdown and the files beside it: repository plumbing is not content.
    rm -rf "$site/checkout" "$site/Content/.git"* "$site/Content/.github"
}

kinds() { # LOG → "count kind" lines for warnings and errors
    grep -oE '(warning|error): .*' "$1" |
        sed -E "s/'[^']*'/'…'/g; s/\"[^\"]*\"/\"…\"/g; s/[0-9]+/N/g; s/ \(first [^)]*\)//; s/ at \/.*//; s/ in Content\/.*//" |
        cut -c1-100 | sort | uniq -c | sort -rn || true
}

printf '%-18s %8s %8s %7s %9s\n' site pages-in built errors warnings
for entry in "${sites[@]}"; do
    read -r name repository mappings <<< "$entry"
    site="$work/$name"
    # shellcheck disable=SC2086
    prepare "$repository" $mappings || { printf '%-18s (no mirror of %s)\n' "$name" "$repository"; continue; }
    pages_in="$(find "$site/Content" -type f \( -name '*.md' -o -name '*.markdown' \) | wc -l)"
    log="$work/$name.log"
    (cd "$site" && "$sitegen" build --quiet > "$log" 2>&1) || true
    built=0
    if [[ -d "$site/Public" ]]; then
        built="$(find "$site/Public" -name '*.html' -not -path "$site/Public/tags/*" -print0 |
            { xargs -0 -r grep -L 'http-equiv="refresh"' || true; } | wc -l)"
    fi
    errors="$(grep -cE '(^|: )error: ' "$log" || true)"
    warnings="$(grep -cE '(^|: )warning: ' "$log" || true)"
    printf '%-18s %8s %8s %7s %9s\n' "$name" "$pages_in" "$built" "$errors" "$warnings"
    kinds "$log" | head -12 | sed 's/^/    /' > "$work/$name.kinds"
done
echo
for entry in "${sites[@]}"; do
    read -r name _ <<< "$entry"
    [[ -s "$work/$name.kinds" ]] || continue
    echo "$name: by kind"
    cat "$work/$name.kinds"
done
