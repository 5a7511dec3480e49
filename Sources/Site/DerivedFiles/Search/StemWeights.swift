/// A page's weight for each stem (see `SearchPage.combined`), zero-filled, and the stems it has in
/// order of first appearance, in memory this object owns and frees. A stem's entry is `stem + 1`:
/// entry 0 takes the stop words, so that counting a word never branches on whether it is one (see
/// `SearchStemCache.add`). Counting a word writes straight through `weights` and `order`: the same
/// writes to arrays first check that no copy shares the arrays' storage, a call for every word of every
/// page. The storage never grows in place; `growing(toHold:)` gives a larger copy. Unchecked Sendable:
/// only a `SearchStemCache` holds one, and a cache serves one page at a time.
final class StemWeights: @unchecked Sendable {
    /// Each entry's weight on the current page.
    let weights: UnsafeMutablePointer<UInt8>
    /// The entries the current page has, in order of first appearance; room for one more than `count`, as
    /// a word writes its entry after the last before it knows whether the entry is new to the page.
    let order: UnsafeMutablePointer<Int32>
    /// How many entries there are: stems, plus one for the stop words.
    let count: Int

    init(count: Int) {
        weights = .allocate(capacity: count)
        weights.initialize(repeating: 0, count: count)
        order = .allocate(capacity: count + 1)
        order.initialize(repeating: 0, count: count + 1)
        self.count = count
    }

    deinit {
        weights.deallocate()
        order.deallocate()
    }

    /// Weights with room for entry `entry`, the current ones copied over; `self` if it has room already.
    func growing(toHold entry: Int) -> StemWeights {
        guard entry >= count else { return self }
        let grown = StemWeights(count: max(entry + 1, count * 2))
        grown.weights.update(from: weights, count: count)
        grown.order.update(from: order, count: count)
        return grown
    }
}
