/// How the search index packs pages' fragments into files. A new file costs a
/// build more than its bytes (60-180 us of kernel time each on ext4), and most
/// fragments are small: consecutive small ones share a file up to `bound` bytes,
/// so a shown result downloads at most `bound` bytes besides its own fragment.
/// A bundle never crosses a group of `groupSize` pages, so an edit that resizes
/// a page's fragment moves bundle boundaries in its group only.
enum SearchFragmentBundles {
    /// The most bytes a bundle of several fragments holds.
    static let bound = 32 * 1024
    static let groupSize = 16

    /// Whether a fragment of `size` bytes has a file of its own whatever its neighbours: the content
    /// step writes such a fragment the moment its page is analyzed, and they are most of the bytes.
    static func isAlone(_ size: Int) -> Bool {
        size > bound / 2
    }

    /// The id of each bundle's first page, in order, for `pageCount` pages whose fragments have `size(page)` bytes.
    static func starts(pageCount: Int, size: (Int) -> Int) -> [Int] {
        stride(from: 0, to: pageCount, by: groupSize).flatMap { starts(ofGroupAt: $0, pageCount: pageCount, size: size) }
    }

    /// The first pages of the bundles of the group that starts at page `first`: a page starts one when
    /// it starts the group, is alone or follows one that is, or does not fit in the bundle before it.
    static func starts(ofGroupAt first: Int, pageCount: Int, size: (Int) -> Int) -> [Int] {
        var starts: [Int] = []
        var filled = 0
        var previousIsAlone = false
        for page in first..<min(first + groupSize, pageCount) {
            let size = size(page)
            if page == first || isAlone(size) || previousIsAlone || filled + size > bound {
                starts.append(page)
                filled = 0
            }
            filled += size
            previousIsAlone = isAlone(size)
        }
        return starts
    }

    /// The pages of each bundle whose first pages are `starts`, of `pageCount` pages.
    static func ranges(starts: [Int], pageCount: Int) -> [Range<Int>] {
        zip(starts, starts.dropFirst() + [pageCount]).map { $0..<$1 }
    }
}
