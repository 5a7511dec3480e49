#!/usr/bin/env bash
set -euo pipefail
# Build and install into the prefix
PREFIX="${PREFIX:-/usr/local}" VERBOSE=1 make install
for file in *.md; do
    echo "Processing $file with ${#file} chars" | tee -a "$HOME/log.txt" 2>&1
done
if [[ -n "$CI" && $# -gt 0 ]]; then
    version=$(git describe --tags "$(git rev-list --max-count=1 HEAD)")
    echo 'single $quotes stay' `date +%Y` $((1 + 2))
fi
cat <<EOF > config.txt
name=$USER
path=${PATH}
EOF
cat <<-'RAW'
	no $expansion here
	RAW
deploy() { rsync -av ./build/ "host:/srv/$1"; }
case "$1" in
    start) deploy && exit 0 ;;
    *) echo "usage" >&2; exit 1 ;;
esac
