import Core
import Foundation

/// What a successful build did.
public struct BuildReport: Sendable {
    /// Pages rendered from Markdown (plus generated pages such as tag pages and 404).
    var pageCount: Int
    /// Files copied or generated that are not pages.
    var fileCount: Int
    /// Wall time of the build.
    public var duration: Duration
    /// Warnings to show the user, in source order: all of them, or the first few of each kind (`BuildOptions.warningsListedPerKind`).
    public var warnings: [Diagnostic]
    /// How many warnings of each kind the build found, when `warnings` lists only the first few of each; else empty.
    public var warningCounts: [DiagnosticKind: Int] = [:]
    /// The output folder as the user named it (`Public/`).
    var outputDisplayName: String
    /// Trees left beside the output to remove off the critical path.
    public var treesToRemove: [String]
    /// Output files whose bytes changed (all of them for a full build).
    public var changedFiles: [String]
    /// Pages whose templates were rendered (an incremental build reuses the others).
    public var renderedPageCount: Int

    /// What the user should know that is no problem with the site: generated files left out, and why. `--strict`
    /// does not fail on them and the summary does not count them.
    public var notes: [Diagnostic] = []

    /// How many warnings the build found, those only counted in `warningCounts` included.
    public var warningTotal: Int {
        guard !warningCounts.isEmpty else { return warnings.count }
        return warnings.filter { $0.kind.map { warningCounts[$0] == nil } ?? true }.count + warningCounts.values.reduce(0, +)
    }

    /// `Built 42 pages, 12 files in 38 ms → Public/`, and `(3 warnings)` after it when there were any.
    public var summary: String {
        let milliseconds = Int((Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded())
        let warned = warningTotal == 0 ? "" : " (\(warningTotal) \(warningTotal == 1 ? "warning" : "warnings"))"
        return "Built \(pageCount) \(pageCount == 1 ? "page" : "pages"), \(fileCount) \(fileCount == 1 ? "file" : "files") in \(milliseconds) ms → \(outputDisplayName)" + warned
    }
}

/// A build that did not produce a site; the previous output is untouched.
public struct BuildFailure: DiagnosticConvertible, Sendable, CustomStringConvertible {
    /// Errors first, then the warnings found before the build stopped.
    public var diagnostics: [Diagnostic]
    /// How many diagnostics of each kind `diagnostics` leaves out: a plain build's link warnings past the
    /// first few of each kind (`BuildOptions.warningsListedPerKind`).
    var omittedCounts: [DiagnosticKind: Int] = [:]

    /// How many diagnostics there are of each kind when `diagnostics` leaves some out; empty when it lists all.
    public var kindCounts: [DiagnosticKind: Int] {
        guard !omittedCounts.isEmpty else { return [:] }
        return diagnostics.reduce(into: omittedCounts) { counts, diagnostic in
            if let kind = diagnostic.kind { counts[kind, default: 0] += 1 }
        }
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
