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
        case "quick-reference":
            guard let section = tag.named["section"], let markdown = quickReference(section, contentPath: contentPath) else { return nil }
            counts["quick-reference → each section's pages as a definition list", default: 0] += 1
            output.append(markdown)
        default:
            return nil
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
