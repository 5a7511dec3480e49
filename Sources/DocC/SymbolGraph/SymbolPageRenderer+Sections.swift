import Core
import Markdown

/// The sections of a symbol page around its Topics, in DocC's order.
extension SymbolPageRenderer {
    /// The platforms the symbol is available on, with the version that introduced it.
    func appendAvailability(of page: Int, to html: inout MarkdownPage) {
        let platforms = SymbolAvailability(reference.pages[page].symbol?.availability ?? []).platforms
        guard !platforms.isEmpty else { return }
        html.appendHTML("<ul class=\"docc-availability\">\n" + platforms.map { "<li>\(HTMLEscaping.text($0))</li>\n" }.joined() + "</ul>\n")
    }

    /// The declaration: the symbol's own, or an extended type's `extension Int`.
    func appendDeclaration(of page: Int, to html: inout MarkdownPage) {
        let fragments = declaration(of: page)
        guard !fragments.isEmpty else { return }
        appendSectionHeading("Declaration", to: &html)
        html.appendHTML(SymbolDeclaration.html(fragments) { identifier in
            reference.page(identifier: identifier).map(href(of:))
        })
    }

    func declaration(of page: Int) -> [SymbolGraph.Fragment] {
        let page = reference.pages[page]
        if let fragments = page.symbol?.declarationFragments { return fragments }
        guard page.role == .extendedType else { return [] }
        return [.init(kind: "keyword", spelling: "extension"), .init(kind: "text", spelling: " "),
                .init(kind: "typeIdentifier", spelling: page.name)]
    }

    /// DocC's deprecation notice: the `@DeprecationSummary`, else the availability's message.
    func appendDeprecation(of page: Int, _ documentation: SymbolDocumentation, to html: inout MarkdownPage) {
        let availability = SymbolAvailability(reference.pages[page].symbol?.availability ?? [])
        guard availability.isDeprecated || documentation.deprecationSummary != nil else { return }
        html.appendHTML("<aside class=\"callout deprecated\">\n<p class=\"callout-title\">Deprecated</p>\n")
        if let message = documentation.deprecationSummary ?? availability.deprecationMessage {
            append(markdown: message, to: &html)
        }
        html.appendHTML("</aside>\n")
    }

    /// The discussion, under "Overview" on pages that can have members (and modules) and "Discussion"
    /// on the others, unless it starts with a heading of its own.
    func appendDiscussion(of page: Int, _ documentation: SymbolDocumentation, to html: inout MarkdownPage) {
        let blocks = documentation.discussion.filter { !$0.lines.isEmpty }
        guard let first = blocks.first else { return }
        var markdown = blocks.map(\.markdown).joined(separator: "\n\n")
        if first.kind == .paragraph { markdown = DocCSections.capitalizingFirstWord(markdown) }
        if case .heading = first.kind {} else {
            appendSectionHeading(Self.couldHaveChildren(reference.pages[page]) ? "Overview" : "Discussion", to: &html)
        }
        append(markdown: markdown, to: &html)
    }

    /// Whether DocC titles the page's discussion "Overview": every kind but those of members that
    /// cannot have members of their own (`swiftSymbolCouldHaveChildren`).
    private static func couldHaveChildren(_ page: APIReference.Page) -> Bool {
        guard page.role == .symbol else { return true }
        return !["swift.associatedtype", "swift.deinit", "swift.enum.case", "swift.func", "swift.func.op", "swift.init",
                 "swift.method", "swift.property", "swift.type.method", "swift.type.property", "swift.typealias",
                 "swift.var"].contains(page.kind)
    }

    /// A requirement's default implementations, grouped by the type that provides them.
    func appendDefaultImplementations(of page: Int, to html: inout MarkdownPage) {
        let groups = relationships.defaultImplementations(of: page, in: reference)
        guard !groups.isEmpty else { return }
        appendSectionHeading("Default Implementations", to: &html)
        for group in groups {
            appendHeading(group.title, level: 3, to: &html)
            appendTopicList(group.pages.map(TopicTarget.symbol), to: &html)
        }
    }

    func appendRelationships(of page: Int, to html: inout MarkdownPage) {
        let groups = relationships.groups(of: page, in: reference)
        guard !groups.isEmpty else { return }
        appendSectionHeading("Relationships", to: &html)
        for group in groups {
            appendSectionHeading(group.title, level: 3, to: &html)
            var list = "<ul class=\"docc-relationships\">\n"
            for target in group.targets {
                switch target {
                case .page(let position):
                    let title = HTMLEscaping.text(reference.pages[position].title)
                    list += "<li><a href=\"\(HTMLEscaping.attribute(href(of: position)))\"><code>\(title)</code></a></li>\n"
                case .external(let name):
                    list += "<li><code>\(HTMLEscaping.text(name))</code></li>\n"
                }
            }
            html.appendHTML(list + "</ul>\n")
        }
    }
}
