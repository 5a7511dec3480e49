import Core
import DocC
import Markdown

/// What the links of an API reference page lead to, resolved from that page as DocC resolves them:
/// ``` ``Symbol`` ``` (`symbol:` once `SymbolLinkSyntax` has rewritten it) through the reference, shown by the
/// symbol's name in code voice; `<doc:Name>` to an article of the module's catalog, else to a symbol.
struct SymbolPageLinks: Sendable {
    /// A link that names nothing, with DocC's explanation.
    struct Unresolved: Error, Equatable {
        /// As written between the backticks, or after `doc:`.
        var link: String
        var reason: String
    }

    let placement: APIReferencePlacement
    let catalog: DocCCatalog

    /// What a link of the page at `page` becomes; nil for a link that is neither a symbol's nor an article's,
    /// which the site resolves as on any page.
    func rewrite(_ destination: String, from page: Int) -> Result<LinkRewrite?, Unresolved> {
        if destination.hasPrefix("symbol:") {
            let link = String(destination.dropFirst("symbol:".count))
            return symbol(link, from: page).map { target in .codeLink(destination: url(of: target), code: reference.pages[target].title) }
        }
        guard let doc = DocCReference(destination) else { return .success(nil) }
        if let article = article(doc.path, from: page) {
            return .success(.link(destination: article.url + doc.anchor, text: nil))
        }
        return symbol(doc.path, from: page).map { target in .codeLink(destination: url(of: target), code: reference.pages[target].title) }
    }

    /// What an entry of a page's Topics (``` ``Symbol`` ``` or `doc:Article`) lists; nil when it names nothing.
    func topic(_ link: String, from page: Int) -> TopicTarget? {
        if link.hasPrefix("doc:") {
            let path = String(link.dropFirst(4))
            if let article = article(path, from: page) { return .article(url: article.url, title: article.title, abstract: nil) }
            return try? symbol(path, from: page).map(TopicTarget.symbol).get()
        }
        return try? symbol(link, from: page).map(TopicTarget.symbol).get()
    }

    /// The links of a page's Topics that name nothing.
    func unresolvedTopics(_ links: [String], of page: Int) -> [Unresolved] {
        links.compactMap { link in
            guard topic(link, from: page) == nil else { return nil }
            if link.hasPrefix("doc:") { return Unresolved(link: String(link.dropFirst(4)), reason: "no article or symbol named '\(link.dropFirst(4))'") }
            if case .failure(let failure) = symbol(link, from: page) { return failure }
            return nil
        }
    }

    private var reference: APIReference { placement.reference }

    private func symbol(_ link: String, from page: Int) -> Result<Int, Unresolved> {
        switch reference.resolve(link, from: page) {
        case .page(let target): .success(target)
        case .unresolved(let reason): .failure(Unresolved(link: link, reason: reason))
        }
    }

    /// The article `path` names in the catalog of the page's module.
    private func article(_ path: String, from page: Int) -> DocCCatalog.Article? {
        guard let catalog = placement.catalogs[reference.pages[page].module] else { return nil }
        return self.catalog.article(path, from: catalog + "/")
    }

    private func url(of page: Int) -> String {
        reference.pages[page].url + "/"
    }
}
