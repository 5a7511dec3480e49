/// Every page's postings regrouped by stem, each stem's in page order: a
/// counting sort over flat arrays (count per stem, then place), so the whole
/// site's postings are regrouped in milliseconds, rather than appended one by
/// one to an array per stem. An edit then moves one page's postings (`replace`)
/// without regrouping the rest.
struct PostingsByStem: Sendable {
    /// Where each stem's entries start in `entries`; stem `s`'s end where `s + 1`'s start.
    private var starts: [Int32]
    /// Page id shifted left by 7 bits plus the weight, as `SearchPage.postings` holds stem and weight.
    private var entries: [UInt32]
    /// The whole entries of each stem an edit changed since the regrouping (and of stems newer than
    /// it): changing one in `entries` would move every later stem's.
    private var edited: [Int: [UInt32]] = [:]

    /// Regroups `pages` (each page's `SearchPage.postings`, in page order) whose stem ids are below `stemCount`.
    /// The loops run over buffer pointers: they touch every posting of the site.
    init(pages: [[UInt32]], stemCount: Int) {
        var starts = [Int32](repeating: 0, count: stemCount + 1)
        starts.withUnsafeMutableBufferPointer { starts in
            for page in pages {
                page.withUnsafeBufferPointer { postings in
                    for posting in postings { starts[SearchPage.stemAndWeight(posting).stem + 1] += 1 }
                }
            }
            for stem in 0..<stemCount { starts[stem + 1] += starts[stem] }
        }
        var next = starts
        var entries = [UInt32](repeating: 0, count: Int(starts[stemCount]))
        entries.withUnsafeMutableBufferPointer { entries in
            next.withUnsafeMutableBufferPointer { next in
                for (pageID, page) in pages.enumerated() {
                    page.withUnsafeBufferPointer { postings in
                        for posting in postings {
                            let stem = SearchPage.stemAndWeight(posting).stem
                            entries[Int(next[stem])] = UInt32(pageID) << 7 | posting & 127
                            next[stem] += 1
                        }
                    }
                }
            }
        }
        self.starts = starts
        self.entries = entries
    }

    /// Whether no page has the stem.
    func isEmpty(_ stem: Int) -> Bool {
        withEntries(of: stem) { $0.isEmpty }
    }

    /// Appends the stem's postings as the index writes them: pairs (page id minus the previous
    /// page id minus 1, weight) in `SearchNumberCode`.
    func encode(_ stem: Int, into output: inout [UInt8]) {
        forEachPair(of: stem) { gap, weight in
            SearchNumberCode.append(gap, to: &output)
            SearchNumberCode.append(weight, to: &output)
        }
    }

    /// How many bytes `encode` appends for the stem.
    func encodedCount(_ stem: Int) -> Int {
        var count = 0
        forEachPair(of: stem) { gap, weight in count += SearchNumberCode.count(gap) + SearchNumberCode.count(weight) }
        return count
    }

    /// Moves the page with id `page` from its postings `old` to `new` (each as `SearchPage.postings`).
    /// - Returns: the stems whose entries changed: those the page gained or lost, or whose weight on it changed.
    mutating func replace(page: Int, old: [UInt32], new: [UInt32]) -> [Int] {
        // A posting is its stem shifted left, so sorting postings sorts them by stem.
        let old = old.sorted(), new = new.sorted()
        var changed: [Int] = []
        var (o, n) = (0, 0)
        while o < old.count || n < new.count {
            let oldStem = o < old.count ? old[o] >> 7 : .max
            let newStem = n < new.count ? new[n] >> 7 : .max
            if oldStem == newStem {
                if old[o] != new[n] {
                    set(page: page, stem: Int(newStem), weight: new[n] & 127)
                    changed.append(Int(newStem))
                }
                o += 1
                n += 1
            } else if oldStem < newStem {
                set(page: page, stem: Int(oldStem), weight: nil)
                changed.append(Int(oldStem))
                o += 1
            } else {
                set(page: page, stem: Int(newStem), weight: new[n] & 127)
                changed.append(Int(newStem))
                n += 1
            }
        }
        return changed
    }

    /// Gives the page the stem with `weight`, or takes the stem from it when nil; entries stay in page order.
    private mutating func set(page: Int, stem: Int, weight: UInt32?) {
        var list = edited.removeValue(forKey: stem) ?? withEntries(of: stem) { Array($0) }
        let key = UInt32(page) << 7
        // The first entry of a page at or after `page`: entries sort by page id, then (one per page) weight.
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < key { low = middle + 1 } else { high = middle }
        }
        let found = low < list.count && list[low] >> 7 == UInt32(page)
        switch (weight, found) {
        case (let weight?, true): list[low] = key | weight
        case (let weight?, false): list.insert(key | weight, at: low)
        case (nil, true): list.remove(at: low)
        case (nil, false): break
        }
        edited[stem] = list
    }

    private func withEntries<Result>(of stem: Int, _ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        if let list = edited[stem] { return list.withUnsafeBufferPointer(body) }
        guard stem + 1 < starts.count else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return entries.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(starts[stem])..<Int(starts[stem + 1])])) }
    }

    /// Calls `body` with each of the stem's pages as (page id minus the previous page id minus 1, weight).
    private func forEachPair(of stem: Int, _ body: (Int, Int) -> Void) {
        withEntries(of: stem) { entries in
            var previousPage = -1
            for entry in entries {
                let page = Int(entry >> 7)
                body(page - previousPage - 1, Int(entry & 127))
                previousPage = page
            }
        }
    }
}
