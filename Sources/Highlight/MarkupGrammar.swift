/// HTML and XML (SVG, plists, feeds…).
///
/// - keyword: tag names.
/// - attribute: attribute names, and declarations and processing instructions (`<!DOCTYPE html>`,
///   `<?xml version="1.0"?>`).
/// - string: attribute values and CDATA content.
/// - number: entity and character references (`&amp;`, `&#169;`, `&#x1F600;`).
/// - comment: `<!-- … -->`.
/// - punctuation: `<`, `</`, `>`, `/>`, `=` and the CDATA markers.
/// - Text stays plain. `<style>` bodies are highlighted as CSS, `<script>` bodies as JavaScript (or JSON
///   when the `type` says JSON; other types stay plain).
enum MarkupGrammar {
    static func highlight(_ lexer: inout Lexer) {
        while !lexer.isAtEnd {
            let start = lexer.position
            switch lexer.peek() {
            case UInt8(ascii: "<"):
                if lexer.hasPrefix("<!--") {
                    lexer.skip(past: "-->")
                    lexer.mark(.comment, from: start)
                } else if lexer.hasPrefix("<![CDATA[") {
                    lexer.consume(9, as: .punctuation)
                    let content = lexer.position
                    let closed = lexer.skip(past: "]]>")
                    let contentEnd = closed ? lexer.position - 3 : lexer.position
                    lexer.mark(.string, content..<contentEnd)
                    lexer.mark(.punctuation, contentEnd..<lexer.position)
                } else if lexer.hasPrefix("<!") || lexer.hasPrefix("<?") {
                    lexer.skip(past: ">")
                    lexer.mark(.attribute, from: start)
                } else if lexer.peek(1) == UInt8(ascii: "/"), lexer.peek(2).isIdentifierStart {
                    closingTag(&lexer)
                } else if lexer.peek(1).isIdentifierStart {
                    openingTag(&lexer)
                } else {
                    lexer.advance()
                }
            case UInt8(ascii: "&"):
                entity(&lexer)
            default:
                lexer.skip { $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "&") }
            }
        }
    }

    private static func closingTag(_ lexer: inout Lexer) {
        lexer.consume(2, as: .punctuation)
        tagName(&lexer)
        lexer.skipWhitespace()
        if lexer.peek() == UInt8(ascii: ">") {
            lexer.consume(1, as: .punctuation)
        }
    }

    private static func openingTag(_ lexer: inout Lexer) {
        lexer.consume(1, as: .punctuation)
        let name = tagName(&lexer)
        var type: ArraySlice<UInt8> = []
        while !lexer.isAtEnd {
            lexer.skipWhitespace()
            let start = lexer.position
            let byte = lexer.peek()
            if byte == UInt8(ascii: ">") {
                lexer.consume(1, as: .punctuation)
                embeddedCode(&lexer, tag: name, type: type)
                return
            } else if lexer.hasPrefix("/>") {
                lexer.consume(2, as: .punctuation)
                return
            } else if byte == UInt8(ascii: "<") || lexer.isAtEnd {
                return
            }
            lexer.skip { !$0.isASCIIWhitespace && !attributeNameBreaks.contains($0) }
            if lexer.position == start {
                lexer.advanceScalar()
                continue
            }
            let attribute = lexer.text(from: start)
            lexer.mark(.attribute, from: start)
            guard lexer.nextByte(acrossLines: true) == UInt8(ascii: "=") else { continue }
            lexer.skipWhitespace()
            lexer.consume(1, as: .punctuation)
            lexer.skipWhitespace()
            let value = attributeValue(&lexer)
            if attribute.asciiLowercased.elementsEqual("type".utf8) {
                type = value
            }
        }
    }

    /// A quoted or bare attribute value; returns its text without quotes.
    private static func attributeValue(_ lexer: inout Lexer) -> ArraySlice<UInt8> {
        let start = lexer.position
        let quote = lexer.peek()
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            lexer.markString(escapes: false, multiline: true)
            let end = lexer.previousByte == quote && lexer.position > start + 1 ? lexer.position - 1 : lexer.position
            return lexer.bytes[(start + 1)..<end]
        }
        lexer.skip { !$0.isASCIIWhitespace && $0 != UInt8(ascii: ">") }
        lexer.mark(.string, from: start)
        return lexer.text(from: start)
    }

    @discardableResult
    private static func tagName(_ lexer: inout Lexer) -> ArraySlice<UInt8> {
        let start = lexer.position
        lexer.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        lexer.mark(.keyword, from: start)
        return lexer.text(from: start)
    }

    /// The body of `<script>` or `<style>`, up to its closing tag, in its own language.
    private static func embeddedCode(_ lexer: inout Lexer, tag: ArraySlice<UInt8>, type: ArraySlice<UInt8>) {
        let name = tag.asciiLowercased
        let language: Language?
        let closingTag: StaticString
        if name.elementsEqual("style".utf8) {
            (language, closingTag) = (.css, "</style")
        } else if name.elementsEqual("script".utf8) {
            (language, closingTag) = (scriptLanguage(type: type.asciiLowercased), "</script")
        } else {
            return
        }
        let end = lexer.offset(of: closingTag, ignoringCase: true) ?? lexer.limit
        lexer.limited(to: end) { body in
            if let language {
                _ = body.nested { language.highlight(&$0) }
            }
        }
    }

    private static func scriptLanguage(type: [UInt8]) -> Language? {
        let type = String(decoding: type, as: UTF8.self)
        if type.isEmpty || type == "module" || type.hasSuffix("javascript") || type.hasSuffix("ecmascript") {
            return .javascript
        }
        return type.hasSuffix("json") ? .json : nil
    }

    /// `&name;`, `&#123;` or `&#x1F;`; a bare `&` stays plain.
    private static func entity(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.advance()
        if lexer.peek() == UInt8(ascii: "#") { lexer.advance() }
        let nameStart = lexer.position
        lexer.skip { $0.isASCIILetter || $0.isASCIIDigit }
        if lexer.position > nameStart, lexer.position - nameStart <= 32, lexer.peek() == UInt8(ascii: ";") {
            lexer.advance()
            lexer.mark(.number, from: start)
        }
    }

    private static let attributeNameBreaks: Set<UInt8> = Set("=>/<\"'".utf8)
}

private extension ArraySlice<UInt8> {
    var asciiLowercased: [UInt8] { map(\.asciiLowercased) }
}
