#!/usr/bin/env bash
# Builds the stand-in server (Core as a module, Server sources + Harness/main.swift
# as one optimized program) into $1 (default: .build-harness at the package root).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/../.." && pwd)"
out="${1:-$package/.build-harness}"
mkdir -p "$out"
swiftc -O -wmo -parse-as-library -module-name Core -emit-module -emit-module-path "$out/Core.swiftmodule" \
    -emit-library -static -o "$out/libCore.a" "$package"/Sources/Core/*.swift
swiftc -O -wmo -module-name ServeHarness -I "$out" -L "$out" -lCore \
    "$package"/Sources/Server/*.swift "$here/Harness/main.swift" -o "$out/serve-harness"
echo "$out/serve-harness"
