/// Fenced and indented code, written as cmark writes it, with what the info string says beyond the
/// language (`CodeInfo`) and the site's highlighting. Its text is in the plain text, in no run of search's.
/// A kramdown attribute list gives `<pre>` its attributes, and with a class `language-ruby` the language
/// of code whose fence names none.
extension DocumentWriter {
    mutating func writeCodeBlock(_ index: Int) {
        if kind(of: index) == .fencedCode, nodes[index].level != 0 {
            writeAnnotatedCode(index)
            return
        }
        var info = kind(of: index) == .fencedCode ? String(decoding: nodes[index].fence.info, as: UTF8.self) : nil
        if info == "math", extensions.contains(.math) { return writeMathBlock(text[nodes[index].content]) }
        var attributes: [UInt8]?
        if var list = self.attributes(of: index) {
            if info?.isEmpty ?? true, let language = list.removeClass(where: { $0.starts(with: "language-".utf8) }) {
                info = String(decoding: language.dropFirst("language-".utf8.count), as: UTF8.self)
            }
            attributes = renderedAttributes(list, on: "pre")
        }
        html.codeBlock(info: info, code: codeText(of: index), attributes: attributes)
    }
}

extension HTMLWriter {
    /// A code block; `info` is nil for indented code. Each of `annotations` is a link to a note of
    /// the page's annotated `block`, at the end of its line.
    mutating func codeBlock(info: String?, code: ArraySlice<UInt8>, annotations: [(line: Int, number: Int)] = [], block: Int = 0,
                            attributes: [UInt8]? = nil) {
        newline()
        let details = CodeInfo(info, readsAttributes: extensions.contains(.fenceAttributes))
        let language = details.language
        raw("<pre")
        if let title = details.title {
            raw(" data-title=\"")
            attribute(title)
            raw("\"")
        }
        if let lines = details.lines {
            raw(" data-lines=\"")
            attribute(lines)
            raw("\"")
        }
        if let first = details.firstLineNumber {
            raw(" data-linenums=\"")
            number(first)
            raw("\"")
        }
        if let attributes { trusted(attributes[...]) }
        raw("><code")
        if !language.isEmpty {
            raw(" class=\"language-")
            attribute(language)
            raw("\"")
        }
        raw(">")
        if !language.isEmpty, let highlight = options.highlightCode,
           let highlighted = highlight(String(decoding: code, as: UTF8.self), language) {
            annotatedLines(highlighted[...], isMarkup: true, annotations, block)
        } else {
            annotatedLines(code, isMarkup: false, annotations, block)
        }
        raw("</code></pre>\n")
        page.text.endRun()
        page.text.append(code)
        page.text.startRun(heading: false)
    }
}

extension HTMLWriter {
    /// Code (escaped, or the highlighter's markup) with a marker link at the end of the annotated lines.
    private mutating func annotatedLines(_ code: ArraySlice<UInt8>, isMarkup: Bool, _ annotations: [(line: Int, number: Int)], _ block: Int) {
        guard !annotations.isEmpty else {
            if isMarkup { trusted(code) } else { text(code) }
            return
        }
        var lineStart = code.startIndex
        var line = 0
        var next = annotations.startIndex
        while lineStart < code.endIndex {
            let lineEnd = code[lineStart...].firstIndex(of: .lineFeed) ?? code.endIndex
            if isMarkup { trusted(code[lineStart..<lineEnd]) } else { text(code[lineStart..<lineEnd]) }
            while next < annotations.endIndex, annotations[next].line == line {
                raw("<a class=\"code-annotation\" href=\"#")
                annotationID(block: block, number: annotations[next].number)
                raw("\">(")
                number(annotations[next].number)
                raw(")</a>")
                next += 1
            }
            if lineEnd < code.endIndex { raw("\n") }
            lineStart = lineEnd + 1
            line += 1
        }
    }
}
