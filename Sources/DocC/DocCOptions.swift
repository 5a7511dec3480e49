/// What `@Options` changes of DocC's automatic behaviour for a page, or (`@Options(scope: global)`, once
/// in a catalog) for every page of its catalog; a page's own options win over its catalog's. Each is nil
/// where nothing says, and DocC's default applies: everything enabled, Topics as a list.
public struct DocCOptions: Sendable, Hashable {
    /// `@AutomaticSeeAlso(enabled|disabled)`.
    public var automaticSeeAlso: Bool?
    /// `@AutomaticTitleHeading(enabled|disabled)`: the label DocC puts above an article's title ("Article").
    public var automaticTitleHeading: Bool?
    /// `@AutomaticArticleSubheading(enabled|disabled)`: the "Overview" heading DocC puts before an
    /// article's discussion when it does not start with a heading.
    public var automaticArticleSubheading: Bool?
    /// `@TopicsVisualStyle(list|compactGrid|detailedGrid|hidden)`.
    public var topicsVisualStyle: TopicsVisualStyle?

    /// How a page's Topics section shows the pages it lists.
    public enum TopicsVisualStyle: String, Sendable, Hashable {
        case list, compactGrid, detailedGrid, hidden
    }

    /// Options that say nothing.
    public init() {}

    /// The options of the `@Options` directive `options`.
    init(_ options: Directive) {
        for case .directive(let child) in options.children {
            let value = child.argument("")
            let enabled = value == "enabled" ? true : value == "disabled" ? false : nil
            switch child.name {
            case "AutomaticSeeAlso": automaticSeeAlso = enabled
            case "AutomaticTitleHeading": automaticTitleHeading = enabled
            case "AutomaticArticleSubheading": automaticArticleSubheading = enabled
            case "TopicsVisualStyle": topicsVisualStyle = value.flatMap(TopicsVisualStyle.init)
            default: break
            }
        }
    }

    /// The page's `@Options` (`scope: local`, the default) and its catalog's (`scope: global`), read from
    /// its top-level directives.
    static func read(_ nodes: [DocCNode]) -> (local: DocCOptions, global: DocCOptions?) {
        var local = DocCOptions()
        var global: DocCOptions?
        for case .directive(let options) in nodes where options.name == "Options" {
            if options.argument("scope") == "global" { global = DocCOptions(options) } else { local = DocCOptions(options) }
        }
        return (local, global)
    }

    /// These options, each that says nothing taken from `fallback`.
    public func over(_ fallback: DocCOptions?) -> DocCOptions {
        guard let fallback else { return self }
        var merged = self
        merged.automaticSeeAlso = automaticSeeAlso ?? fallback.automaticSeeAlso
        merged.automaticTitleHeading = automaticTitleHeading ?? fallback.automaticTitleHeading
        merged.automaticArticleSubheading = automaticArticleSubheading ?? fallback.automaticArticleSubheading
        merged.topicsVisualStyle = topicsVisualStyle ?? fallback.topicsVisualStyle
        return merged
    }
}
