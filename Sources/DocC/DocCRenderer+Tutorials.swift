import Core
import Foundation
import Markdown

extension DocCRenderer {
    /// A tutorial directive's element and the argument holding its heading, if it has one.
    private static let tutorialLayout: [String: (element: String, titleArgument: String?, level: Int)] = [
        "Tutorials": ("div", nil, 0), "Intro": ("header", "title", 1), "Volume": ("section", "name", 2),
        "Chapter": ("section", "name", 2), "Resources": ("section", nil, 0), "Tutorial": ("article", nil, 0),
        "Section": ("section", "title", 2), "ContentAndMedia": ("div", nil, 0), "Stack": ("div", nil, 0),
        "Assessments": ("section", nil, 0), "MultipleChoice": ("div", nil, 0), "Justification": ("div", nil, 0),
        "Article": ("article", nil, 0), "Documentation": ("div", nil, 0), "SampleCode": ("div", nil, 0),
        "Downloads": ("div", nil, 0), "Videos": ("div", nil, 0), "Forums": ("div", nil, 0),
    ]
    /// Directives of tutorials and tutorial tables of contents.
    static let tutorialDirectives = Set(tutorialLayout.keys)
        .union(["TutorialReference", "XcodeRequirement", "Steps", "Step", "Code", "Choice"])
    /// The directives whose text goes beside their media (`mediaDirectives`) where the page is wide enough.
    private static let besideMedia: Set<String> = ["Intro", "ContentAndMedia", "Chapter"]
    /// A tutorial's media: the images, videos and code files that go beside its text.
    static let mediaDirectives: Set<String> = ["Image", "Video", "Code"]

    func tutorial(_ directive: Directive, to page: inout PageParts) {
        switch directive.name {
        case "Steps": steps(directive, to: &page)
        case "Step": step(directive, number: 1, following: nil, to: &page)
        case "Code": code(directive, comparedWith: nil, to: &page)
        case "TutorialReference", "XcodeRequirement":
            let target = directive.argument("tutorial") ?? directive.argument("destination") ?? ""
            let label = directive.argument("title") ?? target
            renderer.appendLink(to: target, text: label, to: &page.markdown)
        case "Choice":
            let verdict = directive.argument("isCorrect") == "true" ? "Correct" : "Incorrect"
            let isAnswer: (DocCNode) -> Bool = { if case .directive(let child) = $0 { child.name == "Justification" } else { false } }
            page.append("<div class=\"docc-choice\">\n")
            append(directive.children.filter { !isAnswer($0) }, to: &page)
            page.append("<details><summary>Answer</summary>\n<p class=\"docc-verdict\">\(verdict)</p>\n")
            append(directive.children.filter(isAnswer), to: &page)
            page.append("</details>\n</div>\n")
        default: layout(directive, to: &page)
        }
    }

    private func layout(_ directive: Directive, to page: inout PageParts) {
        guard let layout = Self.tutorialLayout[directive.name] else { return }
        let parts = Self.besideMedia.contains(directive.name) ? TextAndMedia(directive.children) : nil
        let classes = "docc-\(directive.name.lowercased())" + (parts?.media.isEmpty == false ? " has-media" : "")
        page.append("<\(layout.element) class=\"\(classes)\">\n")
        if let argument = layout.titleArgument, let title = directive.argument(argument) {
            markdown(String(repeating: "#", count: layout.level) + " " + title, into: &page)
        } else if directive.name == "Tutorial", let minutes = directive.argument("time") {
            page.append("<p class=\"docc-time\">\(HTMLEscaping.text(minutes)) min</p>\n")
        } else if directive.name == "Assessments" {
            page.append("<h2>Check Your Understanding</h2>\n")
        } else if let destination = directive.argument("destination") {
            renderer.appendLink(to: destination, text: directive.name, to: &page.markdown)
        }
        if let parts, !parts.media.isEmpty {
            append(parts, to: &page)
        } else {
            append(directive.children, to: &page)
        }
        page.append("</\(layout.element)>\n")
    }

    /// A directive's content split into its text and its media, each column in the order written.
    struct TextAndMedia {
        var text: [DocCNode] = []
        var media: [DocCNode] = []
        /// Whether the media came first (DocC's leading media position).
        var mediaLeads = false

        init(_ nodes: [DocCNode]) {
            for node in nodes {
                if case .directive(let directive) = node, DocCRenderer.mediaDirectives.contains(directive.name) {
                    if text.isEmpty, media.isEmpty { mediaLeads = true }
                    media.append(node)
                } else {
                    text.append(node)
                }
            }
        }
    }

    /// The text and the media in a column each, which the stylesheet puts side by side where they fit.
    private func append(_ parts: TextAndMedia, to page: inout PageParts) {
        let text = { (page: inout PageParts) in self.wrap("<div class=\"docc-text\">\n", parts.text, "</div>\n", to: &page) }
        if !parts.mediaLeads { text(&page) }
        wrap("<div class=\"docc-media\">\n", parts.media, "</div>\n", to: &page)
        if parts.mediaLeads { text(&page) }
    }
}
