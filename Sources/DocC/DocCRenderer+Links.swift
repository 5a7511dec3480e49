import Core
import Markdown

/// `@Links(visualStyle:)`, and a Topics section in a grid style: the pages a list links to
/// (`<doc:Article>`, ``` ``Symbol`` ```, `[text](doc:Article)`), each by its title; as a list, over its
/// abstract, as DocC lists Topics; as a grid, as cards with the page's card image (else its icon) and,
/// detailed, its abstract. A link that names no page is left out, as DocC leaves it out.
extension DocCRenderer {
    enum LinksStyle: String {
        case list, compactGrid, detailedGrid
    }

    /// A page a list of links shows.
    struct LinkedPage {
        var href: String
        /// The title's HTML: an article's title, a symbol's name in code.
        var title: String
        var abstract: String?
        /// The card image's catalog name (or its icon's).
        var image: DocCPageMetadata.Image?
    }

    func links(_ directive: Directive, to page: inout PageParts) {
        let style = directive.argument("visualStyle").flatMap(LinksStyle.init) ?? .list
        for case .markdown(let text, _) in directive.children {
            if let list = MarkdownBlock.blocks(of: text).first(where: { $0.kind == .list(ordered: false) }) {
                return appendLinks(list, style: style, to: &page)
            }
        }
    }

    func appendLinks(_ list: MarkdownBlock, style: LinksStyle, to page: inout PageParts) {
        let pages = list.items.compactMap { item in
            SymbolDocumentation.link(in: MarkdownBlock.content(ofItem: item).first ?? "").flatMap(linkedPage)
        }
        guard !pages.isEmpty else { return }
        if style == .list {
            page.append("<ul class=\"docc-links docc-topics\">\n")
            for linked in pages {
                page.append("<li><a href=\"\(HTMLEscaping.attribute(linked.href))\">\(linked.title)</a>\n")
                if let abstract = linked.abstract { page.append("<p>" + inlineHTML(abstract) + "</p>\n") }
                page.append("</li>\n")
            }
            return page.append("</ul>\n")
        }
        page.append("<ul class=\"docc-links docc-cards\(style == .compactGrid ? " docc-cards-compact" : "")\">\n")
        for linked in pages {
            page.append("<li class=\"docc-card\"><a href=\"\(HTMLEscaping.attribute(linked.href))\">\n")
            if let image = linked.image {
                let markdown = "![\(SymbolPageRenderer.escaped(image.alt ?? ""))](<\(image.source)>)"
                page.append("<span class=\"docc-card-image\">" + inlineHTML(markdown) + "</span>\n")
            }
            page.append("<span class=\"docc-card-title\">\(linked.title)</span></a>\n")
            if style == .detailedGrid, let abstract = linked.abstract { page.append("<p>" + inlineHTML(abstract) + "</p>\n") }
            page.append("</li>\n")
        }
        page.append("</ul>\n")
    }

    /// The page a link of a list names: an article of the catalog, else what the site makes of a symbol link.
    private func linkedPage(_ link: String) -> LinkedPage? {
        let reference = DocCReference(link)
        let article: DocCCatalog.Article?
        if let reference {
            article = catalog.article(reference.path, from: contentPath)
        } else {
            article = catalog.symbolArticle(link, from: contentPath)
        }
        if let article {
            let metadata = article.metadata
            return LinkedPage(href: href(article.url + (reference?.anchor ?? "")), title: HTMLEscaping.text(article.title),
                              abstract: metadata.abstract, image: metadata.card ?? metadata.icon)
        }
        let destination = reference == nil ? "symbol:" + link : link
        switch renderOptions.rewriteLink?(destination, false, true) {
        case .link(let target, let text):
            return LinkedPage(href: href(target), title: text.map(HTMLEscaping.text) ?? Self.code(link), abstract: nil, image: nil)
        case .codeLink(let target, let code):
            return LinkedPage(href: href(target), title: Self.code(code), abstract: nil, image: nil)
        default:
            return nil
        }
    }

    private static func code(_ text: String) -> String {
        "<code>" + HTMLEscaping.text(text.split(separator: "/").last.map(String.init) ?? text) + "</code>"
    }

    /// A page's URL as the site links it.
    private func href(_ url: String) -> String {
        renderOptions.resolveURL?(url, false) ?? url
    }

    /// The HTML of one paragraph of Markdown, without the paragraph: an abstract, an image. A footnote
    /// reference is left out: its definition is on the page the paragraph comes from. Read with the inline extensions
    /// only: a paragraph as DocC finds it may read as a definition list with a heading in it, whose id the page has.
    func inlineHTML(_ markdown: String) -> String {
        var options = markdownOptions
        options.extensions.formIntersection(.inline)
        let html = renderer.render(SymbolLinkSyntax.rewrite(Self.withoutFootnoteReferences(markdown)), parsing: options)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return html }
        return String(html.dropFirst(3).dropLast(5))
    }

    /// The Markdown without its `[^label]` footnote references.
    static func withoutFootnoteReferences(_ markdown: String) -> String {
        guard markdown.contains("[^") else { return markdown }
        var result = ""
        var rest = markdown[...]
        while let open = rest.range(of: "[^") {
            result += rest[..<open.lowerBound]
            if let close = rest[open.upperBound...].firstIndex(of: "]"), !rest[open.upperBound..<close].contains(where: { $0 == " " || $0 == "[" }) {
                rest = rest[rest.index(after: close)...]
            } else {
                result += "[^"
                rest = rest[open.upperBound...]
            }
        }
        return result + rest
    }
}
