import Core
import Foundation

/// A module's one-sentence summary, as its catalog's landing page states it: the paragraph right after
/// the page's ``` # ``Module`` ``` title, as DocC reads a page's abstract.
enum CatalogAbstract {
    /// The abstract of `module` in `catalog`, or nil when the catalog has no page for the module or the page has none.
    static func of(module: String, in catalog: String) -> String? {
        let pages = DirectoryListing.entries(in: catalog).filter { $0.status.kind == .regular && $0.name.hasSuffix(".md") }.map(\.name)
        for name in pages.sorted() {
            guard let data = FileManager.default.contents(atPath: catalog + "/" + name) else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard let title = lines.firstIndex(where: { !$0.trimmingWhitespace().isEmpty }),
                  lines[title].trimmingWhitespace() == "# ``\(module)``" else { continue }
            return abstract(after: lines[(title + 1)...])
        }
        return nil
    }

    /// The first paragraph of `lines`, skipping directive blocks (`@Metadata { … }`); nil when a heading comes first.
    static func abstract(after lines: ArraySlice<Substring>) -> String? {
        var paragraph: [String] = []
        var directiveDepth = 0
        for line in lines {
            let text = line.trimmingWhitespace()
            if directiveDepth > 0 || (paragraph.isEmpty && text.hasPrefix("@")) {
                directiveDepth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
                directiveDepth = max(directiveDepth, 0)
                continue
            }
            if text.isEmpty {
                if paragraph.isEmpty { continue }
                break
            }
            if paragraph.isEmpty && text.hasPrefix("#") { return nil }
            paragraph.append(text)
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}
