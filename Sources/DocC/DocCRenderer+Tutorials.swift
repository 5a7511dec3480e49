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

    func tutorial(_ directive: Directive, to output: inout String, page: inout PageParts) {
        switch directive.name {
        case "Code": code(directive, to: &output)
        case "TutorialReference", "XcodeRequirement":
            let target = directive.argument("tutorial") ?? directive.argument("destination") ?? ""
            let label = directive.argument("title") ?? target
            output += html([.paragraph([.link(Link(destination: target, content: [.text(label)]))])])
        case "Choice":
            let verdict = directive.argument("isCorrect") == "true" ? "Correct" : "Incorrect"
            let isAnswer: (DocCNode) -> Bool = { if case .directive(let child) = $0 { child.name == "Justification" } else { false } }
            output += "<div class=\"docc-choice\">\n"
            append(directive.children.filter { !isAnswer($0) }, to: &output, page: &page)
            output += "<details><summary>Answer</summary>\n<p class=\"docc-verdict\">\(verdict)</p>\n"
            append(directive.children.filter(isAnswer), to: &output, page: &page)
            output += "</details>\n</div>\n"
        default: layout(directive, to: &output, page: &page)
        }
    }

    private func layout(_ directive: Directive, to output: inout String, page: inout PageParts) {
        guard let layout = Self.tutorialLayout[directive.name] else { return }
        output += "<\(layout.element) class=\"docc-\(directive.name.lowercased())\">\n"
        if let argument = layout.titleArgument, let title = directive.argument(argument) {
            let heading = markdown(String(repeating: "#", count: layout.level) + " " + title, into: &page)
            output += HTMLRenderer(options: renderOptions).render(heading)
        } else if directive.name == "Tutorial", let minutes = directive.argument("time") {
            output += "<p class=\"docc-time\">\(HTMLEscaping.text(minutes)) min</p>\n"
        } else if directive.name == "Assessments" {
            output += "<h2>Check Your Understanding</h2>\n"
        } else if let destination = directive.argument("destination") {
            output += html([.paragraph([.link(Link(destination: destination, content: [.text(directive.name)]))])])
        }
        append(directive.children, to: &output, page: &page)
        output += "</\(layout.element)>\n"
    }

    /// `@Code(name: "File.swift", file: step-1.swift)`: the file's text, highlighted, under its name.
    private func code(_ directive: Directive, to output: inout String) {
        let name = directive.argument("name") ?? ""
        guard let file = directive.argument("file"), let path = catalog.file(file, from: contentPath),
              let text = catalog.absolutePath(of: path).flatMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        else {
            output += "<p class=\"docc-missing\">\(HTMLEscaping.text(name))</p>\n"
            return
        }
        let language = (name as NSString).pathExtension
        output += "<figure class=\"docc-code\">\n<figcaption>\(HTMLEscaping.text(name))</figcaption>\n"
            + html([.codeBlock(info: language, code: text.hasSuffix("\n") ? text : text + "\n")]) + "</figure>\n"
    }
}
