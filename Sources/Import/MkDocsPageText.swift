import Core

/// An MkDocs page's text as sitegen reads it: its theme template as its layout, the `<!-- md:… -->` comments the
/// site's hook rewrites written as it writes them, snippets inlined, links to a translation's file sent to the page,
/// links to footnotes given sitegen's ids, `#Title` headings spaced and pipes in code in tables escaped; what it
/// changed counted for the report.
struct MkDocsPageText {
    var snippets: Snippets
    var links: TranslationLinks
    let rewritesBadges: Bool
    private var counts: [String: Int] = [:]

    init(snippets: Snippets, links: TranslationLinks, rewritesBadges: Bool) {
        self.snippets = snippets
        self.links = links
        self.rewritesBadges = rewritesBadges
    }

    mutating func converted(_ page: SourcePage, placement: SourceLanguages.Placement) -> String {
        var text = Self.templateAsLayout(in: page)
        if rewritesBadges {
            let replaced = MkDocsBadgeComments.replacing(in: text)
            text = replaced.text
            for (type, count) in replaced.counts { add(count, "<!-- md:\(type) --> the site's hook rewrites → what it writes") }
        }
        let footnoteLinks = FootnoteLinks.renamed(in: links.rewrite(snippets.inline(text), of: placement))
        add(footnoteLinks.count, "link to footnote #fn:N → #fn-N, sitegen's id for it")
        let headings = PythonMarkdownHeadings.spaced(footnoteLinks.text)
        add(headings.count, "#Title heading → # Title")
        let pipes = TableCodePipes.escaped(headings.text)
        add(pipes.count, "| in code in a table row → \\|, text of the code as in Python-Markdown")
        return pipes.text
    }

    private mutating func add(_ count: Int, _ conversion: String) {
        if count > 0 { counts[conversion, default: 0] += count }
    }

    func report(into report: inout ImportReport) {
        if links.count > 0 { report.count("link to a translation's file → the page it translates", links.count) }
        for (kind, count) in snippets.counts { report.count(kind, count) }
        for (conversion, count) in counts { report.count(conversion, count) }
    }

    /// A page with its `template: home.html`, the theme's template MkDocs renders it with, written `layout: "home"` on
    /// that line: sitegen's own `template` says whether the body is a template, and warned about the name.
    static func templateAsLayout(in page: SourcePage) -> String {
        let text = page.text
        guard page.frontMatter["layout"] == nil, let entry = page.frontMatter["template"], let name = entry.value.scalarText,
              name.hasSuffix(".html"), name.count > 5 else { return text }
        return FrontMatterLine.replacing(entry, in: text, with: "layout: " + JSONString.quoted(String(name.dropLast(5)))) ?? text
    }
}
