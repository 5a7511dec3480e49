import Core
import Markdown

/// What an entry of a page's Topics links to.
public enum TopicTarget: Sendable, Equatable {
    /// A page of the reference, by position.
    case symbol(Int)
    /// An article of the catalog.
    case article(url: String, title: String, abstract: String?)
}

/// A group of a page's Topics section.
public struct TopicGroup: Sendable, Equatable {
    /// The group's title as plain text; nil for links an extension file lists before its first `###` heading.
    public let title: String?
    /// What the group lists, in order.
    public internal(set) var targets: [TopicTarget]
    /// Whether DocC made the group (by kind, or `Default Implementations`) rather than the catalog's author.
    public let isAutomatic: Bool
    /// The heading's Markdown as written, for a curated group.
    let heading: String?
}

/// The body of an API reference page as DocC shows it, everything below the title: the abstract,
/// availability, the declaration, the doc comment's sections (Parameters, Return Value, the
/// discussion under "Overview" or "Discussion" with its asides), Topics, Default Implementations and
/// Relationships. A page's documentation is its doc comment merged with its catalog extension file
/// (`SymbolDocumentation`); a doc comment written in another module (Swift's, on `!=`) is not shown,
/// and a member inherited without one of its own is "Inherited from" where it comes from, as docc
/// does without `--enable-inherited-docs`.
///
/// Made once for a reference (it indexes the relationships); rendering a page reads only that page,
/// its children and their documentation. A page's ``` ``Symbol`` ``` links resolve from that page:
/// the site renders each page with a copy whose `renderOptions.rewriteLink` resolves from it (a copy
/// shares the index).
public struct SymbolPageRenderer: Sendable {
    /// The pages rendered.
    public let reference: APIReference
    /// Each page's catalog extension file (`# ``Module/Type`` `, or the module's root page), by position.
    public let extensionFiles: [Int: [DocCNode]]
    /// How Markdown is parsed; DocC's asides, term lists and heading ids are always on, and heading attributes.
    public var markdownOptions: MarkdownOptions
    /// How Markdown is rendered: the site's hooks, and the link rewriting of the page being rendered.
    public var renderOptions: RenderOptions
    /// The target of a link a Topics section lists (``` ``Shape`` ```, `doc:GettingStarted`, written
    /// without its backticks or brackets), resolved from the page at `scope`; nil when it names nothing.
    let resolveTopic: @Sendable (_ link: String, _ scope: Int) -> TopicTarget?
    let relationships: SymbolRelationships
    /// The pages an implementations page lists (`Equatable Implementations`), which their type's own groups leave out.
    let inheritedMembers: Set<Int>
    /// Top-level symbols curated on another top-level symbol's page, which their module's groups leave out.
    private(set) var curatedUnderTopLevel: Set<Int> = []
    /// Each page's documentation, read once: a page's is asked for by its own page, its parent's Topics,
    /// the sidebar's order and the search index.
    private let documentations: [SymbolDocumentation]

    /// Indexes `reference` for rendering its pages.
    public init(reference: APIReference, extensionFiles: [Int: [DocCNode]] = [:], markdownOptions: MarkdownOptions,
                renderOptions: RenderOptions, resolveTopic: @escaping @Sendable (_ link: String, _ scope: Int) -> TopicTarget?) {
        self.reference = reference
        self.extensionFiles = extensionFiles
        var markdownOptions = markdownOptions
        // Heading attributes carry the ids of the sections the page adds (`appendSectionHeading`).
        markdownOptions.extensions.formUnion([.asides, .docCHeadingIDs, .headingAttributes, .termLists])
        self.markdownOptions = markdownOptions
        self.renderOptions = renderOptions
        self.resolveTopic = resolveTopic
        relationships = SymbolRelationships(reference)
        documentations = Array(reference.pages.indices).concurrentMap { position in
            Self.documentation(of: reference.pages[position], extensionFile: extensionFiles[position])
        }
        inheritedMembers = Set(reference.pages.filter { $0.role == .implementations }.flatMap(\.children))
        curatedUnderTopLevel = topLevelCuration()
    }

    /// The page's body, with its headings (`<h2>`, `<h3>`) and text collected for "On this page" and search.
    public func render(_ page: Int) -> RenderedMarkdown {
        let documentation = documentation(of: page)
        var html = MarkdownPage(collecting: [.headings, .text])
        if let abstract = abstractMarkdown(of: page, documentation) {
            html.appendHTML("<div class=\"docc-abstract\">\n")
            append(markdown: abstract, to: &html)
            html.appendHTML("</div>\n")
        }
        appendAvailability(of: page, to: &html)
        appendDeclaration(of: page, to: &html)
        appendDeprecation(of: page, documentation, to: &html)
        append(DocCSections.parameters(documentation.parameters) + DocCSections.returnValue(documentation.returns), to: &html)
        appendDiscussion(of: page, documentation, to: &html)
        appendTopics(of: page, documentation, to: &html)
        appendDefaultImplementations(of: page, to: &html)
        appendRelationships(of: page, to: &html)
        return HTMLRenderer(options: renderOptions).finish(html)
    }

    /// DocC's role heading, shown above the title: the kind's name ("Structure", "Instance Method"),
    /// "Framework" for a module, "Extended Module", "Extended Structure", "API Collection".
    public func roleHeading(of page: Int) -> String {
        let page = reference.pages[page]
        switch page.role {
        case .module: return "Framework"
        case .symbol: return page.symbol?.kind.displayName ?? page.kind
        case .extendedModule: return "Extended Module"
        case .extendedType: return Self.extendedTypeHeadings[page.kind] ?? "Extended Type"
        case .implementations: return "API Collection"
        }
    }

    /// The abstract as plain text, for listings, search and the page's description.
    public func abstract(of page: Int) -> String? {
        guard let markdown = abstractMarkdown(of: page, documentation(of: page)) else { return nil }
        let text = HTMLRenderer().render(Array(Self.plainSymbolLinks(markdown).utf8), collecting: .text).text.bytes
        return String(decoding: text, as: UTF8.self).trimmingSpaces.split(separator: "\n").joined(separator: " ")
    }

    func documentation(of position: Int) -> SymbolDocumentation {
        documentations[position]
    }

    /// The page's doc comment, unless it was written in another module, merged with its extension file.
    private static func documentation(of page: APIReference.Page, extensionFile: [DocCNode]?) -> SymbolDocumentation {
        var docComment: String?
        if let comment = page.symbol?.docComment, comment.module == nil || comment.module == page.module {
            docComment = withoutCommonIndentation(comment.lines.map(\.text)).joined(separator: "\n")
        }
        return SymbolDocumentation(docComment: docComment, extensionFile: extensionFile)
    }

    /// The abstract's Markdown; for a member inherited without documentation of its own, where it comes from.
    func abstractMarkdown(of page: Int, _ documentation: SymbolDocumentation) -> String? {
        if let abstract = documentation.abstract { return abstract }
        guard let origin = relationships.origin(of: page, in: reference) else { return nil }
        return "Inherited from " + Self.codeSpan(origin.displayName) + "."
    }

    private static let extendedTypeHeadings = [
        "swift.class": "Extended Class", "swift.protocol": "Extended Protocol", "swift.struct": "Extended Structure",
        "swift.enum": "Extended Enumeration",
    ]
}
