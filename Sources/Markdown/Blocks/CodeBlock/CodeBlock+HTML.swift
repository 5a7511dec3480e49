/// Fenced and indented code, written as cmark writes it, with what the info string says beyond the
/// language (`CodeInfo`) and the site's highlighting. Its text is in the plain text, in no run of search's.
extension DocumentWriter {
    mutating func writeCodeBlock(_ index: Int) {
        let info = kind(of: index) == .fencedCode ? String(decoding: nodes[index].fence.info, as: UTF8.self) : nil
        html.codeBlock(info: info, code: text[nodes[index].content])
    }
}

extension HTMLWriter {
    /// A code block; `info` is nil for indented code.
    mutating func codeBlock(info: String?, code: ArraySlice<UInt8>) {
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
        raw("><code")
        if !language.isEmpty {
            raw(" class=\"language-")
            attribute(language)
            raw("\"")
        }
        raw(">")
        if !language.isEmpty, let highlight = options.highlightCode,
           let highlighted = highlight(String(decoding: code, as: UTF8.self), language) {
            trusted(highlighted[...])
        } else {
            text(code)
        }
        raw("</code></pre>\n")
        page.text.endRun()
        page.text.append(code)
        page.text.startRun(heading: false)
    }
}
