import Core

/// A tutorial step's code file as a code block under its name, with the lines new since the code the
/// step follows marked as insertions: `<ins>` (announced as such), which the stylesheet draws as a bar
/// and a tint, so the mark is not colour alone.
struct TutorialCodeBlock {
    /// The file's name, shown above the code.
    var name: String
    /// The highlighter's language (the name's extension), or empty.
    var language: String
    /// The file, each line ended by `\n` (`normalized`).
    var text: [UInt8]
    /// The 0-based indices of the lines to mark, in order.
    var insertedLines: [Int]

    /// A file's bytes with every line ended by `\n`: `\r\n` and `\r` read as line ends, as the HTML parser
    /// reads them inside `<pre>`, and a last line without one given one.
    static func normalized(_ file: [UInt8]) -> [UInt8] {
        let (newline, carriageReturn) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        if !file.contains(carriageReturn), file.last == newline || file.isEmpty { return file }
        var text: [UInt8] = []
        text.reserveCapacity(file.count + 1)
        for (index, byte) in zip(0..., file) where !(byte == carriageReturn && index + 1 < file.count && file[index + 1] == newline) {
            text.append(byte == carriageReturn ? newline : byte)
        }
        if text.last != newline { text.append(newline) }
        return text
    }

    /// The lines of a normalized file, without their line ends. Bytes, not Characters: lines are
    /// compared with the previous file's, and grapheme rules over every file of every step would cost
    /// more than the comparing.
    static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        while let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(text[start..<end])
            start = end + 1
        }
        return lines
    }

    /// The `<pre>`, with the lines highlighted by `highlight` (flat `<span>`s, as the site's
    /// highlighter writes them), or escaped as text when it has no highlighting for the language.
    func html(highlight: ((_ code: String, _ language: String) -> [UInt8]?)?) -> String {
        let highlighted = language.isEmpty ? nil : highlight?(String(decoding: text, as: UTF8.self), language)
        var html = HTMLBuffer(capacity: text.count * 2 + 128)
        html.append("<pre data-title=\"")
        Array(name.utf8).withUnsafeBufferPointer { html.appendAttribute($0) }
        html.append("\"><code")
        if !language.isEmpty {
            html.append(" class=\"language-")
            Array(language.utf8).withUnsafeBufferPointer { html.appendAttribute($0) }
            html.append("\"")
        }
        html.append(">")
        (highlighted ?? Self.escaped(text)).withUnsafeBufferPointer { appendLines(of: $0, to: &html) }
        html.append("</code></pre>\n")
        return String(decoding: html.take(), as: UTF8.self)
    }

    private static func escaped(_ code: [UInt8]) -> [UInt8] {
        var text = HTMLBuffer(capacity: code.count + 64)
        code.withUnsafeBufferPointer { text.appendText($0) }
        return text.take()
    }

    /// Writes the code's HTML line by line, each line closing what it opens, the marked ones in an `<ins>`:
    /// a span the highlighter left open at a line end (a comment or string over several lines) is closed
    /// there and opened again on the next line. The spans are flat, so the last tag of a line says whether
    /// one is open at its end.
    private func appendLines(of code: UnsafeBufferPointer<UInt8>, to html: inout HTMLBuffer) {
        var marks = insertedLines[...]
        var openTag: Range<Int>?
        var start = 0
        var line = 0
        // What follows the last line end is only the spans closed there.
        while let end = code[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let isMarked = marks.first == line
            if isMarked {
                marks.removeFirst()
                html.append("<ins>")
            }
            if let openTag { html.append(UnsafeBufferPointer(rebasing: code[openTag])) }
            html.append(UnsafeBufferPointer(rebasing: code[start..<end]))
            // Text is escaped, so every `<` starts a tag: a span's start, or its end.
            if let lastTag = code[start..<end].lastIndex(of: UInt8(ascii: "<")) {
                let isClosing = lastTag + 1 < end && code[lastTag + 1] == UInt8(ascii: "/")
                openTag = isClosing ? nil : lastTag..<(code[lastTag..<end].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? end)
            }
            if openTag != nil { html.append("</span>") }
            if isMarked { html.append("</ins>") }
            html.append("\n")
            start = end + 1
            line += 1
        }
    }
}
