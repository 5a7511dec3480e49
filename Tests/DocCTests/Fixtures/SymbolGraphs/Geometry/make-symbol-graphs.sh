#!/bin/sh
# Rewrites symbol-graphs/ from the Geometry package beside this script, with the toolchain on PATH.
# The package is built from a copy at a fixed path, /tmp/Geometry, because the graphs record each symbol's
# source file as an absolute file:// URI: that way a rebuild from any checkout writes the same bytes
# (the graphs also record the toolchain's version, so another toolchain may differ).
set -eu
cd "$(dirname "$0")"
stage=/tmp/Geometry
rm -rf "$stage" symbol-graphs
mkdir -p "$stage" symbol-graphs
cp -R Package.swift Sources "$stage"/
swift build --package-path "$stage" --target Geometry \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/symbol-graphs" \
    -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
rm -rf "$stage"
ls -l symbol-graphs
