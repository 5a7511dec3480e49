/// The pages of one language, as its search index numbers them: page id `i` is the site index's page at
/// `positions[i]`, in the site index's order.
struct SearchLanguagePages: Sendable {
    /// The site's pages.
    let all: [Page]
    /// The positions in `all` of the language's pages, ascending.
    let positions: [Int]

    var count: Int { positions.count }

    /// The page with id `id`.
    func page(_ id: Int) -> Page {
        all[positions[id]]
    }

    /// The id of the page at `position` in the site's pages, if it is in the language.
    func id(ofPosition position: Int) -> Int? {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == position ? low : nil
    }

    /// The pages of each of `languages`, in the order the site declares them.
    static func partition(_ pages: [Page], languages: SiteLanguages) -> [SearchLanguagePages] {
        guard languages.isMultilingual else { return [SearchLanguagePages(all: pages, positions: Array(pages.indices))] }
        let order = Dictionary(uniqueKeysWithValues: languages.all.enumerated().map { ($1.code, $0) })
        var positions = [[Int]](repeating: [], count: languages.all.count)
        for (position, page) in pages.enumerated() {
            positions[order[languages.language(ofLanguagePath: page.contentPath).code]!].append(position)
        }
        return positions.map { SearchLanguagePages(all: pages, positions: $0) }
    }
}
