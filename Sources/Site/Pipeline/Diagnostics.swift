import Core

/// Collects a build's diagnostics; with `--strict`, warnings count as errors.
struct Diagnostics {
    let strict: Bool
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []
    private(set) var settled: [Diagnostic] = []
    /// Warnings made only when the build's diagnostics are read (see `addLater`).
    private(set) var deferred: [Deferred] = []
    /// How many deferred warnings of each kind `settleDeferred(perKind:)` left out.
    private(set) var omittedCounts: [DiagnosticKind: Int] = [:]
    /// Source paths whose `settled` warnings are left out.
    private var replacedFiles: Set<String> = []

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

    /// Warnings made when the build's diagnostics are read, in source order, handed one at a time to `emit`.
    struct Deferred {
        /// At most how many: room is made for them at once when they are all kept.
        var count: Int
        var make: (_ emit: (Diagnostic) -> Void) -> Void
    }

    /// Adds at most `count` warnings that `make` makes, in source order, when the build's diagnostics are read:
    /// broken links come by the thousand and stay compact (`LinkChecker.brokenLinks`) while the site renders.
    /// With `--strict` they are errors and are made at once.
    mutating func addLater(count: Int, _ make: @escaping (_ emit: (Diagnostic) -> Void) -> Void) {
        if strict {
            make { add($0) }
        } else {
            deferred.append(Deferred(count: count, make: make))
        }
    }

    /// Makes the deferred warnings now and keeps only what `listedWarnings(perKind:)` can list of them: each
    /// once, every one without a kind and the first `perKind` of each kind, the rest only counted
    /// (`omittedCounts`). What makes them, the link checker and the render record of every page with a broken
    /// link, is then let go before the site renders, where a large build's peak is.
    /// The listing stays the same, as no later warning equals a left-out one: link and syntax warnings are
    /// made only by the content step. Several deferred lists would have to be merged first: they stay.
    mutating func settleDeferred(perKind: Int) {
        guard deferred.count == 1 else { return }
        var listing = Listing(perKind: perKind)
        deferred[0].make { listing.add($0) }
        let kept = listing.listed
        deferred = [Deferred(count: kept.count) { emit in kept.forEach(emit) }]
        for (kind, count) in listing.counts where count > perKind { omittedCounts[kind, default: 0] += count - perKind }
    }

    /// Adds the previous build's warnings, each once and in source order, but for those of the files in
    /// `replaced`, whose warnings this build finds again. They are spliced with the others rather than
    /// filtered, merged and sorted again: an edit of one page of a site with thousands of warnings should not
    /// cost a pass over every one.
    mutating func addSorted(_ warnings: [Diagnostic], replacing replaced: Set<String>) {
        settled = warnings
        replacedFiles = replaced
    }

    /// Stops the build when anything went wrong, reporting errors in source order.
    func check() throws(BuildFailure) {
        guard !errors.isEmpty else { return }
        throw BuildFailure(diagnostics: Self.sorted(errors) + Self.sorted(allWarnings), omittedCounts: omittedCounts)
    }

    /// Warnings, each once, in source order. The settled warnings are copied a run at a time between the
    /// places the new ones go, each place found by binary search, so only the new ones are compared.
    var sortedWarnings: [Diagnostic] {
        let fresh = Self.sorted(allWarnings)
        guard !settled.isEmpty else { return fresh }
        var merged: [Diagnostic] = []
        merged.reserveCapacity(settled.count + fresh.count)
        var next = 0
        for kept in keptRanges() {
            var start = kept.lowerBound
            // Each new warning goes after the settled ones it does not precede: settled first at one location.
            while next < fresh.count {
                let place = Self.firstIndex(in: settled, from: start, to: kept.upperBound) { Self.precedes(fresh[next], $0) }
                guard place < kept.upperBound else { break }
                merged += settled[start..<place]
                start = place
                Self.append(fresh[next], unlessRepeatedIn: &merged)
                next += 1
            }
            merged += settled[start..<kept.upperBound]
        }
        for diagnostic in fresh[next...] { Self.append(diagnostic, unlessRepeatedIn: &merged) }
        return merged
    }

    /// The warnings added this build, the deferred ones made now, appended to one array: on a large
    /// site they are the thousands of broken links, each copy of them megabytes.
    private var allWarnings: [Diagnostic] {
        var all: [Diagnostic] = []
        // Deferred warnings come by the thousand: room for all at once, rather than the list doubling as it grows.
        all.reserveCapacity(deferred.reduce(warnings.count) { $0 + $1.count })
        // Made first, as they sort first among warnings at one location.
        for later in deferred { later.make { all.append($0) } }
        all += warnings
        return all
    }

    /// The ranges of `settled` outside the replaced files, in order. Warnings are in source order, so a
    /// file's are together, after those without a location.
    private func keptRanges() -> [Range<Int>] {
        var removed: [Range<Int>] = replacedFiles.map { path in
            let start = Self.firstIndex(in: settled, from: 0, to: settled.count) { ($0.location?.path).map { $0 >= path } ?? false }
            let end = Self.firstIndex(in: settled, from: start, to: settled.count) { $0.location!.path > path }
            return start..<end
        }
        removed.sort { $0.lowerBound < $1.lowerBound }
        var kept: [Range<Int>] = []
        var start = 0
        for range in removed {
            if start < range.lowerBound { kept.append(start..<range.lowerBound) }
            start = max(start, range.upperBound)
        }
        if start < settled.count { kept.append(start..<settled.count) }
        return kept
    }

    /// The first index in `start..<end` whose element satisfies `isAtOrAfter`, which holds for every
    /// element after one it holds for.
    private static func firstIndex(in diagnostics: [Diagnostic], from start: Int, to end: Int, where isAtOrAfter: (Diagnostic) -> Bool) -> Int {
        var low = start
        var high = end
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(diagnostics[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Appends a diagnostic unless an equal one ends `ordered` at the same location (see `removeRepeats`).
    private static func append(_ diagnostic: Diagnostic, unlessRepeatedIn ordered: inout [Diagnostic]) {
        if !isRepeated(diagnostic, in: ordered, before: ordered.count) { ordered.append(diagnostic) }
    }

    /// Whether an equal diagnostic ends `ordered[..<end]` at the same location.
    static func isRepeated(_ diagnostic: Diagnostic, in ordered: [Diagnostic], before end: Int) -> Bool {
        for earlier in ordered[..<end].reversed() {
            guard earlier.location == diagnostic.location, earlier.location != nil || earlier.message == diagnostic.message else { break }
            if earlier == diagnostic { return true }
        }
        return false
    }

    /// Sorted in place, and repeats dropped in place (see `removeRepeats`).
    static func sorted(_ diagnostics: consuming [Diagnostic]) -> [Diagnostic] {
        var ordered = diagnostics
        ordered.sort(by: precedes)
        removeRepeats(from: &ordered)
        return ordered
    }

    static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (left?, right?): return left < right
        case (nil, .some): return true
        case (.some, nil): return false
        case (nil, nil): return lhs.message < rhs.message
        }
    }

    /// Drops from sorted diagnostics each one an equal one precedes at the same location: equal
    /// diagnostics share a location, so only those runs are compared. Hashing every diagnostic's
    /// message and source line instead was much of a rebuild's time on a site with thousands of warnings.
    /// Kept ones move down in place over the dropped ones.
    private static func removeRepeats(from ordered: inout [Diagnostic]) {
        var kept = 0
        for position in ordered.indices {
            let diagnostic = ordered[position]
            if !isRepeated(diagnostic, in: ordered, before: kept) {
                ordered[kept] = diagnostic
                kept += 1
            }
        }
        ordered.removeLast(ordered.count - kept)
    }
}
