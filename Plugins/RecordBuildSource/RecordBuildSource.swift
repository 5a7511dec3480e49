import Foundation
import PackagePlugin

/// Records which git checkout the target is compiled from (its commit and `origin` URL) as
/// `BuildSource+Recorded.swift`, so that `sitegen --version` can name the commit and `sitegen new` can pin
/// its sites' workflow to it. A prebuild command, because the commit changes without any input file
/// changing; it rewrites the file only when the text differs, so an unchanged checkout compiles nothing.
/// Without git (a source archive) both are nil.
@main
struct RecordBuildSource: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Recorded")
        return [
            .prebuildCommand(
                displayName: "Recording the git commit \(target.name) is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "record-build-source", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output
            ),
        ]
    }

    /// `sh -c script _ PACKAGE_DIR OUTPUT_DIR`. Quotes and backslashes are dropped from the URL so that
    /// it is always a valid string literal.
    static let script = #"""
        literal() { if [ -n "$1" ]; then printf '"%s"' "$(printf '%s' "$1" | tr -d '"\\')"; else printf nil; fi; }
        commit=$(git -C "$1" rev-parse HEAD 2>/dev/null)
        remote=$(git -C "$1" remote get-url origin 2>/dev/null)
        text="// Generated at build time by the RecordBuildSource plugin.
        let recordedCommit: String? = $(literal "$commit")
        let recordedRemote: String? = $(literal "$remote")"
        mkdir -p "$2"
        file="$2/BuildSource+Recorded.swift"
        [ -f "$file" ] && [ "$(cat "$file")" = "$text" ] || printf '%s\n' "$text" > "$file"
        """#
}
