import Core
import Foundation
import Markdown

extension DocCRenderer {
    /// A tutorial directive's element and the argument holding its heading, if it has one.
    private static let tutorialLayout: [String: (element: String, titleArgument: String?, level: Int)] = [
        "Tutorials": ("div", nil, 0), "Intro": ("header", "title", 1), "Volume": ("section", "name", 2),
        "Chapter": ("section", "name", 2), "Resources": ("section", nil, 0), "Tutorial": ("article", nil, 0),
        "Section": ("section", "title", 2), "ContentAndMedia": ("div", nil, 0), "Stack": ("div", nil, 0),
        "Steps": ("ol", nil, 0), "Step": ("li", nil, 0), "Assessments": ("section", nil, 0),
        "MultipleChoice": ("div", nil, 0), "Justification": ("div", nil, 0), "Article": ("article", nil, 0),
        "Documentation": ("div", nil, 0), "SampleCode": ("div", nil, 0), "Downloads": ("div", nil, 0),
        "Videos": ("div", nil, 0), "Forums": ("div", nil, 0),
    ]
    /// Directives of tutorials and tutorial tables of contents.
    static let tutorialDirectives = Set(tutorialLayout.keys).union(["TutorialReference", "XcodeRequirement", "Code", "Choice"])

    func tutorial(_ directive: Directive, to page: inout PageParts) {
        switch directive.name {
        case "Code": code(directive, to: &page)
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
        page.append("<\(layout.element) class=\"docc-\(directive.name.lowercased())\">\n")
        if let argument = layout.titleArgument, let title = directive.argument(argument) {
            markdown(String(repeating: "#", count: layout.level) + " " + title, into: &page)
        } else if directive.name == "Tutorial", let minutes = directive.argument("time") {
            page.append("<p class=\"docc-time\">\(HTMLEscaping.text(minutes)) min</p>\n")
        } else if directive.name == "Assessments" {
            page.append("<h2>Check Your Understanding</h2>\n")
        } else if let destination = directive.argument("destination") {
            renderer.appendLink(to: destination, text: directive.name, to: &page.markdown)
        }
        append(directive.children, to: &page)
        page.append("</\(layout.element)>\n")
    }

    /// `@Code(name: "File.swift", file: step-1.swift)`: the file's text, highlighted, under its name.
    private func code(_ directive: Directive, to page: inout PageParts) {
        let name = directive.argument("name") ?? ""
        guard let file = directive.argument("file"), let path = catalog.file(file, from: contentPath),
              let text = catalog.absolutePath(of: path).flatMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        else {
            page.append("<p class=\"docc-missing\">\(HTMLEscaping.text(name))</p>\n")
            return
        }
        let language = (name as NSString).pathExtension
        page.append("<figure class=\"docc-code\">\n<figcaption>\(HTMLEscaping.text(name))</figcaption>\n")
        renderer.appendCodeBlock(language: language, code: text.hasSuffix("\n") ? text : text + "\n", to: &page.markdown)
        page.append("</figure>\n")
    }
}
