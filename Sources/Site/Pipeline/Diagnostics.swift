import Core

/// Collects a build's diagnostics; with `--strict`, warnings count as errors.
struct Diagnostics {
    let strict: Bool
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []

    init(strict: Bool) {
        self.strict = strict
    }

    mutating func add(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errors.append(diagnostic)
        case .warning where strict: errors.append(diagnostic.promotedToError)
        case .warning, .note: warnings.append(diagnostic)
        }
    }

    mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { add(diagnostic) }
    }

    /// Stops the build when anything went wrong, reporting errors in source order.
    func check() throws(BuildFailure) {
        guard !errors.isEmpty else { return }
        throw BuildFailure(diagnostics: Self.sorted(errors) + Self.sorted(warnings))
    }

    /// Warnings, each once, in source order.
    var sortedWarnings: [Diagnostic] { Self.sorted(warnings) }

    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case let (left?, right?): return left < right
            case (nil, .some): return true
            case (.some, nil): return false
            case (nil, nil): return lhs.message < rhs.message
            }
        }
    }
}
