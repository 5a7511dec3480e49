/// What a diagnostic is about, for warnings that can repeat by the thousand on a large site
/// (a moved page breaks every link to it). The console shows the first few of each kind and a
/// count of the rest; diagnostics without a kind are always shown in full.
public struct DiagnosticKind: Sendable, Hashable {
    /// The kind in the plural, as the count of the rest says it: `16,094 more broken links`.
    public var plural: String

    /// Creates a kind named by its plural.
    public init(plural: String) {
        self.plural = plural
    }

    /// A link to a page or file the site does not have.
    public static let brokenLink = DiagnosticKind(plural: "broken links")
    /// An image whose file the site does not have.
    public static let brokenImage = DiagnosticKind(plural: "broken images")
    /// A link to a page that exists but has no heading with the link's anchor.
    public static let missingAnchor = DiagnosticKind(plural: "links to missing headings")
    /// A page's layout that names no template.
    public static let unknownLayout = DiagnosticKind(plural: "unknown layouts")
    /// A template variable that has no value.
    public static let undefinedVariable = DiagnosticKind(plural: "undefined variables")
    /// A Hugo shortcode or Liquid tag left in a page.
    public static let unconvertedSyntax = DiagnosticKind(plural: "pages with unconverted shortcodes or tags")
}
