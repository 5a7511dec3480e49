/// What a page's `@Metadata` says about the page itself rather than its text: the title shown, the
/// label above it, its images and accent color, and whether it is the catalog's root.
public struct DocCPageMetadata: Sendable, Hashable {
    /// An image `@PageImage` names, by its catalog name (`source`) until a site resolves it.
    public struct Image: Sendable, Hashable {
        /// The image's catalog name, or its site path once resolved.
        public var source: String
        /// The text that replaces it.
        public var alt: String?
    }

    /// `@DisplayName("…")`: the title shown instead of the first heading.
    public var displayName: String?
    /// `@TitleHeading("…")`: the label above the title.
    public var titleHeading: String?
    /// `@PageKind(article|sampleCode)`, as written.
    public var kind: String?
    /// `@PageColor(blue|…)`, as written.
    public var color: String?
    /// `@PageImage(purpose: icon, …)`: shown beside the title.
    public var icon: Image?
    /// `@PageImage(purpose: card, …)`: the page's image where it is shared.
    public var card: Image?
    /// Whether the page roots its catalog, as DocC has it: `@TechnologyRoot`, or the page of a
    /// module (titled ``` ``Module`` ```, a symbol without a `/`).
    public var marksRoot = false
    /// For a page of a module's documentation (the API reference and its catalog): the URL of the module's
    /// navigation file, which the layout shows as the sidebar's tree.
    public var navigationTree: String?
    /// The symbol a page titled ``` ``Module/Type`` ``` documents, as written between the backticks: the page is
    /// that symbol's documentation extension, whose content goes into the symbol's page.
    public var documentedSymbol: String?
    /// Whether the page's `## Topics` curates other articles (its own Topics list them, so a listing of
    /// the pages under it would repeat them).
    public var curatesTopics = false
    /// DocC's abstract: the Markdown of the paragraph after the title, which lists of pages show under its title.
    public var abstract: String?
    /// What the page's `@Options` change of DocC's automatic behaviour, for the page itself.
    public var options = DocCOptions()
    /// What its `@Options(scope: global)` change, for every page of its catalog.
    public var catalogOptions: DocCOptions?
    /// The paths `@Redirected(from:)` says the page was published at before.
    public var redirects: [String] = []
    /// Whether the page is a `@Tutorials` table of contents, which DocC publishes at `/tutorials/<name>/`.
    public var isTutorialTable = false

    /// A page that says nothing of itself.
    public init() {}

    /// The metadata of the page whose nodes these are (its top-level `@Metadata`).
    public init(_ nodes: [DocCNode]) {
        // ``/Module/Type`` is DocC's absolute spelling of ``Module/Type`` (swift-distributed-tracing titles its module's page ``/Tracing``).
        documentedSymbol = DocCRenderer.heading(of: nodes).flatMap(DocCRenderer.symbol(inTitle:)).map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }
        if let documentedSymbol, !documentedSymbol.contains("/") { marksRoot = true }
        curatesTopics = !DocCTopics.references(in: nodes).isEmpty
        abstract = DocCArticleReading.abstract(of: nodes)
        (options, catalogOptions) = DocCOptions.read(nodes)
        for case .directive(let redirected) in nodes where redirected.name == "Redirected" {
            if let path = redirected.argument("from") { redirects.append(path) }
        }
        isTutorialTable = nodes.contains { if case .directive(let directive) = $0 { directive.name == "Tutorials" } else { false } }
        for case .directive(let metadata) in nodes where metadata.name == "Metadata" {
            for case .directive(let child) in metadata.children {
                read(child)
            }
        }
    }

    private mutating func read(_ child: Directive) {
        switch child.name {
        case "DisplayName": displayName = child.argument("")
        case "TitleHeading": titleHeading = child.argument("")
        case "PageKind": kind = child.argument("")
        case "PageColor": color = child.argument("")
        case "TechnologyRoot": marksRoot = true
        case "Redirected": if let path = child.argument("from") { redirects.append(path) }
        case "PageImage":
            guard let source = child.argument("source") else { return }
            let image = Image(source: source, alt: child.argument("alt"))
            switch child.argument("purpose") {
            case "icon": icon = image
            case "card": card = image
            default: break
            }
        default: break
        }
    }

    /// The label above the title: the title heading, else the page kind as DocC names it.
    public var eyebrow: String? {
        if let titleHeading { return titleHeading }
        switch kind {
        case "article": return "Article"
        case "sampleCode": return "Sample Code"
        default: return nil
        }
    }
}
