import Core
import Foundation
import Templates

/// A page body as a conversion to sitegen's template syntax writes it: text as it was, tags in sitegen's syntax,
/// and what could not be converted as calls of the `unconverted` shortcode, which warns at build time and shows
/// the original's body (when it had one) rather than its syntax. When a tag was written the page is a template,
/// and the text's own `{{`, `{%` and `{#` are kept as text with `{% raw %}`.
struct TemplateText {
    /// What could not be converted, by line (1-based, in the body) and kind (`shortcode tabs`).
    var unconverted: [(kind: String, line: Int)] { listed.map { ($0.kind, $0.line) } }
    /// Whether a tag was written: the page must be rendered as a template.
    private(set) var isTemplate = false
    private var pieces: [(text: String, isTag: Bool)] = []
    /// What could not be converted, with the piece of its call.
    private var listed: [(kind: String, line: Int, piece: Int)] = []
    /// What was converted to an output or a block that the template language may refuse where it stands, by the index
    /// of its first piece: it then becomes a call of `unconverted` (`refusingWhatDoesNotCompile`).
    private var fallbacks: [Int: Fallback] = [:]
    /// The pieces before the body: the front matter.
    private var frontMatterPieces = 0
    private var line = 1

    /// An output (`{{ page.title }}`) or a block (`{% for %}`…`{% endfor %}`): its last piece, what it was converted
    /// from (`Liquid '{{ page.title }}'`), its kind, and the line it starts on.
    private struct Fallback {
        var through: Int
        var kind: String
        var what: String
        var line: Int
    }

    var isEmpty: Bool { pieces.isEmpty }

    /// Whether what was written so far ends a line (or nothing was): text written next starts one.
    var endsLine: Bool { pieces.last.map { $0.isTag ? false : $0.text.last?.isNewline ?? false } ?? true }

    mutating func append<Text: StringProtocol>(text: Text) {
        guard !text.isEmpty else { return }
        add((String(text), false))
        line += text.utf8.count { $0 == UInt8(ascii: "\n") }
    }

    /// One piece for text written in parts, so that a `{` and a `#` after it are seen together.
    private mutating func add(_ piece: (text: String, isTag: Bool)) {
        if !piece.isTag, let last = pieces.last, !last.isTag {
            pieces[pieces.count - 1].text += piece.text
        } else {
            pieces.append(piece)
        }
    }

    /// The page's front matter, as it is: never template text, and no reason to render the page as a template.
    mutating func append(frontMatter: Substring) {
        pieces.append((String(frontMatter), true))
        frontMatterPieces = pieces.count
        line += frontMatter.utf8.count { $0 == UInt8(ascii: "\n") }
    }

    mutating func append(tag: String) {
        isTemplate = true
        pieces.append((tag, true))
        line += tag.utf8.count { $0 == UInt8(ascii: "\n") }
    }

    /// An output, `{{ value }}`, converted from `what` (`Liquid '{{ page.title }}'`): if the template language
    /// refuses to print it where it stands, it becomes a call of `unconverted` of this `kind`.
    mutating func append(output: String, kind: String, what: String) {
        fallbacks[pieces.count] = Fallback(through: pieces.count, kind: kind, what: what, line: line)
        append(tag: output)
    }

    /// A block, `{% for … %}` `body` `{% endfor %}`, converted from `what`: if the template language refuses it (its
    /// branches end in different contexts), it becomes a call of `unconverted` of this `kind`, and shows nothing.
    mutating func append(blockHead head: String, body: TemplateText, end: String, kind: String, what: String) {
        let first = pieces.count
        let firstLine = line
        append(tag: head)
        append(body)
        fallbacks[first] = Fallback(through: pieces.count, kind: kind, what: what, line: firstLine)
        append(tag: end)
    }

    /// The call that stands for what could not be converted: `what` (`Hugo shortcode 'tabs'`) and `why` say so at
    /// build time; `body`, already converted, is shown in its place (`unconverted_block`), else nothing is.
    mutating func appendUnconverted(kind: String, what: String, why: String, body: TemplateText? = nil) {
        listed.append((kind, line, pieces.count))
        let name = body == nil ? "\"unconverted\"" : "\"unconverted_block\""
        append(tag: Self.unconvertedCall(name, what: what, why: why))
        guard let body else { return }
        append(body)
        append(tag: "{% endshortcode \(name) %}")
    }

    private static func unconvertedCall(_ name: String, what: String, why: String) -> String {
        "{% shortcode \(name) \(literal(what)) \(literal(why)) %}"
    }

    /// Another converted text after this one (a paired tag's body).
    mutating func append(_ other: TemplateText) {
        isTemplate = isTemplate || other.isTemplate
        // Text joins the text before it in one piece.
        let merges = other.pieces.first.map { !$0.isTag } == true && pieces.last.map { !$0.isTag } == true
        let shift = pieces.count - (merges ? 1 : 0)
        listed += other.listed.map { ($0.kind, $0.line + line - 1, $0.piece + shift) }
        for (index, fallback) in other.fallbacks {
            fallbacks[index + shift] = Fallback(through: fallback.through + shift, kind: fallback.kind, what: fallback.what, line: fallback.line + line - 1)
        }
        for piece in other.pieces { add(piece) }
        line += other.line - 1
    }

    /// The text as the body of a Markdown block quote: `> ` before each line (`>` before an empty one).
    func quoted() -> TemplateText {
        var quoted = self
        var atLineStart = true
        for index in quoted.pieces.indices {
            var text = ""
            for character in quoted.pieces[index].text {
                if atLineStart { text += character == "\n" ? ">" : "> " }
                text.append(character)
                atLineStart = character == "\n"
            }
            quoted.pieces[index].text = text
        }
        return quoted
    }

    /// The converted text: the text of a template with its own template syntax kept as text.
    var text: String {
        isTemplate ? templateText : pieces.map(\.text).joined()
    }

    /// The text as a template, even one without tags: a shortcode's.
    var templateText: String {
        pieces.indices.map(templateText(ofPiece:)).joined()
    }

    /// A piece as template text. The `{`s that end text before a tag are raw, where the last and the tag would make a
    /// `{{` (and a `{` before them would make one with `{% raw %}`).
    private func templateText(ofPiece index: Int) -> String {
        let piece = pieces[index]
        guard !piece.isTag else { return piece.text }
        let braces = piece.text.reversed().prefix { $0 == "{" }.count
        guard braces > 0, pieces.indices.contains(index + 1) else { return Self.verbatim(piece.text) }
        return Self.verbatim(String(piece.text.dropLast(braces))) + "{% raw %}" + String(repeating: "{", count: braces) + "{% endraw %}"
    }

    /// A template string literal of `text`.
    static func literal(_ text: String) -> String {
        var written = "\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": written += "\\\\"
            case "\"": written += "\\\""
            // A line break of any kind is `\n`: a string of the template language ends at a line's end.
            case "\n": if previous != "\r" { written += "\\n" }
            case "\r": written += "\\n"
            default: written.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return written + "\""
    }

    /// `text` as template text that prints as it is: from its first `{{`, `{%` or `{#` to its last `}`, inside `{% raw %}`, or
    /// each of them in a raw block of its own where the text holds an `endraw` of its own.
    static func verbatim(_ text: String) -> String {
        let openers = Self.openers(in: text)
        guard let first = openers.first else { return text }
        guard !text.contains("endraw") else {
            var escaped = ""
            var rest = text.startIndex
            for opener in openers where opener >= rest {
                let after = text.utf8.index(opener, offsetBy: 2)
                // Raw rather than a printed string, which the template language refuses inside what reads as a tag.
                escaped += text[rest..<opener] + "{% raw %}\(text[opener..<after]){% endraw %}"
                rest = after
            }
            return escaped + text[rest...]
        }
        // Up to the last closing brace after the last opening, or else to the end: a page ends with its line break.
        let lastOpening = openers.last!
        let end = text.utf8[lastOpening...].lastIndex(of: UInt8(ascii: "}")).map { text.utf8.index(after: $0) } ?? text.endIndex
        return text[..<first] + "{% raw %}" + text[first..<end] + "{% endraw %}" + text[end...]
    }

    /// Where `{{`, `{%` and `{#` start in `text`, read by bytes as the template language reads it: searched by
    /// characters, `{%` before a combining mark (`%` and the mark one character) is not found.
    private static func openers(in text: String) -> [String.Index] {
        var found: [String.Index] = []
        var index = text.utf8.startIndex
        while let brace = text.utf8[index...].firstIndex(of: UInt8(ascii: "{")) {
            let next = text.utf8.index(after: brace)
            guard next < text.utf8.endIndex else { break }
            if [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(text.utf8[next]) {
                found.append(brace)
                index = text.utf8.index(after: next)
            } else {
                index = next
            }
        }
        return found
    }
}

extension TemplateText {
    /// Each output or block the template language refuses where it stands made a call of `unconverted`, so that the
    /// page builds. The language reads the body as HTML: after `<out](x)` in Markdown text, which is no tag to
    /// CommonMark, `{{ page.title }}` would build an attribute name, and a loop around such text would end in
    /// another context than it started in. The body is compiled again after each refusal: compiling stops at a
    /// template's first error, and a refused block changes the context of all that follows it.
    mutating func refusingWhatDoesNotCompile() {
        guard isTemplate else { return }
        while !fallbacks.isEmpty, let refused = refused() {
            let fallback = fallbacks[refused.piece]!
            let span = refused.piece...fallback.through
            // The span's line breaks stay, so that what follows keeps its lines (and what is listed after it, its place).
            for index in span {
                let lineBreaks = String(repeating: "\n", count: pieces[index].text.utf8.count { $0 == UInt8(ascii: "\n") })
                let call = index == refused.piece ? Self.unconvertedCall("\"unconverted\"", what: fallback.what, why: refused.why) : ""
                pieces[index] = (call + lineBreaks, true)
            }
            fallbacks = fallbacks.filter { !span.contains($0.key) }
            listed.removeAll { span.contains($0.piece) }
            listed.append((fallback.kind, fallback.line, refused.piece))
            listed.sort { $0.line < $1.line }
        }
    }

    /// The first output or block the template language refuses, and why; nil when the body compiles or what it
    /// refuses is neither.
    private func refused() -> (piece: Int, why: String)? {
        var body = ""
        var starts: [Int: Int] = [:]
        for index in pieces.indices.dropFirst(frontMatterPieces) {
            starts[index] = body.utf8.count
            body += templateText(ofPiece: index)
        }
        let name = "page.md"
        do throws(DiagnosticList) {
            _ = try TemplateLibrary(directory: nil, builtIns: [name: body]).template(named: name)
            return nil
        } catch {
            guard let diagnostic = error.diagnostics.first, let location = diagnostic.location else { return nil }
            let offset = Self.offset(of: location, in: SourceText(path: name, text: body))
            return fallbacks.keys.first { piece in
                (starts[piece]!..<starts[piece]! + pieces[piece].text.utf8.count).contains(offset)
            }.map { ($0, diagnostic.message) }
        }
    }

    /// The UTF-8 offset of a location, whose column counts Unicode scalars.
    private static func offset(of location: SourceLocation, in source: SourceText) -> Int {
        let lineStart = source.offset(ofLine: location.line)
        let line = String(decoding: source.bytes[lineStart...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return lineStart + line.unicodeScalars.prefix(location.column - 1).reduce(0) { $0 + UTF8.width($1) }
    }
}
