import Core

/// The search index's page tables: what the result list shows of a page before
/// the page itself is fetched, its title and URL. Table N holds the pages with
/// ids `N·size ..< (N+1)·size`, so search.js finds a page's table from its id
/// alone, and an edit rewrites only the table of a page whose title or URL changed.
/// The passages a result shows come from the page's own HTML, fetched when the
/// result is shown: the index holds none of the pages' text.
enum SearchPageTable {
    /// Pages a table holds: few enough that a table is a small download, and a query's first results
    /// fetch at most one table per shown result.
    static let size = 128

    /// The ids of the pages table `table` holds, of `pageCount` pages.
    static func pages(of table: Int, pageCount: Int) -> Range<Int> {
        table * size..<min(pageCount, (table + 1) * size)
    }

    /// How many tables `pageCount` pages fill.
    static func count(pageCount: Int) -> Int {
        (pageCount + size - 1) / size
    }

    /// A table's file: `[["title","url"],…]`, one pair a page in id order, each URL with the base URL.
    static func bytes(of pages: some Collection<Page>, baseURL: BaseURL) -> [UInt8] {
        var table: [UInt8] = [UInt8(ascii: "[")]
        for (index, page) in pages.enumerated() {
            table.append(contentsOf: index == 0 ? "[".utf8 : ",\n[".utf8)
            JSONString.appendQuoted(page.title, to: &table)
            table.append(UInt8(ascii: ","))
            JSONString.appendQuoted(baseURL.url(page.route.url), to: &table)
            table.append(UInt8(ascii: "]"))
        }
        table.append(contentsOf: "]\n".utf8)
        return table
    }
}
