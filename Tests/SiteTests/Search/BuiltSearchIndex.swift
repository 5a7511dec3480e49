import Foundation
import TestSupport
@testable import Site

/// A search index a build wrote, read back as search.js reads it: its terms, and the titles of the pages each is on.
struct BuiltSearchIndex {
    let manifest: String
    /// Each term's pages, by id.
    let postings: [String: [Int]]
    /// Each page's title, by id.
    let titles: [String]

    /// The index in `folder` of the site's output (`search/`, `de/search/`).
    init(_ site: TemporaryDirectory, _ folder: String) throws {
        let decoder = JSONDecoder()
        manifest = try Self.read(site, folder + "manifest.json")
        let chunkCount = try decoder.decode(Manifest.self, from: Data(manifest.utf8)).chunks.count
        var postings: [String: [Int]] = [:]
        for chunk in 0..<chunkCount {
            let words = try decoder.decode([String: String].self, from: Data(try Self.read(site, folder + "words/\(chunk).json").utf8))
            for (term, code) in words { postings[term] = Self.pages(of: code) }
        }
        self.postings = postings
        var titles: [String] = []
        for table in 0..<SearchPageTable.count(pageCount: try decoder.decode(Manifest.self, from: Data(manifest.utf8)).pages) {
            titles += try decoder.decode([[String]].self, from: Data(try Self.read(site, folder + "pages/\(table).json").utf8)).map { $0[0] }
        }
        self.titles = titles
    }

    var terms: Set<String> { Set(postings.keys) }

    /// The titles of the pages with `term`, in index order.
    func titles(with term: String) -> [String] {
        (postings[term] ?? []).map { titles[$0] }
    }

    private struct Manifest: Decodable {
        var pages: Int
        var chunks: [String]
    }

    private static func read(_ site: TemporaryDirectory, _ path: String) throws -> String {
        guard let text = site.read("Public/" + path) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        return text
    }

    /// The page ids of a term's postings (pairs of page gap and weight in `SearchNumberCode`).
    private static func pages(of code: String) -> [Int] {
        let bytes = Array(code.utf8)
        return bytes.withUnsafeBufferPointer { code in
            var pages: [Int] = [], position = 0, page = -1
            while position < code.count {
                page += SearchNumberCode.read(code, at: &position) + 1
                _ = SearchNumberCode.read(code, at: &position)
                pages.append(page)
            }
            return pages
        }
    }
}
