/// A page's weight for each stem (see `SearchPage.combined`), zero-filled, and the stems it has in
/// order of first appearance, in memory this object owns and frees. A stem is at `stem + 1`: place 0
/// takes the stop words, so that counting a word never branches on whether it is one (see
/// `SearchStemCache.add`). Counting a word writes straight through `weights` and `order`: the same
/// writes to arrays first check that no copy shares the arrays' storage, a call for every word of every
/// page. The storage never grows in place; `growing(toHold:)` gives a larger copy. Unchecked Sendable:
/// only a `SearchStemCache` holds one, and a cache serves one page at a time.
final class StemWeights: @unchecked Sendable {
    /// Each place's weight on the current page.
    let weights: UnsafeMutablePointer<UInt8>
    /// The places the current page has, in order of first appearance; one more than `count`, as a word
    /// writes its place after the last before it knows whether the place is new.
    let order: UnsafeMutablePointer<Int32>
    /// How many places there are: stems, plus one for the stop words.
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

    /// Weights with room for place `place`, the current ones copied over; `self` if it has room already.
    func growing(toHold place: Int) -> StemWeights {
        guard place >= count else { return self }
        let grown = StemWeights(count: max(place + 1, count * 2))
        grown.weights.update(from: weights, count: count)
        grown.order.update(from: order, count: count)
        return grown
    }
}
