import DocC
import Foundation

/// A DocC catalog's own `header.html` and `footer.html`, which DocC puts above and below every page of the
/// catalog: here each page of the catalog shows them inside the site's own header and footer. They are the
/// author's HTML, trusted as the site's templates are.
struct CatalogChrome: Sendable, Hashable {
    var header: String?
    var footer: String?

    /// The two files' names, at the top of a catalog.
    static let fileNames: Set<String> = ["header.html", "footer.html"]

    /// Whether the file at `contentPath` is one of them, and so not published.
    static func holds(_ contentPath: String) -> Bool {
        guard let catalog = DocCCatalog.root(of: contentPath), contentPath.utf8.count > catalog.utf8.count + 1 else { return false }
        return fileNames.contains(String(contentPath.dropFirst(catalog.count + 1)))
    }

    /// Each catalog's header and footer among `files`, by catalog; unreadable ones are left out.
    static func of(_ files: [ContentFile]) -> [String: CatalogChrome] {
        var chrome: [String: CatalogChrome] = [:]
        for file in files where holds(file.contentPath) {
            let catalog = DocCCatalog.root(of: file.contentPath)!
            guard let data = FileManager.default.contents(atPath: file.absolutePath) else { continue }
            var html = String(decoding: data, as: UTF8.self)
            while html.last?.isNewline == true { html.removeLast() }
            if file.contentPath.hasSuffix("/header.html") {
                chrome[catalog, default: CatalogChrome()].header = html
            } else {
                chrome[catalog, default: CatalogChrome()].footer = html
            }
        }
        return chrome
    }
}
