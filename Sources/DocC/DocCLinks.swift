import Markdown

/// What DocC's links and images become (`RenderOptions.rewriteLink`): `doc:` links point to the
/// article's URL, titled with the article's title when written as `<doc:Article>`; `symbol:` links
/// point to the symbol's page, or become plain code; images named by the catalog's name point to
/// its file. A `doc:` link that names no article but a heading of the page links to it, as DocC's does; one to
/// nothing keeps its text without the link.
struct DocCLinks: Sendable {
    let catalog: DocCCatalog
    let contentPath: String
    /// For a catalog whose module the site has symbol graphs of: what ``` ``Symbol`` ``` (`symbol:Symbol`) or a
    /// `doc:` link that names no article becomes, through the module's API reference; given the destination.
    var resolveSymbol: (@Sendable (_ destination: String) -> LinkRewrite)?

    func rewrite(_ destination: String, isImage: Bool, textIsDestination: Bool) -> LinkRewrite? {
        if isImage {
            guard let image = catalog.image(destination, from: contentPath), Self.isBareName(destination) else { return nil }
            return .link(destination: image.light, text: nil)
        }
        if destination.hasPrefix("symbol:") {
            let symbol = String(destination.dropFirst("symbol:".count))
            if let resolveSymbol { return resolveSymbol(destination) }
            guard let article = catalog.symbolArticle(symbol, from: contentPath) else { return .code(symbol) }
            return .link(destination: article.url, text: nil)
        }
        guard let reference = DocCReference(destination) else { return nil }
        guard let article = catalog.article(reference.path, from: contentPath) else {
            if reference.heading == nil, let anchor = catalog.heading(reference.path, onPage: contentPath) {
                return .link(destination: "#" + anchor, text: textIsDestination ? reference.displayName : nil)
            }
            if let resolveSymbol { return resolveSymbol(destination) }
            return textIsDestination ? .text(reference.displayName) : .unlinked
        }
        return .link(destination: article.url + reference.anchor, text: textIsDestination ? reference.heading ?? article.title : nil)
    }

    private static func isBareName(_ destination: String) -> Bool {
        !destination.contains("/") && !destination.contains(":")
    }
}
