/// Text without markup, for heading ids, the search index and word counts.
enum PlainText {
    /// The text of inlines; raw HTML is dropped, or kept as text for an image's `alt` (as cmark does).
    static func of(_ inlines: [Inline], keepingHTML: Bool = false) -> String {
        var output = ""
        append(inlines, keepingHTML: keepingHTML, to: &output)
        return output
    }

    static func append(_ inlines: [Inline], keepingHTML: Bool = false, to output: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text): output += text
            case .softBreak, .hardBreak: output += " "
            case .html(let html): if keepingHTML { output += html }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                append(children, keepingHTML: keepingHTML, to: &output)
            case .link(let link), .image(let link): append(link.content, keepingHTML: keepingHTML, to: &output)
            case .footnoteReference: break
            }
        }
    }

    /// Every block's text, one block per line.
    static func append(_ blocks: [Block], to output: inout String) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines, _, _):
                append(inlines, to: &output)
                output += "\n"
            case .codeBlock(_, let code):
                output += code
            case .blockQuote(let children), .schemeContainer(_, let children):
                append(children, to: &output)
            case .callout(let callout):
                append(callout.blocks, to: &output)
            case .list(let list):
                for item in list.items { append(item.blocks, to: &output) }
            case .table(let table):
                for row in [table.header] + table.rows {
                    for cell in row {
                        append(cell, to: &output)
                        output += " "
                    }
                    output += "\n"
                }
            case .definitionList(let list):
                for item in list.items {
                    switch item {
                    case .term(let inlines):
                        append(inlines, to: &output)
                        output += "\n"
                    case .definition(let blocks, _):
                        append(blocks, to: &output)
                    }
                }
            case .thematicBreak, .html:
                break
            }
        }
    }
}
