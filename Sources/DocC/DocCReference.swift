import Core
import Foundation

/// A `doc:` link's target: `doc:Article`, `doc:Article#Heading-Name`, `doc:/path/Article`,
/// `doc://Bundle/documentation/Module/Article`.
public struct DocCReference: Sendable, Hashable {
    /// The path after `doc:` without its fragment.
    public var path: String
    /// The heading the fragment names, with DocC's dashes turned back to spaces.
    public var heading: String?

    /// Reads `destination`; nil when it is not a `doc:` link.
    public init?(_ destination: String) {
        guard destination.hasPrefix("doc:") else { return nil }
        var rest = Substring(destination.dropFirst(4))
        if rest.hasPrefix("//") { rest = rest.dropFirst(2).drop { $0 != "/" } }
        if let hash = rest.firstIndex(of: "#") {
            let fragment = rest[rest.index(after: hash)...]
            heading = fragment.isEmpty ? nil : fragment.replacingOccurrences(of: "-", with: " ")
            rest = rest[..<hash]
        }
        path = String(rest)
    }

    /// The `#id` the heading has on the site: DocC's anchor of the fragment (`Slug.docCAnchor`), as DocC
    /// matches it with its headings'.
    public var anchor: String {
        heading.map { "#" + Slug.docCAnchor($0) } ?? ""
    }

    /// The text shown for a link that resolves to nothing: the heading or the article's name.
    public var displayName: String {
        heading ?? (path.split(separator: "/").last.map(String.init) ?? path)
    }
}
