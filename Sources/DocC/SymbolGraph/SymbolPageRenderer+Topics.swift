import Core
import Markdown

/// A page's Topics as DocC makes them: the groups its documentation's `## Topics` curates, in order;
/// then its members curated nowhere on it, grouped by kind (`AutomaticCuration`), a group titled like
/// a curated one joining it; then "Default Implementations", the lists of what it inherits. A member
/// curated on another page stays in its parent's groups (DocC removes it only when curated within its
/// parent), except a top-level symbol curated on another top-level symbol's page; the members of an
/// implementations page are listed there, not with their type's.
extension SymbolPageRenderer {
    /// The links the page's `## Topics` lists, as written (`Shape`, `doc:GettingStarted`), for a caller to
    /// say which name nothing (the page leaves those out).
    public func curatedLinks(of page: Int) -> [String] {
        documentation(of: page).topics.flatMap(\.links)
    }

    /// The page's Topics groups in DocC's order: its sections, and the order of its pages in navigation.

    public func topics(of page: Int) -> [TopicGroup] {
        topics(of: page, documentation(of: page))
    }

    func topics(of page: Int, _ documentation: SymbolDocumentation) -> [TopicGroup] {
        var groups: [TopicGroup] = []
        var curated: Set<Int> = []
        for group in documentation.topics {
            let targets = group.links.compactMap { resolveTopic($0, page) }
            for case .symbol(let position) in targets { curated.insert(position) }
            guard !targets.isEmpty else { continue }
            groups.append(TopicGroup(title: group.heading.map(Self.plainText), targets: targets, isAutomatic: false, heading: group.heading))
        }
        let current = reference.pages[page]
        if current.role == .module { curated.formUnion(curatedUnderTopLevel) }
        let members = current.role == .implementations ? current.children : current.children.filter { child in
            !curated.contains(child) && !reference.pages[child].isDisfavored && !inheritedMembers.contains(child)
        }
        for (title, pages) in AutomaticCuration.groups(members, in: reference) {
            if let existing = groups.firstIndex(where: { $0.title == title }) {
                groups[existing].targets += pages.map(TopicTarget.symbol)
            } else {
                groups.append(TopicGroup(title: title, targets: pages.map(TopicTarget.symbol), isAutomatic: true, heading: nil))
            }
        }
        let collections = current.children.filter { reference.pages[$0].role == .implementations }
        if !collections.isEmpty {
            let sorted = collections.sorted(by: reference.pathOrder)
            groups.append(TopicGroup(title: "Default Implementations", targets: sorted.map(TopicTarget.symbol), isAutomatic: true, heading: nil))
        }
        return groups
    }

    /// The top-level symbols that top-level symbols' Topics curate: DocC groups top-level types under one
    /// another without an API collection, and then no longer lists them on their module's page.
    func topLevelCuration() -> Set<Int> {
        var curated: Set<Int> = []
        for module in reference.modules {
            for container in reference.pages[module].children where reference.pages[container].role == .symbol {
                let comment = reference.pages[container].symbol?.docComment?.lines.contains { $0.text.contains("Topics") } ?? false
                guard extensionFiles[container] != nil || comment else { continue }
                for group in documentation(of: container).topics {
                    for case .symbol(let symbol) in group.links.compactMap({ resolveTopic($0, container) })
                    where symbol != container && reference.pages[symbol].parent == module {
                        curated.insert(symbol)
                    }
                }
            }
        }
        return curated
    }

    func appendTopics(of page: Int, _ documentation: SymbolDocumentation, to html: inout MarkdownPage) {
        let groups = topics(of: page, documentation)
        guard !groups.isEmpty else { return }
        appendSectionHeading("Topics", to: &html)
        for group in groups {
            if let heading = group.heading {
                append(markdown: "### " + heading, to: &html)
            } else if let title = group.title {
                appendHeading(title, level: 3, to: &html)
            }
            appendTopicList(group.targets, to: &html)
        }
    }

    /// Each target as DocC lists it: its declaration's short form (or title), linked, over its abstract.
    func appendTopicList(_ targets: [TopicTarget], to html: inout MarkdownPage) {
        html.appendHTML("<ul class=\"docc-topics\">\n")
        for target in targets {
            switch target {
            case .symbol(let position):
                html.appendHTML("<li><a href=\"\(HTMLEscaping.attribute(href(of: position)))\">\(listedName(of: position))</a>\n")
                if let abstract = abstractMarkdown(of: position, documentation(of: position)) {
                    // Rendered apart: the page's text and headings are its own, not its members'.
                    let rendered = HTMLRenderer(options: renderOptions).render(Array(Self.plainSymbolLinks(abstract).utf8), parsing: markdownOptions)
                    html.appendHTML(String(decoding: rendered.html, as: UTF8.self))
                }
            case .article(let url, let title, let abstract):
                html.appendHTML("<li><a href=\"\(HTMLEscaping.attribute(href(url)))\">\(HTMLEscaping.text(title))</a>\n")
                if let abstract { html.appendHTML("<p>\(HTMLEscaping.text(abstract))</p>\n") }
            }
            html.appendHTML("</li>\n")
        }
        html.appendHTML("</ul>\n")
    }

    /// A symbol's short declaration (`init(center: Point, radius: Double)`), which tells overloads
    /// apart; a module's or extended type's name in code; an API collection's title.
    private func listedName(of position: Int) -> String {
        let page = reference.pages[position]
        if let fragments = page.symbol?.names.subHeading ?? page.symbol?.declarationFragments {
            return "<code class=\"docc-symbol\">" + SymbolDeclaration.tokens(fragments) + "</code>"
        }
        if page.role == .extendedType {
            return "<code class=\"docc-symbol\">" + SymbolDeclaration.tokens(declaration(of: position)) + "</code>"
        }
        if page.role == .implementations { return HTMLEscaping.text(page.title) }
        return "<code class=\"docc-symbol\">" + HTMLEscaping.text(page.title) + "</code>"
    }

    /// A heading's text without its markup.
    static func plainText(_ markdown: String) -> String {
        HTMLRenderer().render(Array(("# " + markdown).utf8), collecting: .headings).headings.first?.text ?? markdown
    }
}
