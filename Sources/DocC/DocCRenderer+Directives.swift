import Core
import Markdown

extension DocCRenderer {
    /// Every directive DocC documents for articles and tutorials; any other name is reported and
    /// its content rendered as if the directive were not there.
    public static let knownDirectives = Set<String>([
        "Metadata", "TitleHeading", "PageImage", "PageKind", "DisplayName", "PageColor", "CallToAction", "Available",
        "TechnologyRoot", "DocumentationExtension", "SupportedLanguage", "Redirected", "AlternateRepresentation",
        "Options", "AutomaticTitleHeading", "AutomaticSeeAlso", "AutomaticArticleSubheading", "TopicsVisualStyle",
        "Row", "Column", "TabNavigator", "Tab", "Links", "Small", "Image", "Video", "Comment", "DeprecationSummary",
        "Snippet",
    ]).union(tutorialDirectives)

    func append(_ directive: Directive, to page: inout PageParts) {
        switch directive.name {
        case "Metadata": metadata(directive, to: &page)
        case "Comment", "Options", "TechnologyRoot", "Redirected", "DocumentationExtension": break
        case "Row": row(directive, to: &page)
        case "TabNavigator": tabNavigator(directive, to: &page)
        case "Links": links(directive, to: &page)
        case "Small": smallPrint(directive, to: &page)
        case "Snippet": snippet(directive, to: &page)
        case "DeprecationSummary":
            wrap("<aside class=\"callout deprecated\">\n<p class=\"callout-title\">Deprecated</p>\n", directive.children, "</aside>\n",
                 to: &page)
        case "Image": image(directive, to: &page)
        case "Video": video(directive, to: &page)
        case _ where Self.tutorialDirectives.contains(directive.name): tutorial(directive, to: &page)
        default: append(directive.children, to: &page)
        }
    }

    /// `@Metadata` in the page's text: availability and the call to action. What it says of the page
    /// itself (`@DisplayName`, `@TitleHeading`, `@PageKind`, `@PageImage`, `@PageColor`) is
    /// `DocCPageMetadata`, which the site's layout shows around the title.
    private func metadata(_ metadata: Directive, to page: inout PageParts) {
        let platforms = Self.availability(metadata.children(named: "Available"))
        if !platforms.isEmpty {
            page.append("<ul class=\"docc-availability\">\n" + platforms.map { "<li>\(HTMLEscaping.text($0))</li>\n" }.joined() + "</ul>\n")
        }
        let isSampleCode = metadata.children(named: "PageKind").contains { $0.argument("") == "sampleCode" }
        for action in metadata.children(named: "CallToAction") {
            let target = action.argument("url") ?? action.argument("file").flatMap { catalog.file($0, from: contentPath) } ?? ""
            let label = action.argument("label") ?? (action.argument("purpose") == "download" ? "Download" : isSampleCode ? "View Source" : "Visit")
            page.append("<div class=\"docc-call-to-action\">")
            renderer.appendLink(to: target, text: label, to: &page.markdown)
            page.append("</div>\n")
        }
    }

    /// `@Available(platform, introduced:, deprecated:)` as DocC lists a symbol's platforms (`SymbolAvailability`);
    /// iOS's versions hold for iPadOS and Mac Catalyst too, unless they are given.
    static func availability(_ directives: [Directive]) -> [String] {
        var items = directives.map { available in
            SymbolGraph.Availability(domain: available.argument(""), introduced: available.argument("introduced").flatMap(version),
                                     deprecated: available.argument("deprecated").flatMap(version))
        }
        if let iOS = items.first(where: { $0.domain?.lowercased() == "ios" }) {
            for platform in ["iPadOS", "macCatalyst"] where !items.contains(where: { $0.domain?.lowercased() == platform.lowercased() }) {
                var copy = iOS
                copy.domain = platform
                items.append(copy)
            }
        }
        return SymbolAvailability(items).platforms
    }

    /// `15`, `15.1`, `15.1.2`, as a symbol graph's version.
    private static func version(_ text: String) -> SymbolGraph.Version? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil, parts.allSatisfy({ $0 != nil }) else { return nil }
        return SymbolGraph.Version(major: major, minor: parts.count > 1 ? parts[1] : nil, patch: parts.count > 2 ? parts[2] : nil)
    }

    /// `@Image(source: name, alt: "…")`, with its caption from the directive's content; left out, as
    /// DocC leaves it, when the catalog has no image of that name.
    private func image(_ directive: Directive, to page: inout PageParts) {
        let source = directive.argument("source") ?? ""
        guard catalog.image(source, from: contentPath) != nil else {
            page.problems.append(DocCProblem(line: directive.line, message: "no image named '\(source)' in the catalog"))
            return
        }
        page.append("<figure class=\"docc-image\">\n")
        renderer.appendImage(source: source, alt: directive.argument("alt") ?? "", to: &page.markdown)
        if !directive.children.isEmpty { wrap("<figcaption>\n", directive.children, "</figcaption>\n", to: &page) }
        page.append("</figure>\n")
    }

    /// `@Video(source: name, poster: name, alt: "…")` as a `<video>` with controls, its caption from the
    /// directive's content; left out when the catalog has no video of that name.
    private func video(_ directive: Directive, to page: inout PageParts) {
        let name = directive.argument("source") ?? ""
        guard let source = catalog.file(name, from: contentPath) else {
            page.problems.append(DocCProblem(line: directive.line, message: "no video named '\(name)' in the catalog"))
            return
        }
        var attributes = " src=\"\(HTMLEscaping.attribute(resolved(source)))\""
        if let poster = directive.argument("poster").flatMap({ catalog.image($0, from: contentPath) }) {
            attributes += " poster=\"\(HTMLEscaping.attribute(resolved(poster.light)))\""
        }
        if let alt = directive.argument("alt") { attributes += " aria-label=\"\(HTMLEscaping.attribute(alt))\"" }
        let video = "<video controls preload=\"metadata\"\(attributes)></video>\n"
        guard !directive.children.isEmpty else { return page.append(video) }
        page.append("<figure class=\"docc-video\">\n" + video)
        wrap("<figcaption>\n", directive.children, "</figcaption>\n", to: &page)
        page.append("</figure>\n")
    }

    /// A site path through the site's URL hook (base URL, encoding).
    func resolved(_ path: String) -> String {
        renderOptions.resolveURL?(path, true) ?? path
    }
}
