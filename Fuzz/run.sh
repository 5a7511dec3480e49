#!/usr/bin/env bash
# Builds the libFuzzer targets with -sanitize=fuzzer,address and runs each, then prints executions per
# target and a verdict line; exits 1 when a target failed. Not part of `swift test`; .ci/run runs
# 2,000 inputs per target, so that a target an API change breaks fails CI.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]      SECONDS per target (default 60; 0: no time bound), every target by default
#   FUZZ_FLAGS=-runs=10000000 FUZZ_JOBS=2 Fuzz/run.sh 0     ten million executions per target, two targets at a time
#
# Targets: markdown frontmatter templates http docc import json search sitejson (Fuzz/README.md says what each
# checks). Each is compiled from the fewest sources it needs: the modules it uses whole as static libraries
# (Site as the few of its files the targets reach), and its own module's sources with its entry point.
# Everything goes to .build-fuzz/ at the package root, which SwiftPM's .build never sees: the libraries and
# targets to build-O/ or build-Onone/, where one whose sources and flags are unchanged is not built again;
# the corpus a run grows to corpus/TARGET, reused by the next run (the seeds in Fuzz/Corpus/TARGET stay as
# committed). A crash, a hang (an input running longer than FUZZ_TIMEOUT seconds, default 10) or a sanitizer
# report leaves its input in .build-fuzz/artifacts/; replay one with
#   .build-fuzz/build-O/fuzz-TARGET .build-fuzz/artifacts/TARGET-crash-…
# FUZZ_FLAGS passes more libFuzzer flags (-runs=N for an exact count, -len_control=0 for long inputs at once);
# FUZZ_JOBS runs that many targets at a time (default 1); FUZZ_LOGS is where the logs go (default .build-fuzz/logs);
# FUZZ_SEED=N starts libFuzzer's random choices from N, so that a run of -runs=N inputs from a clean .build-fuzz/
# tries the same inputs in the same order again (CI's short run sets both; a time bound would end it at a different
# input on a slower machine; unset, each run draws its own seed, which a failure's line shows);
# FUZZ_OPTIMIZATION=-Onone builds four times faster and runs slower (CI's choice: it builds to find breakage).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/.." && pwd)"
out="$package/.build-fuzz"
all_targets=(markdown frontmatter templates http docc import json search sitejson)
seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=("${all_targets[@]}")
for target in "${targets[@]}"; do
    [[ " ${all_targets[*]} " == *" $target "* ]] || { echo "unknown target '$target' (${all_targets[*]})" >&2; exit 64; }
done
timeout_seconds="${FUZZ_TIMEOUT:-10}"
read -r -a extra_flags <<< "${FUZZ_FLAGS:-}"
jobs_allowed="${FUZZ_JOBS:-1}"
seed_flags=()
if [[ -n "${FUZZ_SEED:-}" ]]; then
    seed_flags=(-seed="$FUZZ_SEED")
    # Swift seeds each process's hashing at random, so the order a Set or Dictionary is walked in, and with it the
    # coverage the fuzzer steers by, would differ from run to run.
    export SWIFT_DETERMINISTIC_HASHING=1
fi
logs="${FUZZ_LOGS:-$out/logs}"

optimization="${FUZZ_OPTIMIZATION:--O}"
build="$out/build$optimization"   # -O and -Onone builds kept apart, each reused
mkdir -p "$build" "$out/artifacts" "$logs"
cd "$package"
flags=("$optimization" -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address -use-ld=lld -I "$build" -L "$build")

swift_files() { # FOLDER… → its Swift files, sorted
    find "$@" -name '*.swift' | sort
}

# Test helpers that read HTML as a browser does, for the targets whose oracle is "safe output runs no script".
hostile_html=(Tests/SiteTests/Hostile/HTMLTagScanner.swift Tests/SiteTests/Hostile/ExecutableMarkup.swift)

library_sources() { # LIBRARY → its sources
    case "$1" in
        # Only the files of Site the targets reach: a page's route, an alias's path, site.json, an icon's name and
        # what they use.
        Site) echo Sources/Site/Routing/{Route,DatedFileName,ContentScanner}.swift Sources/Site/DerivedFiles/AliasRedirect.swift \
                   Sources/Site/Inputs/{SiteConfig,HeaderLink,SiteIcons}.swift Sources/Site/Languages/SiteLanguages{,+Config}.swift \
                   Sources/Site/Versions/SiteVersions{,+Config}.swift ;;
        Markdown) swift_files Sources/Markdown; embedded_resources Markdown ;;
        *) swift_files "Sources/$1" ;;
    esac
}

library_dependencies() { # LIBRARY → the libraries it imports
    case "$1" in
        Core) ;;
        Markdown | Highlight | FrontMatter | Output | Templates) echo Core ;;
        DocC) echo Core Markdown ;;
        Site) echo Core Markdown DocC Output ;;
    esac
}

target_libraries() { # TARGET → the libraries it links, each after those it depends on
    case "$1" in
        markdown) echo Core Highlight Markdown ;;
        frontmatter) echo Core FrontMatter Markdown DocC Output Site ;;
        import) echo Core FrontMatter Markdown DocC Output Site Templates ;;
        sitejson) echo Core Markdown DocC Output Site ;;
        docc) echo Core Highlight Markdown DocC ;;
        templates | http | json) echo Core ;;
        search) ;;
    esac
}

target_sources() { # TARGET → the sources compiled with its entry point, one module
    case "$1" in
        markdown | docc) echo "${hostile_html[@]}" ;;
        templates) swift_files Sources/Templates; echo Tests/SiteTests/Hostile/HTMLTagScanner.swift ;;
        http) swift_files Sources/Server; embedded_resources Server ;;
        frontmatter) echo Fuzz/Targets/Support/DiagnosticPlacement.swift ;;
        import) swift_files Sources/Import; echo Fuzz/Targets/Support/DiagnosticPlacement.swift ;;
        json) echo Fuzz/Targets/Support/{JSONText,DiagnosticPlacement}.swift Sources/DocC/SymbolGraph/SymbolGraph{,+Reading}.swift ;;
        sitejson) echo Fuzz/Targets/Support/{JSONText,DiagnosticPlacement}.swift ;;
        search) echo Sources/Site/DerivedFiles/Search/{SearchTokenizer,SearchStemmer,PaddedWordMap}.swift ;;
    esac
    echo "Fuzz/Targets/$(target_file "$1")"
}

target_file() { # TARGET → its entry point's file
    case "$1" in
        markdown) echo MarkdownTarget.swift ;; frontmatter) echo FrontMatterTarget.swift ;; templates) echo TemplateTarget.swift ;;
        http) echo HTTPRequestTarget.swift ;; docc) echo DocCTarget.swift ;; import) echo ImportTarget.swift ;;
        json) echo JSONTarget.swift ;; search) echo SearchTarget.swift ;; sitejson) echo SiteConfigTarget.swift ;;
    esac
}

target_module() { # TARGET → the module its sources belong to (a module's own, where the target reads its internals)
    case "$1" in
        templates) echo Templates ;; http) echo Server ;; import) echo Import ;; search) echo Search ;;
        *) echo "Fuzz${1^}" ;;
    esac
}

max_len() { # TARGET → the longest input tried: long enough for nesting and quadratic blow-ups
    case "$1" in markdown | docc) echo 16384 ;; http | search) echo 4096 ;; *) echo 8192 ;; esac
}

embedded_resources() { # MODULE → a Swift file with its .js/.html/.css/.tsv files as SwiftPM's embedInCode has them
    local file="$build/$1-embedded-resources.swift"
    python3 - "Sources/$1" > "$file" <<'PYTHON'
import os, re, sys
print("enum PackageResources {")
for folder, _, names in sorted(os.walk(sys.argv[1])):
    for name in sorted(names):
        if name.endswith((".js", ".html", ".css", ".tsv")):
            data = open(os.path.join(folder, name), "rb").read()
            print("    static let %s: [UInt8] = [%s]" % (re.sub(r"[^A-Za-z0-9]", "_", name), ", ".join(map(str, data))))
print("}")
PYTHON
    echo "$file"
}

is_fresh() { # OUTPUT INPUT… → whether OUTPUT was built from these inputs with these flags; records them if not
    local output="$1"
    shift
    local digest
    digest="$( { printf '%s\n' "${flags[@]}" "$@"; cat "$@"; } | sha256sum | cut -d' ' -f1)"
    if [[ -f "$output" && "$(cat "$output.inputs" 2>/dev/null)" == "$digest" ]]; then return 0; fi
    rm -f "$output.inputs"
    echo "$digest" > "$build/pending-inputs"
    return 1
}

mark_fresh() { # OUTPUT → records that OUTPUT was built from the inputs is_fresh last saw
    mv "$build/pending-inputs" "$1.inputs"
}

built_libraries=()
broken_libraries=()
build_library() { # LIBRARY → libLIBRARY.a and its module, after the libraries it imports; fails if one does not build
    local name="$1" dependency
    [[ " ${broken_libraries[*]} " == *" $name "* ]] && return 1
    [[ " ${built_libraries[*]} " == *" $name "* ]] && return 0
    local sources linked=() archives=()
    for dependency in $(library_dependencies "$name"); do
        build_library "$dependency" || { broken_libraries+=("$name"); return 1; }
        linked+=("-l$dependency")
        archives+=("$build/lib$dependency.a")
    done
    read -r -a sources <<< "$(library_sources "$name" | tr '\n' ' ')"
    # Site is a few of its files: the targets reach their internals through @testable import.
    local testing=()
    [[ "$name" == Site ]] && testing=(-enable-testing)
    if ! is_fresh "$build/lib$name.a" "${sources[@]}" "${archives[@]}"; then
        echo "building $name with -sanitize=fuzzer,address…" >&2
        swiftc "${flags[@]}" "${testing[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$build/$name.swiftmodule" \
            -emit-library -static -o "$build/lib$name.a" "${linked[@]}" "${sources[@]}" || { broken_libraries+=("$name"); return 1; }
        mark_fresh "$build/lib$name.a"
    fi
    built_libraries+=("$name")
}

build_target() { # TARGET → fuzz-TARGET; fails if it or a library it links does not build
    local target="$1" library libraries=() linked=() archives=() sources
    read -r -a libraries <<< "$(target_libraries "$target")"
    for library in "${libraries[@]}"; do
        build_library "$library" || return 1
        linked+=("-l$library")
        archives+=("$build/lib$library.a")
    done
    read -r -a sources <<< "$(target_sources "$target" | tr '\n' ' ')"
    if ! is_fresh "$build/fuzz-$target" "${sources[@]}" "${archives[@]}"; then
        echo "building fuzz-$target…" >&2
        swiftc "${flags[@]}" -module-name "$(target_module "$target")" "${linked[@]}" "${sources[@]}" -o "$build/fuzz-$target" || return 1
        mark_fresh "$build/fuzz-$target"
    fi
}

extra_seeds() { # TARGET → a folder of seeds made now from the repository's fixtures, or nothing
    local folder="$out/seeds/$1"
    [[ -f "$here/Seeds/$1.py" ]] || return 0
    rm -rf "$folder"
    mkdir -p "$folder"
    # Isolated (-I): Seeds/, which holds json.py, stays off the import path.
    python3 -I "$here/Seeds/$1.py" "$folder" >&2 && echo "$folder"
}

run_target() { # TARGET → runs it; writes its line of the summary to $logs/TARGET.summary
    local target="$1" corpus="$out/corpus/$1" log="$logs/$1.log" status=0
    mkdir -p "$corpus"
    echo "running fuzz-$target (log: $log)…" >&2
    # shellcheck disable=SC2046
    "$build/fuzz-$target" "$corpus" "$here/Corpus/$target" $(extra_seeds "$target") \
        -dict="$here/Dictionaries/$target.dict" -max_len="$(max_len "$target")" -timeout="$timeout_seconds" \
        -rss_limit_mb=4096 -max_total_time="$seconds" -print_final_stats=1 "${seed_flags[@]}" "${extra_flags[@]}" \
        -artifact_prefix="$out/artifacts/$target-" > "$log" 2>&1 || status=$?
    local runs rate coverage seed outcome="ok"
    runs="$(awk '/stat::number_of_executed_units:/ { print $2 }' "$log" | tail -1)"
    rate="$(awk '/stat::average_exec_per_sec:/ { print $2 }' "$log" | tail -1)"
    coverage="$(awk '/ cov: / { for (i = 1; i < NF; i++) if ($i == "cov:") found = $(i + 1) } END { print found }' "$log")"
    seed="$(awk '/^INFO: Seed: / { print $3; exit }' "$log")"
    if [[ $status -ne 0 ]]; then
        outcome="FAILED (seed ${seed:-?}): $(grep -m1 -E '^(==[0-9]+==ERROR|SUMMARY|.*Fatal error|ALARM)' "$log" || echo "exit $status")"
    fi
    printf '%-12s %14s %10s %8s %8s  %s\n' "$target" "${runs:-?}" "${rate:-?}" "${coverage:-?}" "$(find "$corpus" -type f | wc -l)" "$outcome" \
        > "$logs/$target.summary"
}

# Every target is built before any runs, and one that does not build fails without stopping the others.
built_targets=()
for target in "${targets[@]}"; do
    rm -f "$logs/$target.summary"
    if build_target "$target"; then
        built_targets+=("$target")
    else
        printf '%-12s %14s %10s %8s %8s  %s\n' "$target" - - - - "FAILED: does not build (errors above)" > "$logs/$target.summary"
    fi
done

export SWIFT_BACKTRACE=enable=no   # libFuzzer reports crashes itself; the Swift backtracer would wait on them
export LSAN_OPTIONS="suppressions=$here/leaks.supp:print_suppressions=0"
for target in "${built_targets[@]}"; do
    while (($(jobs -rp | wc -l) >= jobs_allowed)); do wait -n || true; done
    run_target "$target" &
done
wait

failures=0
printf '\n%-12s %14s %10s %8s %8s  %s\n' target executions exec/s coverage corpus outcome
for target in "${targets[@]}"; do
    summary="$(cat "$logs/$target.summary" 2>/dev/null || printf '%-12s %14s %10s %8s %8s  %s' "$target" ? ? ? ? "FAILED: no summary")"
    echo "$summary"
    [[ "$summary" == *FAILED* ]] && failures=$((failures + 1))
done
echo "fuzz: ${#targets[@]} targets, $failures failures"
[[ $failures -eq 0 ]]
