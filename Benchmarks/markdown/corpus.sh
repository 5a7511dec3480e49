# Sourced by the Markdown benchmarks: makes $WORK/corpus.md, the file given as the script's first
# argument or the shared corpus (every Swift Evolution proposal in $BENCH/evolution, concatenated in
# a fixed order), and removes $WORK when the script exits.
SITEGEN=${SITEGEN:-.build/release/sitegen markdown}
BENCH=${BENCH:-/work/shared/bench}
WORK=$(mktemp -d "/tmp/markdown-$(basename "$0" .sh).XXXXXX")
trap 'rm -rf "$WORK"' EXIT

CORPUS="$WORK/corpus.md"
if [ $# -ge 1 ]; then
    cp "$1" "$CORPUS"
else
    find "$BENCH/evolution" -name '*.md' | LC_ALL=C sort | xargs cat > "$CORPUS"
fi
