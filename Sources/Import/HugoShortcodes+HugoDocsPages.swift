import Core
import Foundation
import FrontMatter

/// The shortcodes of Hugo's documentation that show other pages: a page's description, a section's pages as a list or
/// a table, a quick reference of a section's sections.
extension HugoShortcodes {
    mutating func hugoDocsPagesMarkdown(for tag: ShortcodeTag, contentPath: String) -> TemplateText? {
        var output = TemplateText()
        switch tag.name {
        case "get-page-desc":
            guard let path = tag.positional.first, let page = pageIndex?.page(path, language: language, from: contentPath) else { return nil }
            counts["get-page-desc → the page's description", default: 0] += 1
            output.append(text: page.description)
        case "render-list-of-pages-in-section", "render-table-of-pages-in-section":
            guard let markdown = sectionPagesMarkdown(for: tag), !markdown.isEmpty else { return nil }
            counts["\(tag.name) → \(tag.name.contains("table") ? "table" : "definition list") of its pages", default: 0] += 1
            output.append(text: markdown)
        case "glossary":
            guard let markdown = glossaryMarkdown(contentPath: contentPath) else { return nil }
            counts["glossary → its terms as a definition list", default: 0] += 1
            output.append(markdown)
        case "quick-reference":
            guard let section = tag.named["section"], let markdown = quickReference(section, contentPath: contentPath) else { return nil }
            counts["quick-reference → each section's pages as a definition list", default: 0] += 1
            output.append(markdown)
        default:
            return hugoDocsTemplateMarkdown(for: tag, contentPath: contentPath)
        }
        return output
    }

    /// The section's regular pages by title, linked, each with its description: as a definition list, or as a table
    /// under `headingColumn1` and `headingColumn2`. A `filter` of data/page_filters.yaml keeps (`filterType=include`)
    /// or leaves out (`exclude`) the pages it lists.
    private func sectionPagesMarkdown(for tag: ShortcodeTag) -> String? {
        guard let section = tag.named["path"].map(HugoPageIndex.logicalPath), let pageIndex else { return nil }
        var pages = pageIndex.regularPages(inSection: section, language: language)
        if let name = tag.named["filter"]?.lowercased() {
            guard case .list(let listed)? = data["page_filters"]?.member(name) else { return nil }
            let filtered = Set(listed.compactMap { $0.scalarText.map(HugoPageIndex.logicalPath) })
            switch tag.named["filterType"]?.lowercased() {
            case "include": pages = pages.filter { filtered.contains($0.logicalPath) }
            case "exclude": pages = pages.filter { !filtered.contains($0.logicalPath) }
            default: break
            }
        }
        let items = pages.map { (link: link(to: $0, titlePrefix: tag.named["titlePrefix"] ?? ""), description: $0.description) }
        guard tag.name.contains("table") else { return definitionList(items) }
        let heading = "\(tag.named["headingColumn1"] ?? "Item")|\(tag.named["headingColumn2"] ?? "Description")\n:--|:--\n"
        return heading + items.map { "\($0.link)|\($0.description.replacingOccurrences(of: "|", with: "\\|"))\n" }.joined()
    }

    /// Each section of a section: its title as a heading, its description and text, and its pages.
    private mutating func quickReference(_ path: String, contentPath: String) -> TemplateText? {
        guard let pageIndex, let section = pageIndex.page(path.hasPrefix("/") ? path : "/" + path, language: language, from: contentPath),
              section.isSection else { return nil }
        var output = TemplateText()
        for child in pageIndex.children(ofSection: section.logicalPath, language: language, sectionsOnly: true) {
            output.append(text: "## \(child.linkTitle)\n\n" + (child.description.isEmpty ? "" : child.description + "\n\n"))
            let body = child.body().trimmingBlankLines()
            if !body.isEmpty {
                output.append(convert(body, contentPath: contentPath))
                output.append(text: "\n\n")
            }
            let pages = pageIndex.children(ofSection: child.logicalPath, language: language)
            output.append(text: definitionList(pages.map { (link: link(to: $0), description: $0.description) }) + "\n")
        }
        return output
    }

    /// The glossary's terms: a link to the first of each letter, then each term with an id for links to it (Hugo's
    /// `autoDefinitionTermID`), its text, and a link to its `reference`. In HTML with Markdown inside, as Markdown's
    /// definition lists give their terms no ids.
    private mutating func glossaryMarkdown(contentPath: String) -> TemplateText? {
        guard let glossary, case let terms = glossary.terms(language: language), !terms.isEmpty else { return nil }
        var letters: [(letter: String, anchor: String)] = []
        for term in terms {
            let letter = term.title.prefix(1).uppercased()
            if !letters.contains(where: { $0.letter == letter }) {
                letters.append((letter, HugoGlossary.anchor(String(term.logicalPath.split(separator: "/").last ?? ""))))
            }
        }
        var output = TemplateText()
        output.append(text: letters.sorted { $0.letter < $1.letter }.map { "[\($0.letter)](#\($0.anchor))&nbsp;" }.joined() + "\n\n<dl>\n\n")
        for term in terms {
            output.append(text: "<dt id=\"\(HugoGlossary.anchor(term.title))\">\(HTMLEscaping.text(term.title))</dt>\n\n<dd markdown=\"1\">\n\n")
            output.append(convert(term.body().trimmingBlankLines(), contentPath: contentPath))
            output.append(text: "\n\n</dd>\n")
            if let reference = pageIndex?.param("reference", of: term, language: language)?.scalarText,
               let destination = referenceDestination(reference, contentPath: contentPath) {
                output.append(text: "<dd markdown=\"1\">\n\nSee&nbsp;[details](\(MarkdownOutput.destination(destination))).\n\n</dd>\n")
            }
            output.append(text: "\n")
        }
        output.append(text: "</dl>\n")
        return output
    }

    /// A glossary term's `reference`: a URL as it is, else the page it names with its fragment.
    private func referenceDestination(_ reference: String, contentPath: String) -> String? {
        if reference.contains("://") { return reference }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let page = pageIndex?.page(String(parts[0]), language: language, from: contentPath) else { return nil }
        return page.link + (parts.count > 1 ? "#" + parts[1] : "")
    }

    /// A link to a page by its link title, in code for a function or method.
    private func link(to page: HugoPageIndex.Page, titlePrefix: String = "") -> String {
        let title = titlePrefix + page.linkTitle
        let isCode = pageIndex?.param("isFunctionOrMethod", of: page, language: language) == .bool(true)
        return "[\(isCode ? "`\(title)`" : title)](\(MarkdownOutput.destination(page.link)))"
    }

    private func definitionList(_ items: [(link: String, description: String)]) -> String {
        items.map { "\($0.link)\n: \($0.description)\n" }.joined(separator: "\n")
    }
}
