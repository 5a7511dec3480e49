/// Every page's postings regrouped by stem, each stem's in page order: a
/// counting sort over flat arrays (count per stem, then place), so the whole
/// site's postings are regrouped in milliseconds each time any page changes,
/// rather than appended one by one to an array per stem.
struct PostingsByStem {
    /// Where each stem's entries start in `entries`; stem `s`'s end where `s + 1`'s start.
    private var starts: [Int32]
    /// Page id shifted left by 7 bits plus the weight, as `SearchPage.postings` holds stem and weight.
    private var entries: [UInt32]

    /// Regroups `pages` (each page's `SearchPage.postings`, in page order) whose stem ids are below `stemCount`.
    /// The loops run over buffer pointers: they touch every posting of the site on each rebuild.
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
        starts[stem] == starts[stem + 1]
    }

    /// Appends the stem's postings as the index writes them: pairs (page id minus the previous
    /// page id minus 1, weight) in `SearchNumberCode`.
    func encode(_ stem: Int, into output: inout [UInt8]) {
        let range = Int(starts[stem])..<Int(starts[stem + 1])
        entries.withUnsafeBufferPointer { entries in
            var previousPage = -1
            for entry in entries[range] {
                let page = Int(entry >> 7)
                SearchNumberCode.append(page - previousPage - 1, to: &output)
                SearchNumberCode.append(Int(entry & 127), to: &output)
                previousPage = page
            }
        }
    }
}
