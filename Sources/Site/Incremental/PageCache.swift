import Core
import DocC

/// What a builder remembers about each page between builds (`serve`), so an
/// unchanged file is neither read, parsed nor rendered again.
struct PageCache: Sendable {
    /// A page as rendered, and what its links were last checked against. What the render made is shared
    /// (`Rendered`): a build passes every page's entry through several arrays and a dictionary, and an
    /// entry holding it inline was copied, all of it, into each at once.
    struct Entry: Sendable {
        let rendered: Rendered
        /// Where in `links` the page's broken links and anchors are (`LinkChecker.brokenLinks`), and what they were checked against.
        var brokenLinks: [Int32] = []
        var linkCheckKey: LinkCheckKey?

        init(_ rendered: Rendered) {
            self.rendered = rendered
        }

        var status: FileStatus { rendered.status }
        var bodyLineOffset: Int { rendered.bodyLineOffset }
        var links: SpooledLinks { rendered.links }
        var linkKey: LinkKey { rendered.linkKey }
        var page: Page { rendered.page }
        var search: SearchPage { rendered.search }
        var headingIDs: HeadingIDs { rendered.headingIDs }
        var syntaxWarnings: [Diagnostic] { rendered.syntaxWarnings }
        var docCTopics: DocCCuration { rendered.docCTopics }
    }

    /// What rendering a page made of it, unchanged until the page is rendered again.
    final class Rendered: Sendable {
        let status: FileStatus
        let bodyLineOffset: Int
        let links: SpooledLinks
        /// The link context the page was rendered in (see `ContentStep.linkKey`).
        let linkKey: LinkKey
        /// For a page whose body is a template, what its body was rendered with (see `PageTemplates.key`).
        let templateKey: PageTemplateKey?
        let page: Page
        /// What search takes in of the page.
        let search: SearchPage
        /// What the link check asks of the page's headings.
        let headingIDs: HeadingIDs
        /// Unconverted shortcodes or Liquid tags in the page's HTML, found when it was rendered.
        let syntaxWarnings: [Diagnostic]
        /// For a DocC page, what its `## Topics` curates.
        let docCTopics: DocCCuration

        init(
            status: FileStatus, bodyLineOffset: Int, links: SpooledLinks, linkKey: LinkKey, templateKey: PageTemplateKey?, page: Page, search: SearchPage,
            headingIDs: HeadingIDs, syntaxWarnings: [Diagnostic], docCTopics: DocCCuration
        ) {
            self.status = status
            self.bodyLineOffset = bodyLineOffset
            self.links = links
            self.linkKey = linkKey
            self.templateKey = templateKey
            self.page = page
            self.search = search
            self.headingIDs = headingIDs
            self.syntaxWarnings = syntaxWarnings
            self.docCTopics = docCTopics
        }
    }

    /// Entries by Content/ path.
    var entries: [String: Entry] = [:]
    /// The words their `search` postings are numbered in, by language; kept as long as the entries are.
    var vocabularies = SearchVocabularies()
}
