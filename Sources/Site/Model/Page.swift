import Core
import DocC
import Foundation
import FrontMatter

/// A page of the site, with its Markdown rendered. A class, because the build
/// hands every page to the index, the cache and thousands of template values:
/// sharing one instance costs a reference, copying would cost every string.
final class Page: Sendable {
    /// A heading of the page's content.
    struct Heading: Sendable, Equatable {
        var level: Int
        var text: String
        var id: String?
    }

    // The fields are declared so that each small one fills the spare bytes after the one before:
    // every page keeps this object for the whole build.
    /// Path under Content/: `docs/intro.md`.
    let contentPath: String
    /// Where Content/ is, and what a DocC page has besides.
    private let origin: Origin
    let route: Route
    let metadata: PageMetadata
    /// Whether this is a section's `index.md` / `_index.md`.
    let isIndex: Bool
    /// Whether the content starts with a level-1 heading, which is then its title heading (`page.starts_with_h1`).
    let startsWithH1: Bool
    private let storedWordCount: Int32
    /// The front matter title, else the first heading, else the file name.
    let title: String
    /// The rendered content (safe HTML), kept out of memory between the content step and the templates.
    let body: PageBody
    /// The headings, kept compact: `headings` reads them back.
    let headingList: HeadingList
    /// The description, else the start of the text: kept in the spool with the content, as only listings,
    /// feeds and the page's own meta tags read it, and in memory it was a string a page for the whole build.
    let summaryBody: PageBody

    /// Creates a page.
    init(
        contentPath: String, folder: ContentFolder, route: Route, metadata: PageMetadata, title: String,
        isIndex: Bool, startsWithH1: Bool = false, body: PageBody, headings: HeadingList, wordCount: Int, summary: PageBody,
        docC: DocCPageMetadata? = nil, docCPlace: DocCCatalog.Place? = nil
    ) {
        self.contentPath = contentPath
        origin = docC == nil && docCPlace == nil ? .folder(folder) : .docC(DocCBox(folder: folder, metadata: docC, place: docCPlace))
        self.route = route
        self.metadata = metadata
        self.title = title
        self.isIndex = isIndex
        self.startsWithH1 = startsWithH1
        self.body = body
        headingList = headings
        storedWordCount = Int32(clamping: wordCount)
        summaryBody = summary
    }

    /// Where Content/ is: the other paths are made from it when asked for.
    var folder: ContentFolder {
        switch origin {
        case .folder(let folder): folder
        case .docC(let box): box.folder
        }
    }

    /// For a DocC page, its `@Metadata` (images as site paths).
    var docC: DocCPageMetadata? {
        docCBox?.metadata
    }

    private var docCBox: DocCBox? {
        if case .docC(let box) = origin { box } else { nil }
    }

    /// A page's folder, or a DocC page's box, in one reference: the folder and an optional box took 16 bytes
    /// of every page, which with the rest came to a larger block of memory.
    private enum Origin: Sendable {
        case folder(ContentFolder)
        /// For a page of a DocC catalog, its folder, `@Metadata` and the catalog's root, boxed: inline, the
        /// metadata's strings and images and the section's path took room in every page, DocC or not, for
        /// the whole build.
        case docC(DocCBox)
    }

    /// The folder of the section this page lists (index pages) or belongs to: `docs`, or `` at the root;
    /// a page of a DocC catalog is where the catalog's curation places it (`DocCCatalog.place(of:)`).
    var sectionPath: String {
        docCBox?.place?.section ?? contentPath.pathSegments().dropLast().joined(separator: "/")
    }

    /// For a page of a DocC catalog, the Topics group its curator lists it in, which the sidebar shows above it.
    var docCGroup: String? {
        docCBox?.place?.group
    }

    private final class DocCBox: Sendable {
        let folder: ContentFolder
        let metadata: DocCPageMetadata?
        /// Where the catalog's curation places the page.
        let place: DocCCatalog.Place?

        init(folder: ContentFolder, metadata: DocCPageMetadata?, place: DocCCatalog.Place?) {
            self.folder = folder
            self.metadata = metadata
            self.place = place
        }
    }

    /// The same page under another title (the site's title is the fallback of the home page's).
    func titled(_ newTitle: String) -> Page {
        guard newTitle != title else { return self }
        return Page(
            contentPath: contentPath, folder: folder, route: route, metadata: metadata,
            title: newTitle, isIndex: isIndex, startsWithH1: startsWithH1, body: body, headings: headingList,
            wordCount: wordCount, summary: summaryBody, docC: docC, docCPlace: docCBox?.place)
    }

    /// The title the navigation shows: the front matter's `nav_title` (or `linkTitle`), else the page's title.
    var navigationTitle: String {
        metadata.navTitle ?? title
    }

    /// The heading the navigation lists the page under among its section's entries: its DocC Topics group, else
    /// its `nav_group`.
    var navigationGroup: String? {
        docCGroup ?? metadata.navGroup
    }

    /// Path as shown in messages and to templates: `Content/docs/intro.md`.
    var sourcePath: String {
        folder.displayPrefix + folder.filePath(of: contentPath)
    }

    /// Where the file is on disk.
    var absolutePath: String {
        folder.path + folder.filePath(of: contentPath)
    }

    /// The headings of the page's content, in document order.
    var headings: [Heading] {
        headingList.all
    }

    /// The rendered content (safe HTML), read back from where it waits.
    var content: String {
        body.text
    }

    /// The description, else the start of the text, for listings and meta tags, read back from where it waits.
    var summary: String {
        summaryBody.text
    }

    /// The folder that holds this page's section: the parent folder for an index page, else the section itself.
    var parentSectionPath: String {
        guard isIndex else { return sectionPath }
        guard let slash = sectionPath.lastIndex(of: "/") else { return "" }
        return String(sectionPath[..<slash])
    }

    /// Whether `html` starts with a level-1 heading: the Markdown's `#` heading, or raw HTML's `<h1>`.
    static func startsWithH1(_ html: [UInt8]) -> Bool {
        guard let start = html.firstIndex(where: { !$0.isHTMLWhitespace }), html[start...].starts(with: "<h1".utf8) else { return false }
        let after = start + 3
        return after < html.count && (html[after] == UInt8(ascii: ">") || html[after].isHTMLWhitespace)
    }

    /// How many words the content has.
    var wordCount: Int {
        Int(storedWordCount)
    }

    /// Words read in a minute.
    static let wordsPerMinute = 200

    /// Minutes to read at 200 words a minute, rounded up; 0 for a page of less than a minute's words, for which
    /// "1 min read" would say nothing a reader cannot see at a glance.
    var readingTime: Int {
        wordCount < Self.wordsPerMinute ? 0 : (wordCount + Self.wordsPerMinute - 1) / Self.wordsPerMinute
    }
}
