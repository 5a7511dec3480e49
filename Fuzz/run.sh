#!/usr/bin/env bash
# Builds the libFuzzer targets with -sanitize=fuzzer,address and runs each for a bounded time,
# then prints executions per target. Not part of `swift test`.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]     (default: 60 s each; targets: markdown frontmatter templates http)
#
# Each target compiles its module's sources directly (Core, Highlight and FrontMatter as separate
# modules), so the build is independent of SwiftPM's .build; everything goes to .build-fuzz/ at the package
# root. The corpus a run grows is kept in .build-fuzz/corpus/TARGET and reused by the next run; the
# seeds in Fuzz/Corpus/TARGET stay as committed. A crash, a hang (an input running longer than
# FUZZ_TIMEOUT seconds, default 10) or a sanitizer report leaves its input in
# .build-fuzz/artifacts/ and makes the script exit 1; replay one with
#   .build-fuzz/fuzz-TARGET .build-fuzz/artifacts/TARGET-crash-…
# FUZZ_FLAGS passes more libFuzzer flags (FUZZ_FLAGS=-len_control=0 tries long inputs at once).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/.." && pwd)"
out="$package/.build-fuzz"
seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(markdown frontmatter templates http)
timeout_seconds="${FUZZ_TIMEOUT:-10}"
read -r -a extra_flags <<< "${FUZZ_FLAGS:-}"   # more libFuzzer flags, such as -len_control=0

mkdir -p "$out/artifacts"
cd "$package"
flags=(-O -g -parse-as-library -sanitize=fuzzer,address -use-ld=lld -I "$out" -L "$out")

library() { # NAME SOURCES… → $out/libNAME.a and its module
    local name="$1"
    shift
    swiftc "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -emit-library -static -o "$out/lib$name.a" "$@"
}

embedded_resources() { # MODULE → a Swift file with its .js/.html/.css files as SwiftPM's embedInCode has them
    local file="$out/$1-embedded-resources.swift"
    python3 - "Sources/$1" > "$file" <<'PYTHON'
import os, re, sys
print("enum PackageResources {")
for folder, _, names in sorted(os.walk(sys.argv[1])):
    for name in sorted(names):
        if name.endswith((".js", ".html", ".css")):
            data = open(os.path.join(folder, name), "rb").read()
            print("    static let %s: [UInt8] = [%s]" % (re.sub(r"[^A-Za-z0-9]", "_", name), ", ".join(map(str, data))))
print("}")
PYTHON
    echo "$file"
}

sources() { # TARGET → the sources compiled with its entry point, one module
    case "$1" in
        markdown) find Sources/Markdown -name '*.swift' | sort
                  echo Tests/SiteTests/Hostile/HTMLTagScanner.swift Tests/SiteTests/Hostile/ExecutableMarkup.swift
                  echo Fuzz/Targets/MarkdownTarget.swift ;;
        # The FrontMatter module is a library below; these are the Site files that turn what front
        # matter claims (slug, aliases, tags) into output paths, which the target checks.
        frontmatter) echo Sources/Site/Routing/Route.swift Sources/Site/Routing/DatedFileName.swift \
                  Sources/Site/DerivedFiles/AliasRedirect.swift Fuzz/Targets/FrontMatterTarget.swift ;;
        templates) find Sources/Templates -name '*.swift' | sort
                   echo Tests/SiteTests/Hostile/HTMLTagScanner.swift Fuzz/Targets/TemplateTarget.swift ;;
        http) find Sources/Server -name '*.swift' | sort
              echo "$(embedded_resources Server)" Fuzz/Targets/HTTPRequestTarget.swift ;;
        *) echo "unknown target '$1' (markdown, frontmatter, templates, http)" >&2; exit 64 ;;
    esac
}

module() { # TARGET → the module its sources belong to
    case "$1" in markdown) echo Markdown ;; frontmatter) echo FrontMatterPaths ;; templates) echo Templates ;; http) echo Server ;; esac
}

max_len() { # TARGET → the longest input tried: long enough for nesting and quadratic blow-ups
    case "$1" in markdown) echo 16384 ;; http) echo 4096 ;; *) echo 8192 ;; esac
}

extra_seeds() { # TARGET → a folder of seeds made from the repository's fixtures, or nothing
    if [[ "$1" == markdown ]]; then
        local folder="$out/seeds/markdown"
        if [[ ! -d "$folder" ]]; then
            mkdir -p "$folder"
            python3 - "$folder" <<'PYTHON'
import json, os, sys
folder = sys.argv[1]
fixtures = "Tests/MarkdownTests/Fixtures/"
examples = json.load(open(fixtures + "spec.json")) + json.load(open(fixtures + "gfm-extensions.json"))
texts = [example["markdown"] for example in examples] + [case["markdown"] for case in json.load(open(fixtures + "xss-cases.json"))["cases"]]
for number, text in enumerate(texts):
    with open(os.path.join(folder, "%04d.md" % number), "w") as file:
        file.write(text)
PYTHON
        fi
        echo "$folder"
    fi
}

echo "building Core, Highlight and FrontMatter with -sanitize=fuzzer,address…" >&2
library Core $(find Sources/Core -name "*.swift" | sort)
library Highlight $(find Sources/Highlight -name "*.swift" | sort) -lCore
library FrontMatter $(find Sources/FrontMatter -name "*.swift" | sort) -lCore
for target in "${targets[@]}"; do
    echo "building fuzz-$target…" >&2
    # shellcheck disable=SC2046
    swiftc "${flags[@]}" -module-name "$(module "$target")" -lCore -lHighlight -lFrontMatter $(sources "$target") -o "$out/fuzz-$target"
done

export SWIFT_BACKTRACE=enable=no   # libFuzzer reports crashes itself; the Swift backtracer would wait on them
failed=0
summary=()
for target in "${targets[@]}"; do
    corpus="$out/corpus/$target"
    mkdir -p "$corpus"
    log="$out/$target.log"
    echo "running fuzz-$target for ${seconds}s (log: ${log#"$package"/})…" >&2
    status=0
    # shellcheck disable=SC2046
    "$out/fuzz-$target" "$corpus" "$here/Corpus/$target" $(extra_seeds "$target") \
        -dict="$here/Dictionaries/$target.dict" -max_len="$(max_len "$target")" -timeout="$timeout_seconds" \
        -rss_limit_mb=4096 -max_total_time="$seconds" -print_final_stats=1 "${extra_flags[@]}" \
        -artifact_prefix="$out/artifacts/$target-" > "$log" 2>&1 || status=$?
    runs="$(awk '/stat::number_of_executed_units:/ { print $2 }' "$log" | tail -1)"
    rate="$(awk '/stat::average_exec_per_sec:/ { print $2 }' "$log" | tail -1)"
    coverage="$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | awk '{ print $2 }')"
    outcome="ok"
    if [[ $status -ne 0 ]]; then
        failed=1
        outcome="FAILED: $(grep -m1 -E '^(==[0-9]+==ERROR|SUMMARY|.*Fatal error|ALARM)' "$log" || echo "exit $status")"
    fi
    summary+=("$(printf '%-12s %14s %10s %8s %8s  %s' "$target" "${runs:-?}" "${rate:-?}" "${coverage:-?}" "$(ls "$corpus" | wc -l)" "$outcome")")
done

printf '\n%-12s %14s %10s %8s %8s  %s\n' target executions exec/s coverage corpus outcome
printf '%s\n' "${summary[@]}"
exit $failed
