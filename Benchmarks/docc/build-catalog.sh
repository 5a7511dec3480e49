#!/bin/sh
# Builds a DocC catalog as a sitegen site and reports what became of it.
# Usage: Benchmarks/docc/build-catalog.sh PATH/TO/Name.docc [WORKDIR]
# Fetches nothing: the catalog is copied into WORKDIR (default: a temporary folder) and built on its
# own (`sitegen build --source WORKDIR/Name.docc`) with the debug sitegen; the counts come from the
# catalog's sources, the build's warnings and the HTML written.
set -eu
catalog=${1:?usage: build-catalog.sh PATH/TO/Name.docc [WORKDIR]}
catalog=$(cd "$catalog" && pwd)
work=${2:-$(mktemp -d)}
root=$(cd "$(dirname "$0")/../.." && pwd)
name=$(basename "$catalog")

(cd "$root" && swift build --product sitegen >/dev/null)
rm -rf "${work:?}/$name" "$work/Public"
mkdir -p "$work"
cp -R "$catalog" "$work/$name"
status=0
"$root/.build/debug/sitegen" build --source "$work/$name" --output "$work/Public" --quiet 2>"$work/warnings.txt" || status=$?

# Folder names may hold spaces ("Reference Syntax"), so files go through -print0.
sources() { find "$work/$name" \( -name '*.md' -o -name '*.tutorial' \) -print0 | xargs -0 cat; }
pages() { find "$work/Public" -name index.html -print0 | xargs -0 cat; }
count() { grep -c "$1" "$work/warnings.txt" || true; }
articles=$(find "$work/$name" \( -name '*.md' -o -name '*.tutorial' \) | grep -c . || true)
# The catalog is published where DocC publishes it: its pages under Public/documentation/ and Public/tutorials/,
# its landing page the home page's first link there.
landing_url=$(grep -o 'href="/documentation/[^"]*"' "$work/Public/index.html" 2>/dev/null | head -1 | sed 's/href="\(.*\)"/\1/')
landing=$(sed -n 's/.*<title>\([^<]*\) · .*/\1/p' "$work/Public${landing_url}index.html" 2>/dev/null | head -1)
html=$(find "$work/Public/documentation" "$work/Public/tutorials" -name index.html 2>/dev/null | grep -c . || true)
doc_links=$(sources | grep -v '^ \{4\}' | grep -o '<doc:[^>]*>\|](doc:[^)]*)' | grep -c . || true)
doc_unresolved=$(count "no article named")
dead=$(pages | grep -c 'href="doc:' || true)
symbols=$(sources | grep -o '``[^` ][^` ]*``' | grep -c . || true)
# A symbol link that found its page is written <a href="…"><code>Name</code></a>.
symbols_linked=$(sources | grep -o '``[^` ][^` ]*``' | sort -u | sed 's/``//g' | while read -r symbol; do
    pages | grep -oF "\"><code>$symbol</code></a>" || true
done | grep -c . || true)
images=$(sources | grep -o '!\[[^]]*\]([^)]*)\|@Image(' | grep -c . || true)
images_missing=$(count "broken image")
directives=$(sources | grep -c '^[[:space:]]*@[A-Z][A-Za-z]*[({]\|^[[:space:]]*@[A-Z][A-Za-z]*$' || true)
unknown=$(count "unknown DocC directive")
printed=$(pages | grep -c '<p>@[A-Z]' || true)

echo "catalog:              $catalog"
echo "build exit status:    $status ($(grep -c 'warning:' "$work/warnings.txt" || true) warnings in $work/warnings.txt)"
echo "articles:             $articles"
echo "pages built:          $html"
echo "landing page:         ${landing_url:-(none: no root article found)} $landing"
echo "doc: links:           $((doc_links - doc_unresolved)) resolved / $doc_unresolved unresolved ($dead dead doc: hrefs in the HTML)"
echo "symbol links:         $symbols_linked linked / $((symbols - symbols_linked)) plain"
echo "images:               $((images - images_missing)) resolved / $images_missing missing"
echo "directives:           $((directives - unknown)) rendered / $unknown unknown ($printed printed as text)"
