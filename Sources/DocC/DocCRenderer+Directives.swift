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
        case "Row": wrap("<div class=\"docc-row\">\n", directive.children, "</div>\n", to: &page)
        case "Column":
            let span = directive.argument("size").flatMap(Int.init) ?? 1
            wrap("<div class=\"docc-column\" style=\"flex-grow: \(span)\">\n", directive.children, "</div>\n", to: &page)
        case "TabNavigator": wrap("<div class=\"docc-tabs\">\n", directive.children, "</div>\n", to: &page)
        case "Tab":
            let title = HTMLEscaping.text(directive.argument("") ?? "")
            wrap("<section class=\"docc-tab\">\n<p class=\"docc-tab-title\">\(title)</p>\n", directive.children, "</section>\n",
                 to: &page)
        case "Links": wrap("<div class=\"docc-links\">\n", directive.children, "</div>\n", to: &page)
        case "Small": wrap("<div class=\"docc-small\"><small>\n", directive.children, "</small></div>\n", to: &page)
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
        let platforms = metadata.children(named: "Available")
        if !platforms.isEmpty {
            page.append("<ul class=\"docc-availability\">\n")
            for platform in platforms {
                let name = platform.argument("") ?? ""
                let version = platform.argument("introduced").map { " \($0)+" } ?? ""
                page.append("<li>\(HTMLEscaping.text(name + version))</li>\n")
            }
            page.append("</ul>\n")
        }
        for action in metadata.children(named: "CallToAction") {
            let target = action.argument("url") ?? action.argument("file").flatMap { catalog.file($0, from: contentPath) } ?? ""
            let label = action.argument("label") ?? (action.argument("purpose") == "download" ? "Download" : "Visit")
            page.append("<div class=\"docc-call-to-action\">")
            renderer.appendLink(to: target, text: label, to: &page.markdown)
            page.append("</div>\n")
        }
    }

    /// `@Image(source: name, alt: "…")`, with its caption from the directive's content.
    private func image(_ directive: Directive, to page: inout PageParts) {
        let source = directive.argument("source") ?? ""
        let alt = directive.argument("alt") ?? ""
        page.append("<figure class=\"docc-image\">\n")
        renderer.appendImage(source: source, alt: alt, to: &page.markdown)
        if !directive.children.isEmpty { wrap("<figcaption>\n", directive.children, "</figcaption>\n", to: &page) }
        page.append("</figure>\n")
    }

    /// `@Video(source: name, poster: name, alt: "…")` as a `<video>` with controls.
    private func video(_ directive: Directive, to page: inout PageParts) {
        guard let name = directive.argument("source"), let source = catalog.file(name, from: contentPath) else { return }
        var attributes = " src=\"\(HTMLEscaping.attribute(resolved(source)))\""
        if let poster = directive.argument("poster").flatMap({ catalog.image($0, from: contentPath) }) {
            attributes += " poster=\"\(HTMLEscaping.attribute(resolved(poster.light)))\""
        }
        if let alt = directive.argument("alt") { attributes += " aria-label=\"\(HTMLEscaping.attribute(alt))\"" }
        page.append("<video controls preload=\"metadata\"\(attributes)></video>\n")
    }

    /// A site path through the site's URL hook (base URL, encoding).
    func resolved(_ path: String) -> String {
        renderOptions.resolveURL?(path, true) ?? path
    }
}
