import Core
import Foundation

/// A page of the site, with its Markdown rendered.
public struct Page: Sendable {
    /// A heading of the page's content.
    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var text: String
        public var id: String?
    }

    /// Path under Content/: `docs/intro.md`.
    public var contentPath: String
    /// Path as shown in messages and to templates: `Content/docs/intro.md`.
    public var sourcePath: String
    /// Where the file is on disk.
    public var absolutePath: String
    public var route: Route
    public var metadata: PageMetadata
    /// The front matter title, else the first heading, else the file name.
    public var title: String
    /// Whether this is a section's `index.md` / `_index.md`.
    public var isIndex: Bool
    /// The folder of the section this page lists (index pages) or belongs to: `docs`, or `` at the root.
    public var sectionPath: String
    /// The rendered content (safe HTML).
    public var content: String
    public var headings: [Heading]
    public var plainText: String
    public var wordCount: Int

    /// The folder that holds this page's section: the parent folder for an index page, else the section itself.
    public var parentSectionPath: String {
        guard isIndex else { return sectionPath }
        guard let slash = sectionPath.lastIndex(of: "/") else { return "" }
        return String(sectionPath[..<slash])
    }

    /// The top-level section (`docs` for Content/docs/guides/a.md), `` for pages at the root.
    public var topSection: String {
        String(sectionPath.split(separator: "/").first ?? "")
    }

    /// Minutes to read at 200 words a minute, at least 1.
    public var readingTime: Int {
        max(1, (wordCount + 199) / 200)
    }

    /// The description, else the start of the text, for listings and meta tags.
    public var summary: String
}
