import Core

/// Collects a build's diagnostics; with `--strict`, warnings count as errors.
struct Diagnostics {
    let strict: Bool
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []
    private var settled: [Diagnostic] = []

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

    /// Adds warnings that are already each once and in source order (the previous build's, for what an
    /// edit left alone): they are merged with the others rather than sorted again.
    mutating func addSorted(_ warnings: [Diagnostic]) {
        settled = warnings
    }

    /// Stops the build when anything went wrong, reporting errors in source order.
    func check() throws(BuildFailure) {
        guard !errors.isEmpty else { return }
        throw BuildFailure(diagnostics: Self.sorted(errors) + Self.sorted(warnings))
    }

    /// Warnings, each once, in source order.
    var sortedWarnings: [Diagnostic] {
        let fresh = warnings.sorted(by: Self.precedes)
        guard !settled.isEmpty else { return Self.unique(fresh) }
        var merged: [Diagnostic] = []
        merged.reserveCapacity(settled.count + fresh.count)
        var next = 0
        for diagnostic in settled {
            while next < fresh.count, Self.precedes(fresh[next], diagnostic) {
                merged.append(fresh[next])
                next += 1
            }
            merged.append(diagnostic)
        }
        merged += fresh[next...]
        return Self.unique(merged)
    }

    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        unique(diagnostics.sorted(by: precedes))
    }

    private static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (left?, right?): return left < right
        case (nil, .some): return true
        case (.some, nil): return false
        case (nil, nil): return lhs.message < rhs.message
        }
    }

    /// Sorted diagnostics, each dropped when an equal one precedes it at the same location: equal
    /// diagnostics share a location, so only those runs are compared. Hashing every diagnostic's
    /// message and source line instead was a third of a rebuild's time on a site with 16,000 warnings.
    private static func unique(_ ordered: [Diagnostic]) -> [Diagnostic] {
        var unique: [Diagnostic] = []
        unique.reserveCapacity(ordered.count)
        var runStart = 0
        for diagnostic in ordered {
            if let last = unique.last, last.location != diagnostic.location || (last.location == nil && last.message != diagnostic.message) {
                runStart = unique.count
            }
            if !unique[runStart...].contains(diagnostic) {
                unique.append(diagnostic)
            }
        }
        return unique
    }
}
