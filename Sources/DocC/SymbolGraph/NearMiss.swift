/// The names most like a misspelt one, best first, as DocC suggests them for a link that names nothing
/// (`Geometri` → `Geometry`). Each candidate is scored on the edits from the written name to it: long runs in
/// common count for it, more the longer they are (runs under three count for nothing); inserted characters count
/// against it, removed ones (which the author wrote) twice as much; the first run weighs 1.75 times. Candidates
/// scoring under a quarter of the best are dropped, and at most ten kept. Names are compared scalar by scalar.
enum NearMiss {
    static func bestMatches(for candidates: some Sequence<String>, against written: String) -> [String] {
        let writtenScalars = Array(written.unicodeScalars)
        // Diffing every candidate would be slow: bound each score first, and diff the promising ones, best first.
        let bounded = candidates.map { candidate in
            let scalars = Array(candidate.unicodeScalars)
            return (name: candidate, scalars: scalars, bound: bestPossibleScore(writtenScalars, scalars))
        }.sorted { $0.bound > $1.bound }
        var scored: [(name: String, score: Double)] = []
        var best = 0.0
        for candidate in bounded {
            guard candidate.bound > best / 4 else { break }
            let score = score(edits(from: writtenScalars, to: candidate.scalars))
            if score > 0 { scored.append((candidate.name, score)) }
            best = max(best, score)
        }
        scored.sort { $0.score == $1.score ? $0.name < $1.name : $0.score > $1.score }
        return scored.prefix { $0.score > best / 4 }.prefix(10).map { $0.name }
    }

    /// The score if all the characters the two names have in common (their longest common subsequence) made one
    /// first run, and only the unavoidable characters were removed and inserted: no diff scores more.
    private static func bestPossibleScore(_ written: [Unicode.Scalar], _ candidate: [Unicode.Scalar]) -> Double {
        var previous = [Int](repeating: 0, count: candidate.count + 1)
        var current = previous
        for scalar in written {
            for (index, other) in candidate.enumerated() {
                current[index + 1] = scalar == other ? previous[index] + 1 : max(previous[index + 1], current[index])
            }
            swap(&previous, &current)
        }
        let common = previous[candidate.count]
        let commonScore = common < 3 ? 0 : Double(common * (common + 1) / 2) + 3
        return commonScore * 1.75 - Double(written.count - common) * 3 - Double(candidate.count - common) * 1.5
    }

    private enum Edit: Equatable {
        case common, remove, insert
    }

    /// The runs of kept, removed and inserted characters that turn `written` into `candidate`, removals before
    /// insertions where both fall at one place.
    private static func edits(from written: [Unicode.Scalar], to candidate: [Unicode.Scalar]) -> [(Edit, Int)] {
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
        while inWritten < written.count || inCandidate < candidate.count {
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
