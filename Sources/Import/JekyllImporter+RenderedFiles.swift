/// Files that are not Markdown but whose first line is `---`, which Jekyll renders (its Liquid run, a layout placed
/// around it) rather than copying them. An HTML page becomes a sitegen page whose body is its HTML, kept from being
/// read as Markdown by kramdown's `{::nomarkdown}` (a template when it holds Liquid, imported only when that converts
/// whole). A JSON, XML or text file made by Liquid becomes a file of Content/ with `template: true`, when its Liquid
/// converts whole. A file that holds no Liquid and has no layout is written as Jekyll writes it. Each other one is
/// listed with why sitegen cannot make it.
extension JekyllImporter {
    private enum Rendered {
        case page, template, asItIs, feed
        case notImported(why: String)
    }

    func importRenderedFile(_ path: String, to contentPath: String, into site: inout ImportedSite) {
        guard let text = site.read(path), Self.hasFrontMatterLine(text) else { return site.copy(path, to: contentPath) }
        let page = SourcePage(text: text, path: path)
        switch rendered(path, page, in: site) {
        case .page:
            let stem = contentPath.dropLast(path.hasSuffix(".htm") ? 4 : 5)
            importPage(path, text: Self.htmlPageText(page), to: stem + ".md", into: &site)
        case .template:
            site.liquidFiles.append((path, contentPath, page))
        case .asItIs:
            site.madeFiles.append((contentPath, String(page.parts.body)))
            site.report.count("file with front matter, without Liquid or a layout → Content/ as Jekyll writes it")
        case .feed:
            site.replacedFeedURLs.insert(page.ownURL.map(cleanURL) ?? "/" + contentPath)
            site.report.skipped.append("\(path): \(Self.renderedFileNote) a feed made by Liquid, and sitegen writes its own feed.xml, where links to it now go")
        case .notImported(let why):
            site.report.skipped.append("\(path): \(Self.renderedFileNote) \(why)")
        }
    }

    /// What the list of files not imported says of each file that Jekyll renders.
    static let renderedFileNote = "a file Jekyll renders (front matter in a file that is not Markdown), not imported:"

    /// Jekyll's test for a file it renders: its first line is `---`, spaces after it allowed (`-----BEGIN PGP…`
    /// is no such line).
    static func hasFrontMatterLine(_ text: String) -> Bool {
        guard text.hasPrefix("---") else { return false }
        // Bytes: a CR LF is one Character, which is no "\n".
        let line = text.utf8.dropFirst(3).prefix { $0 != UInt8(ascii: "\n") }
        return line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    private func rendered(_ path: String, _ page: SourcePage, in site: ImportedSite) -> Rendered {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let type = name.split(separator: ".").last.map(String.init) ?? ""
        if ["scss", "sass"].contains(type) {
            return .notImported(why: "Sass, which Jekyll compiles to CSS and sitegen does not: put the CSS it makes in Content/")
        }
        if let redirect = page.string("redirect_to") {
            return .notImported(why: "a redirect to \(redirect) (redirect_to), and sitegen's aliases redirect to its own pages only")
        }
        if ["html", "htm"].contains(type) { return .page }
        let body = page.parts.body
        if body.contains("{{") || body.contains("{%") {
            if name == "sitemap.xml" { return .notImported(why: "a sitemap made by Liquid, and sitegen writes its own sitemap.xml") }
            if body.contains("<feed") || body.contains("<rss") { return .feed }
            return ["json", "xml", "txt"].contains(type) ? .template
                : .notImported(why: "its Liquid makes it as the site is built, and sitegen renders templates only in pages and JSON, XML and text files")
        }
        if let layout = page.string("layout"), !["none", "null", ""].contains(layout), site.read("_layouts/\(layout).html") != nil {
            return .notImported(why: "Jekyll places it in the layout '\(layout)'")
        }
        return .asItIs
    }

    /// An HTML page's front matter, and its body as raw HTML that is no Markdown.
    private static func htmlPageText(_ page: SourcePage) -> String {
        let (frontMatter, body) = page.parts
        return frontMatter + "{::nomarkdown}\n" + body + (body.hasSuffix("\n") ? "" : "\n") + "{:/nomarkdown}\n"
    }

    /// Converts the Liquid of the files sitegen renders as templates: each that converts whole becomes a file of
    /// Content/ with `template: true`; each other one is listed, with the first thing that does not convert.
    func convertLiquidFiles(with liquid: inout LiquidTags, in site: inout ImportedSite) {
        liquid.printsValuesAsMarkup = false
        for file in site.liquidFiles {
            liquid.fileBesidePage = Self.files(beside: file.sourcePath, in: site.source)
            let (frontMatter, body) = file.page.parts
            let converted = liquid.convert(body)
            if let first = converted.unconverted.first {
                let line = first.line + frontMatter.count { $0 == "\n" }
                site.report.skipped.append("\(file.sourcePath): \(Self.renderedFileNote) its \(first.kind) at line \(line) does not convert")
            } else {
                site.madeFiles.append((file.contentPath, "---\ntemplate: true\n---\n" + converted.text))
                site.report.count("file made by Liquid → Content/ file with template: true")
            }
        }
    }

    /// Leaves out the pages made from HTML files whose Liquid did not convert whole, listing each: such a page is
    /// a template to port by hand, not text with a leftover in it.
    func leaveOutHTMLPagesNotConvertedWhole(in site: inout ImportedSite) {
        site.pages.removeAll { page in
            guard let source = page.htmlSource, let first = page.unconverted?.first else { return false }
            // The line in the source file: the page has `{::nomarkdown}` on a line before its body.
            site.report.skipped.append("\(source): \(Self.renderedFileNote) its \(first.kind) at line \(first.line - 1) does not convert")
            return true
        }
        let imported = site.pages.count { $0.htmlSource != nil }
        if imported > 0 { site.report.count("HTML page → page of raw HTML ({::nomarkdown})", imported) }
    }
}
