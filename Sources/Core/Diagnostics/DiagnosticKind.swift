/// What a diagnostic is about, for warnings that can repeat by the thousand on a large site
/// (a moved page breaks every link to it). The console shows the first few of each kind and a
/// count of the rest; diagnostics without a kind are always shown in full.
public enum DiagnosticKind: Sendable, Hashable, CaseIterable {
    /// A link to a page or file the site does not have.
    case brokenLink
    /// An image whose file the site does not have.
    case brokenImage
    /// A link to a page that exists but has no heading with the link's anchor.
    case missingAnchor
    /// A page's layout that names no template.
    case unknownLayout
    /// A template variable that has no value.
    case undefinedVariable
    /// A Hugo shortcode or Liquid tag left in a page.
    case unconvertedSyntax

    /// The kind in the plural, as the count of the rest says it: `16,094 more broken links`.
    public var plural: String {
        switch self {
        case .brokenLink: "broken links"
        case .brokenImage: "broken images"
        case .missingAnchor: "links to missing headings"
        case .unknownLayout: "unknown layouts"
        case .undefinedVariable: "undefined variables"
        case .unconvertedSyntax: "pages with unconverted shortcodes or tags"
        }
    }
}
