#!/usr/bin/env bash
# A build that runs out of disk space: the output folder lives on a small tmpfs, the first build
# fits, the second needs more room than is left. The second must fail with a clear error, leave
# the previous output byte for byte, and leave no staging folder behind; once the site fits
# again, a build succeeds. Linux only, as root (it mounts a tmpfs). Not part of CI
# (InterruptionTests checks a write refused halfway, through a file size limit, without root).
#
#   Benchmarks/load/full-disk.sh [SIZE_MB]     (default: 8)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/../.." && pwd)"
size_mb="${1:-8}"
[[ "$(id -u)" -eq 0 ]] || { echo "error: needs root to mount a tmpfs" >&2; exit 1; }

swift build -c release --product sitegen --package-path "$package" >&2
sitegen="$package/.build/release/sitegen"
work="$(mktemp -d)"
disk="$work/disk"
mkdir -p "$disk" "$work/site/Content"
mount -t tmpfs -o size="${size_mb}m" tmpfs "$disk"
trap 'umount "$disk"; rm -rf "$work"' EXIT

for number in $(seq 1 50); do
    printf -- '---\ntitle: Page %s\n---\n# Page %s\n\nSome text.\n' "$number" "$number" > "$work/site/Content/page-$number.md"
done
"$sitegen" build --source "$work/site" --output "$disk/Public" --quiet
cp -a "$disk/Public" "$work/before"
echo "first build: $(du -sh "$disk/Public" | cut -f1) written; $(df -h "$disk" | awk 'NR == 2 { print $4 }') of ${size_mb} MB left"

# Too big once as a static file (copied) and once as a page (rendered and written).
for kind in file page; do
    if [[ $kind == file ]]; then
        head -c $(( size_mb * 1024 * 1024 )) /dev/urandom > "$work/site/Content/too-big.bin"
    else
        python3 -c "import sys; sys.stdout.write('# Big\\n\\n' + 'A paragraph of text. ' * ($size_mb * 60000))" > "$work/site/Content/too-big.md"
    fi
    status=0
    "$sitegen" build --source "$work/site" --output "$disk/Public" > "$work/out.txt" 2> "$work/err.txt" || status=$?
    echo "build with a ${size_mb} MB $kind added: exit $status"
    sed 's/^/  | /' "$work/err.txt"
    [[ $status -eq 1 ]] || { echo "error: the build did not fail" >&2; exit 1; }
    grep -qiE "no space left|enough space" "$work/err.txt" || { echo "error: the error does not say the disk is full" >&2; exit 1; }
    diff -r "$work/before" "$disk/Public" > /dev/null || { echo "error: the previous output changed" >&2; exit 1; }
    echo "  previous output: byte for byte as before"
    leftovers="$(find "$disk" -maxdepth 1 -name '.Public.sitegen-tmp-*' | wc -l)"
    [[ "$leftovers" -eq 0 ]] || { echo "error: $leftovers staging folder(s) left on the full disk" >&2; exit 1; }
    echo "  staging folders left on the disk: 0 ($(df -h "$disk" | awk 'NR == 2 { print $4 }') free again)"
    rm -f "$work/site/Content/too-big.bin" "$work/site/Content/too-big.md"
done

printf '# Page 1\n\nEdited.\n' > "$work/site/Content/page-1.md"
"$sitegen" build --source "$work/site" --output "$disk/Public" --quiet
grep -q "Edited." "$disk/Public/page-1/index.html"
echo "next build (the site fits again): succeeded"
