/// Every page's postings regrouped by stem, each stem's in page order and
/// already in the form the index writes them: pairs (page id minus the previous
/// page id minus 1, weight) in `SearchNumberCode`, small numbers mostly a
/// character each rather than 4 bytes a posting as numbers. A counting sort
/// over flat arrays (each stem's size, then place) regroups the whole site's
/// postings in linear time, and a chunk's file copies its stems' bytes. An
/// edit then moves one page's postings (`replace`) without regrouping the rest.
struct PostingsByStem: Sendable {
    /// Where each stem's code starts in `code`; stem `s`'s ends where `s + 1`'s starts.
    private var starts: [Int]
    private var code: [UInt8]
    /// The postings of each stem an edit changed since the regrouping (and of stems newer than it),
    /// as page id shifted left by 7 bits plus the weight: changing one in `code` would move every later stem's.
    private var edited: [Int: [UInt32]] = [:]

    /// Regroups the postings of `pageCount` pages (`postings(page)`, as `SearchPage.postings`), whose stem ids
    /// are below `stemCount`. Each page's are asked for twice, one at a time, so that no more than one page's
    /// need be in memory (a build keeps them in its spool).
    init(pageCount: Int, postings pages: (Int) -> [UInt32], stemCount: Int) {
        let counts = Self.encodedCounts(pageCount: pageCount, postings: pages, stemCount: stemCount)
        self.init(pageCount: pageCount, postings: pages, encodedCounts: counts, keeping: [Bool](repeating: true, count: stemCount))
    }

    /// Regroups the postings of the stems `keeping` marks, each page's asked for once; the other stems are
    /// left empty. `counts` are every stem's `encodedCounts`: a stem's postings are written where those of the
    /// stems before it end, so a build can group the site's stems a range at a time. The pass runs over
    /// buffer pointers: it touches every posting of the site.
    init(pageCount: Int, postings pages: (Int) -> [UInt32], encodedCounts counts: [Int], keeping kept: [Bool]) {
        let stemCount = counts.count
        var starts = [Int](repeating: 0, count: stemCount + 1)
        for stem in 0..<stemCount { starts[stem + 1] = starts[stem] + (kept[stem] ? counts[stem] : 0) }
        var next = starts
        var lastPage = [Int32](repeating: -1, count: stemCount)
        let code = [UInt8](unsafeUninitializedCapacity: starts[stemCount]) { code, count in
            next.withUnsafeMutableBufferPointer { next in
                kept.withUnsafeBufferPointer { kept in
                    Self.forEachPair(in: pageCount, pages, lastPage: &lastPage) { stem, gap, weight in
                        guard kept[stem] else { return }
                        let end = SearchNumberCode.write(weight, at: SearchNumberCode.write(gap, at: code.baseAddress! + next[stem]))
                        next[stem] = end - code.baseAddress!
                    }
                }
            }
            count = starts[stemCount]
        }
        self.starts = starts
        self.code = code
    }

    /// How many bytes `encode` would append for each stem of the postings of `pageCount` pages (as `init`
    /// takes them), by stem id: the chunks' layout, worked out without holding a single posting.
    static func encodedCounts(pageCount: Int, postings pages: (Int) -> [UInt32], stemCount: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: stemCount)
        var lastPage = [Int32](repeating: -1, count: stemCount)
        counts.withUnsafeMutableBufferPointer { counts in
            Self.forEachPair(in: pageCount, pages, lastPage: &lastPage) { stem, gap, weight in
                counts[stem] += SearchNumberCode.count(gap) + SearchNumberCode.count(weight)
            }
        }
        return counts
    }

    /// Appends the stem's postings as the index writes them (see the type's summary).
    func encode(_ stem: Int, into output: inout [UInt8]) {
        if let list = edited[stem] {
            Self.forEachPair(of: list) { gap, weight in
                SearchNumberCode.append(gap, to: &output)
                SearchNumberCode.append(weight, to: &output)
            }
        } else if stem + 1 < starts.count {
            output += code[starts[stem]..<starts[stem + 1]]
        }
    }

    /// How many bytes `encode` appends for the stem.
    func encodedCount(_ stem: Int) -> Int {
        if let list = edited[stem] {
            var count = 0
            Self.forEachPair(of: list) { gap, weight in count += SearchNumberCode.count(gap) + SearchNumberCode.count(weight) }
            return count
        }
        return stem + 1 < starts.count ? starts[stem + 1] - starts[stem] : 0
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
        var list = edited.removeValue(forKey: stem) ?? decoded(stem)
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

    /// The stem's postings in `code`, as page id shifted left by 7 bits plus the weight.
    private func decoded(_ stem: Int) -> [UInt32] {
        guard stem + 1 < starts.count else { return [] }
        var list: [UInt32] = []
        code.withUnsafeBufferPointer { code in
            var position = starts[stem], page = -1
            while position < starts[stem + 1] {
                page += SearchNumberCode.read(code, at: &position) + 1
                list.append(UInt32(page) << 7 | UInt32(SearchNumberCode.read(code, at: &position)))
            }
        }
        return list
    }

    /// Calls `body` with the stem, the gap to the stem's previous page (page id minus the previous page id
    /// minus 1) and the weight of each posting of the pages, page by page; `lastPage` holds each stem's previous page.
    private static func forEachPair(
        in pageCount: Int, _ pages: (Int) -> [UInt32], lastPage: inout [Int32], _ body: (Int, Int, Int) -> Void
    ) {
        lastPage.withUnsafeMutableBufferPointer { lastPage in
            for pageID in 0..<pageCount {
                pages(pageID).withUnsafeBufferPointer { postings in
                    for posting in postings {
                        let (stem, weight) = SearchPage.stemAndWeight(posting)
                        body(stem, pageID - Int(lastPage[stem]) - 1, Int(weight))
                        lastPage[stem] = Int32(pageID)
                    }
                }
            }
        }
    }

    /// Calls `body` with each posting of `list` (page id shifted left by 7 bits plus the weight, in page
    /// order) as (page id minus the previous page id minus 1, weight).
    private static func forEachPair(of list: [UInt32], _ body: (Int, Int) -> Void) {
        var previousPage = -1
        for entry in list {
            let page = Int(entry >> 7)
            body(page - previousPage - 1, Int(entry & 127))
            previousPage = page
        }
    }
}
