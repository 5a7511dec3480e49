import Core
import Foundation
import Markdown

extension DocCRenderer {
    /// `@Steps`: the steps numbered in lists, the text between them outside the lists, and each step's
    /// code marked where it changed since the code of the step before (`baseline(of:following:)`).
    func steps(_ directive: Directive, to page: inout PageParts) {
        page.append("<div class=\"docc-steps\">\n")
        var number = 0
        var isListOpen = false
        var previousCode: Directive?
        for node in directive.children {
            guard case .directive(let step) = node, step.name == "Step" else {
                if case .directive(let other) = node, other.name == "Comment" { continue }
                if isListOpen { page.append("</ol>\n") }
                isListOpen = false
                append([node], to: &page)
                continue
            }
            number += 1
            if !isListOpen { page.append(number == 1 ? "<ol>\n" : "<ol start=\"\(number)\">\n") }
            isListOpen = true
            self.step(step, number: number, following: previousCode, to: &page)
            previousCode = step.children(named: "Code").first ?? previousCode
        }
        if isListOpen { page.append("</ol>\n") }
        page.append("</div>\n")
    }

    /// `@Step`: its label and text, and beside them its code or its image or video.
    func step(_ step: Directive, number: Int, following previousCode: Directive?, to page: inout PageParts) {
        let parts = TextAndMedia(step.children)
        page.append("<li class=\"docc-step\(parts.media.isEmpty ? "" : " has-media")\">\n")
        page.append("<div class=\"docc-text\">\n<p class=\"docc-step-label\">Step \(number)</p>\n")
        append(parts.text, to: &page)
        page.append("</div>\n")
        if !parts.media.isEmpty {
            page.append("<div class=\"docc-media\">\n")
            for node in parts.media {
                if case .directive(let code) = node, code.name == "Code" {
                    self.code(code, comparedWith: Self.baseline(of: code, following: previousCode), to: &page)
                } else {
                    append([node], to: &page)
                }
            }
            page.append("</div>\n")
        }
        page.append("</li>\n")
    }

    /// The file a step's code is compared with, as DocC picks it: none after `reset: true`; else the
    /// `previousFile:`; else the file of the section's previous code, if it has the same `name:`.
    static func baseline(of code: Directive, following previousCode: Directive?) -> String? {
        if code.argument("reset") == "true" { return nil }
        if let file = code.argument("previousFile") { return file }
        guard let previousCode, previousCode.argument("name") == code.argument("name") else { return nil }
        return previousCode.argument("file")
    }

    /// `@Code(name: "File.swift", file: step-2.swift) { @Image(…) }`: the file under its name, the lines
    /// new since `baseline` marked, and the image or video of what it makes as its preview.
    func code(_ directive: Directive, comparedWith baseline: String?, to page: inout PageParts) {
        let name = directive.argument("name") ?? ""
        let preview = directive.children.filter { node in
            if case .directive(let media) = node { media.name == "Image" || media.name == "Video" } else { false }
        }
        page.append("<div class=\"docc-code\(preview.isEmpty ? "" : " has-preview")\">\n")
        if let text = directive.argument("file").flatMap(catalogText) {
            let lines = TutorialCodeBlock.lines(of: text)
            let inserted = baseline.flatMap(catalogText).map { LineDiff.insertedLines(from: TutorialCodeBlock.lines(of: $0), to: lines) }
            let block = TutorialCodeBlock(
                name: name, language: (name as NSString).pathExtension, text: text, insertedLines: inserted ?? [])
            page.append(block.html(highlight: renderOptions.highlightCode))
        } else {
            page.append("<p class=\"docc-missing\">\(HTMLEscaping.text(name))</p>\n")
        }
        if !preview.isEmpty {
            wrap("<figure class=\"docc-preview\">\n", preview, "<figcaption>Preview</figcaption>\n</figure>\n", to: &page)
        }
        page.append("</div>\n")
    }

    /// The text of the catalog file `name` names, if it has one, its lines ended by `\n`.
    private func catalogText(_ name: String) -> [UInt8]? {
        guard let path = catalog.file(name, from: contentPath), let file = catalog.absolutePath(of: path) else { return nil }
        return FileBytes.contents(ofFile: file).map(TutorialCodeBlock.normalized)
    }
}
