/// A page's weight for each stem id (see `SearchPage.combined`), zero-filled, in memory this object
/// owns and frees. Counting a word writes its weight straight through `base`: the same write to an
/// array first checks that no copy shares the array's storage, a call for every word of every page.
/// The storage never grows in place; `growing(toHold:)` gives a larger copy. Unchecked Sendable:
/// only a `SearchStemCache` holds one, and a cache serves one page at a time.
final class StemWeights: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(count: Int) {
        base = .allocate(capacity: count)
        base.initialize(repeating: 0, count: count)
        self.count = count
    }

    deinit { base.deallocate() }

    /// Weights with room for `stem`, the current ones copied over; `self` if it has room already.
    func growing(toHold stem: Int) -> StemWeights {
        guard stem >= count else { return self }
        let grown = StemWeights(count: max(stem + 1, count * 2))
        grown.base.update(from: base, count: count)
        return grown
    }
}
