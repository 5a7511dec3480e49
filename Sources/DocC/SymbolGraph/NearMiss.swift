/// The names most like a misspelt one, best first, as DocC suggests them for a link that names nothing
/// (`Geometri` → `Geometry`). Each candidate is scored on the edits from the written name to it: long runs in
/// common count for it, more the longer they are (runs under three count for nothing); inserted characters count
/// against it, removed ones (which the author wrote) twice as much; the first run weighs 1.75 times. Candidates
/// scoring under a quarter of the best are dropped, and at most ten kept.
enum NearMiss {
    static func bestMatches(for candidates: some Sequence<String>, against written: String) -> [String] {
        var scored: [(name: String, score: Double)] = []
        for candidate in candidates {
            let score = score(edits(from: written, to: candidate))
            if score > 0 { scored.append((candidate, score)) }
        }
        scored.sort { $0.score == $1.score ? $0.name < $1.name : $0.score > $1.score }
        guard let best = scored.first?.score else { return [] }
        return scored.prefix { $0.score > best / 4 }.prefix(10).map { $0.name }
    }

    private enum Edit: Equatable {
        case common, remove, insert
    }

    /// The runs of kept, removed and inserted characters that turn `written` into `candidate`, removals before
    /// insertions where both fall at one place.
    private static func edits(from written: String, to candidate: String) -> [(Edit, Int)] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in candidate.difference(from: written) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var runs: [(Edit, Int)] = []
        func add(_ edit: Edit) {
            if let last = runs.last, last.0 == edit { runs[runs.count - 1].1 += 1 } else { runs.append((edit, 1)) }
        }
        var (inWritten, inCandidate) = (0, 0)
        let (writtenCount, candidateCount) = (written.count, candidate.count)
        while inWritten < writtenCount || inCandidate < candidateCount {
            if removed.contains(inWritten) {
                add(.remove)
                inWritten += 1
            } else if inserted.contains(inCandidate) {
                add(.insert)
                inCandidate += 1
            } else {
                add(.common)
                inWritten += 1
                inCandidate += 1
            }
        }
        return runs
    }

    private static func score(_ runs: [(Edit, Int)]) -> Double {
        runs.enumerated().reduce(0) { total, run in
            let (edit, count) = run.element
            let score: Double = switch edit {
            case .common: count < 3 ? 0 : Double(count * (count + 1) / 2) + 3
            case .insert: -Double(count) * 1.5
            case .remove: -Double(count) * 3
            }
            return total + (run.offset == 0 ? score * 1.75 : score)
        }
    }
}
