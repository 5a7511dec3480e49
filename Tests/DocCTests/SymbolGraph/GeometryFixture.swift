import Foundation
import Markdown
@testable import DocC

/// The Geometry fixture as the symbol page tests read it: the reference its graphs make, its catalog's
/// extension files by page, and what `docc convert` published for each page (`docc-expected.json`).
struct GeometryFixture {
    static let folder = Bundle.module.resourcePath! + "/Fixtures/SymbolGraphs/Geometry"

    let reference: APIReference
    let extensionFiles: [Int: [DocCNode]]
    /// docc's pages by URL.
    let docc: [String: DoccPage]

    init() throws {
        reference = try APIReference.load(folder: Self.folder + "/symbol-graphs", displayPath: "symbol-graphs")
        let catalog = Self.folder + "/Sources/Geometry/Geometry.docc"
        var files: [Int: [DocCNode]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: catalog) where name.hasSuffix(".md") {
            let nodes = DirectiveParser.parse(try String(contentsOfFile: catalog + "/" + name, encoding: .utf8))
            guard let title = DocCRenderer.heading(of: nodes), let symbol = DocCRenderer.symbol(inTitle: title) else { continue }
            let url = "/documentation/" + symbol.lowercased()
            if let page = reference.pages.firstIndex(where: { $0.url == url }) { files[page] = nodes }
        }
        extensionFiles = files
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/docc-expected.json"))
        docc = Dictionary(uniqueKeysWithValues: try JSONDecoder().decode([DoccPage].self, from: data).map { ($0.url, $0) })
    }

    func page(_ url: String) -> Int {
        reference.pages.firstIndex { $0.url == "/documentation/geometry" + url }!
    }

    /// docc's pages the reference makes: all but the catalog's article.
    var referencePages: [(page: Int, docc: DoccPage)] {
        reference.pages.indices.compactMap { page in docc[reference.pages[page].url].map { (page, $0) } }
    }

    /// What a reader reads of HTML: its text without tags, entities decoded, white space collapsed, and
    /// typographic quotes as straight ones (docc typesets quotes; the site keeps them as written).
    static func text(ofHTML html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return plain(text)
    }

    /// Text with white space collapsed and typographic quotes straightened.
    static func plain(_ text: String) -> String {
        let straight = text.replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{201C}", with: "\"")
            .replacingOccurrences(of: "\u{201D}", with: "\"")
        return straight.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// A renderer of the fixture whose links resolve through `FixtureLinks`.
    func renderer(extensionFiles: [Int: [DocCNode]]? = nil) -> SymbolPageRenderer {
        let links = FixtureLinks(reference: reference)
        return SymbolPageRenderer(reference: reference, extensionFiles: extensionFiles ?? self.extensionFiles, markdownOptions: MarkdownOptions(extensions: .docs),
                                  renderOptions: RenderOptions(), resolveTopic: { links.topic($0, from: $1) })
    }

    /// The body of a page, its symbol links resolved from it.
    func render(_ page: Int) -> RenderedMarkdown {
        var renderer = renderer()
        let links = FixtureLinks(reference: reference)
        renderer.renderOptions.rewriteLink = { destination, _, _ in
            if destination.hasPrefix("doc:"), case .article(let url, let title, _)? = links.topic(destination, from: page) {
                return .link(destination: url, text: title)
            }
            guard destination.hasPrefix("symbol:"), let target = links.page(String(destination.dropFirst(7)), from: page) else { return nil }
            return .link(destination: reference.pages[target].url, text: reference.pages[target].title)
        }
        return renderer.render(page)
    }
}

/// The fixture's links: symbols through `APIReference.resolve`, and the catalog's one article, which a site's
/// catalog would resolve (the DocC module alone has no catalog of articles to look in).
struct FixtureLinks: Sendable {
    let reference: APIReference

    func topic(_ link: String, from scope: Int) -> TopicTarget? {
        if link == "doc:GettingStarted" {
            return .article(url: "/documentation/geometry/gettingstarted", title: "Getting Started with Geometry",
                            abstract: "Build shapes from points and measure them.")
        }
        return page(link, from: scope).map(TopicTarget.symbol)
    }

    func page(_ link: String, from scope: Int) -> Int? {
        guard case .page(let page) = reference.resolve(link.hasPrefix("doc:") ? String(link.dropFirst(4)) : link, from: scope) else { return nil }
        return page
    }
}

/// One page of `docc-expected.json` (its README says what each field holds).
struct DoccPage: Decodable {
    struct Group: Decodable {
        let title: String?
        let urls: [String]
        let generated: Bool?
    }

    let url: String
    let kind: String
    let roleHeading: String?
    let title: String
    let abstract: String?
    let declarations: [String]?
    let parameters: [[String]]?
    let returns: String?
    let asides: [[String]]?
    let content: [String]?
    let topics: [Group]?
    let relationships: [Group]?
    let defaultImplementations: [Group]?
    let platforms: [String]?
    let deprecated: String?
}
