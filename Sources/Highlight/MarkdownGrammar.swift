/// Markdown (CommonMark and GitHub's extensions), block markers by line and spans inside each line.
///
/// - keyword: ATX headings (`## Title`), marker and text.
/// - type: emphasis and strong emphasis (`*a*`, `__b__`), delimiters included.
/// - deleted: strikethrough (`~~gone~~`).
/// - string: code spans, link destinations and titles, autolinks (`<https://…>`), and the body of a fenced
///   code block whose language is unknown; a known language's body is highlighted in that language.
/// - attribute: a fence's info string and link reference labels (`[id]: url`, `[text][id]`).
/// - comment: HTML comments.
/// - punctuation: list and quote markers, task boxes, thematic breaks, setext underlines, fences, and the
///   brackets of links and images.
/// - YAML front matter between `---` lines at the very start is highlighted as YAML.
/// Emphasis and code spans are matched within one line, which keeps the scan linear.
enum MarkdownGrammar {
    static func highlight(_ lexer: inout Lexer) {
        if lexer.hasPrefix("---"), lexer.peek(3).isLineBreak {
            frontMatter(&lexer)
        }
        while !lexer.isAtEnd {
            line(&lexer)
            lexer.skipLineBreak()
        }
    }

    private static func line(_ lexer: inout Lexer) {
        lexer.skipHorizontalSpace()
        while lexer.peek() == UInt8(ascii: ">") {
            lexer.consume(1, as: .punctuation)
            lexer.skipHorizontalSpace()
        }
        let start = lexer.position
        let byte = lexer.peek()
        if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"), lexer.run(of: byte) >= 3 {
            fencedCode(&lexer)
        } else if byte == UInt8(ascii: "#"), lexer.run(of: byte) <= 6, lexer.peek(lexer.run(of: byte)).isASCIIWhitespace || lexer.peek(lexer.run(of: byte)) == 0 {
            lexer.skipToLineEnd()
            lexer.mark(.keyword, from: start)
        } else if lexer.hasPrefix("<!--") {
            lexer.skip(past: "-->")
            lexer.mark(.comment, from: start)
        } else if isBreakLine(lexer) {
            lexer.skipToLineEnd()
            lexer.mark(.punctuation, from: start)
        } else {
            listMarker(&lexer)
            let contentStart = lexer.position
            lexer.skipToLineEnd()
            let end = lexer.position
            lexer.position = contentStart
            lexer.limited(to: end) { MarkdownInlines.highlight(&$0) }
        }
    }

    /// A thematic break (`***`, `- - -`) or setext underline (`===`, `---`): one marker character repeated.
    private static func isBreakLine(_ lexer: Lexer) -> Bool {
        let marker = lexer.peek()
        guard [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "=")].contains(marker) else { return false }
        var probe = lexer.probe
        var count = 0
        while !probe.isAtEnd, !probe.peek().isLineBreak {
            if probe.peek() == marker {
                count += 1
            } else if !probe.peek().isHorizontalSpace {
                return false
            }
            probe.advance()
        }
        return count >= 3 || (marker == UInt8(ascii: "=") && count >= 1)
    }

    /// `- `, `* `, `+ `, `1. `, `1) `, then an optional task box `[ ]` / `[x]`.
    private static func listMarker(_ lexer: inout Lexer) {
        let byte = lexer.peek()
        var length = 0
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
            length = 1
        } else if byte.isASCIIDigit {
            while lexer.peek(length).isASCIIDigit, length < 9 { length += 1 }
            let delimiter = lexer.peek(length)
            guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return }
            length += 1
        }
        guard length > 0, lexer.peek(length).isHorizontalSpace else { return }
        lexer.consume(length, as: .punctuation)
        lexer.skipHorizontalSpace()
        let box = lexer.peek(1)
        if lexer.peek() == UInt8(ascii: "["), box == UInt8(ascii: " ") || box | 0x20 == UInt8(ascii: "x"), lexer.peek(2) == UInt8(ascii: "]") {
            lexer.consume(3, as: .punctuation)
        }
    }

    /// A fence, its info string, the body up to the closing fence (or the end), and the closing fence.
    private static func fencedCode(_ lexer: inout Lexer) {
        let fence = lexer.peek()
        let length = lexer.run(of: fence)
        lexer.consume(length, as: .punctuation)
        lexer.skipHorizontalSpace()
        let infoStart = lexer.position
        lexer.skipToLineEnd()
        let info = lexer.text(from: infoStart)
        lexer.mark(.attribute, infoStart..<(infoStart + info.count - info.reversed().prefix { $0.isHorizontalSpace }.count))
        lexer.skipLineBreak()
        let bodyStart = lexer.position
        var bodyEnd = lexer.limit
        var closingFence: Range<Int>?
        while !lexer.isAtEnd {
            let lineStart = lexer.position
            lexer.skipHorizontalSpace()
            let fenceStart = lexer.position
            let run = lexer.run(of: fence)
            lexer.advance(by: run)
            lexer.skipHorizontalSpace()
            if run >= length, lexer.peek().isLineBreak || lexer.isAtEnd {
                bodyEnd = lineStart
                closingFence = fenceStart..<(fenceStart + run)
                break
            }
            lexer.skipToLineEnd()
            lexer.skipLineBreak()
        }
        lexer.position = bodyStart
        let name = String(decoding: info.prefix { !$0.isASCIIWhitespace && $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: ",") }, as: UTF8.self)
        lexer.limited(to: bodyEnd) { body in
            if let language = Language(named: name), body.nested({ language.highlight(&$0) }) {
                return
            }
            body.position = body.limit
            body.mark(.string, from: bodyStart)
        }
        if let closingFence {
            lexer.position = closingFence.upperBound
            lexer.mark(.punctuation, closingFence)
            lexer.skipToLineEnd()
        }
    }

    /// YAML between a `---` first line and the next `---` or `...` line.
    private static func frontMatter(_ lexer: inout Lexer) {
        lexer.consume(3, as: .punctuation)
        lexer.skipLineBreak()
        let bodyStart = lexer.position
        while !lexer.isAtEnd {
            let lineStart = lexer.position
            if (lexer.hasPrefix("---") || lexer.hasPrefix("...")), lexer.peek(3).isLineBreak || lexer.position + 3 == lexer.limit {
                lexer.position = bodyStart
                lexer.limited(to: lineStart) { yaml in
                    _ = yaml.nested { YAMLGrammar.highlight(&$0) }
                }
                lexer.consume(3, as: .punctuation)
                return
            }
            lexer.skipToLineEnd()
            lexer.skipLineBreak()
        }
        lexer.position = bodyStart
    }
}
