/// A page's words, with where and how often each appears: what `SearchPage`
/// makes its postings of.
struct WordCounts {
    enum Place { case title, heading, text }

    private(set) var words = WordTable(capacity: 2048)
    /// Each word's weight on the page so far (see `SearchPage.combined`), by word id.
    private var weights: [UInt8] = []

    mutating func add(_ word: UnsafeBufferPointer<UInt8>, as place: Place) {
        let id = words.intern(word)
        if id == weights.count { weights.append(0) }
        switch place {
        case .title: weights[id] |= 64
        case .heading: weights[id] |= 32
        case .text: if weights[id] & 31 < 31 { weights[id] += 1 }
        }
    }

    /// One posting per stem (`stems`: each word's stem id, or -1 for a stop word), in order of first
    /// appearance; the words of a stem ("theme", "themes") combine their weights. The stems' positions
    /// are found in a small open-addressing table rather than a `Dictionary`, which hashes each
    /// stem with SipHash (3 % of a build).
    func postings(stems: [Int32]) -> [UInt32] {
        var output: [UInt32] = []
        output.reserveCapacity(words.count)
        var size = 64
        while size < words.count * 2 { size *= 2 }
        // Slot → position in `output` + 1 (0: empty).
        var slots = [Int32](repeating: 0, count: size)
        for id in 0..<words.count where stems[id] >= 0 {
            let stem = UInt32(stems[id])
            let weight = weights[id]
            var slot = Int(truncatingIfNeeded: (UInt64(stem) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
            while slots[slot] != 0, output[Int(slots[slot]) - 1] >> 7 != stem { slot = (slot + 1) & (size - 1) }
            if slots[slot] == 0 {
                output.append(stem << 7 | UInt32(weight))
                slots[slot] = Int32(output.count)
            } else {
                let position = Int(slots[slot]) - 1
                let combined = SearchPage.combined(UInt8(output[position] & 127), weight)
                output[position] = output[position] & ~127 | UInt32(combined)
            }
        }
        return output
    }
}
