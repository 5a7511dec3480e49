import Core

extension Diagnostics {
    /// The warnings as a console lists them unless asked for all, each once and in source order: every one
    /// without a kind and the first `perKind` of each kind, with how many of each kind there are. The deferred
    /// warnings are merged with the others as they are made, one page's at a time, and dropped once counted:
    /// on a large site they are thousands of broken links, and all of them at once were much of a build's peak.
    func listedWarnings(perKind: Int) -> (warnings: [Diagnostic], counts: [DiagnosticKind: Int]) {
        var listing = Listing(perKind: perKind)
        // Warnings kept from a previous build, or deferred ones from several sources, are merged the long way.
        guard settled.isEmpty, deferred.count <= 1 else {
            for warning in sortedWarnings { listing.add(warning) }
            return (listing.listed, listing.counts.merging(omittedCounts, uniquingKeysWith: +))
        }
        let fresh = Self.sorted(warnings)
        var next = 0
        deferred.first?.make { later in
            // At one location the deferred warning comes first, as in `sortedWarnings`.
            while next < fresh.count, Self.precedes(fresh[next], later) {
                listing.add(fresh[next])
                next += 1
            }
            listing.add(later)
        }
        for warning in fresh[next...] { listing.add(warning) }
        return (listing.listed, listing.counts.merging(omittedCounts, uniquingKeysWith: +))
    }

    /// Warnings taken in source order: repeats dropped as `sortedWarnings` drops them, the rest counted by
    /// kind and listed up to `perKind` of each.
    struct Listing {
        let perKind: Int
        private(set) var listed: [Diagnostic] = []
        private(set) var counts: [DiagnosticKind: Int] = [:]
        /// The warnings taken at the location of the last one: a repeat is equal to one of them.
        private var atLastLocation: [Diagnostic] = []

        init(perKind: Int) {
            self.perKind = perKind
        }

        mutating func add(_ warning: Diagnostic) {
            guard !Diagnostics.isRepeated(warning, in: atLastLocation, before: atLastLocation.count) else { return }
            if atLastLocation.last?.location != warning.location { atLastLocation.removeAll(keepingCapacity: true) }
            atLastLocation.append(warning)
            if let kind = warning.kind {
                counts[kind, default: 0] += 1
                guard counts[kind]! <= perKind else { return }
            }
            listed.append(warning)
        }
    }
}
