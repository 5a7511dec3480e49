import Core

// Where a render's output came from, for a page whose body is a template.
extension Renderer {
    /// Renders a template as the top of a render, noting where each part of its output came from in it.
    mutating func render(mappedEntry template: Template) throws(Diagnostic) {
        sourceMap = SourceMap()
        mappedTemplate = template
        try render(entry: template)
    }

    /// Renders `nodes` noting where each one's output comes from. A render that notes has no sink to hand its
    /// output to in pieces.
    @inline(never)
    mutating func renderNotingSource(_ nodes: [Node], in template: Template) throws(Diagnostic) {
        for node in nodes {
            noteSource(of: node, in: template)
            try render(node, in: template)
            if pendingLoopControl != nil { return }
        }
    }

    /// Notes where the output `node` is about to write comes from, when it is a node of the mapped template's own.
    private mutating func noteSource(of node: Node, in template: Template) {
        guard captureDepth == 0, let mapped = mappedTemplate, template.isSame(as: mapped) else { return }
        switch node {
        case .text(let range): sourceMap?.note(output: output.count, source: range.lowerBound, exact: true)
        case .output(let expression, _): sourceMap?.note(output: output.count, source: expression.span.lowerBound, exact: false)
        case .include(_, let offset, _): sourceMap?.note(output: output.count, source: offset, exact: false)
        case .shortcode(let call): sourceMap?.note(output: output.count, source: call.offset, exact: false)
        case .conditional, .loop, .set, .setBlock, .block, .loopControl: return
        }
    }

    /// Prints a value, noting where when escaping made it text by character references alone, which reading them
    /// gives back: Markdown code, which shows text as written, shows the value (`SourceMap.escapedText`). Out of line:
    /// only a page's body is rendered so.
    @inline(never)
    mutating func printNotingEscapedText(_ expression: Expression, _ escaper: Escaper, in template: Template) throws(Diagnostic) {
        let start = output.count
        let value = try value(of: expression, in: template, mode: .value)
        try print(value, expression, escaper, in: template)
        guard captureDepth == 0, escaper.writesCharacterReferencesOnly, !value.holdsMarkup, output.count > start else { return }
        sourceMap?.noteEscapedText(start..<output.count)
    }
}

private extension TemplateValue {
    /// Whether printing it writes markup as it is (safe HTML, or a list holding some).
    var holdsMarkup: Bool {
        switch self {
        case .html: true
        case .array(let elements): elements.contains { $0.holdsMarkup }
        default: false
        }
    }
}
