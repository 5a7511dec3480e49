/// YAML, line by line.
///
/// - attribute: mapping keys (`name:`, `"quoted key":`) and directives (`%YAML 1.2`).
/// - string: quoted scalars, plain scalar values and the bodies of block scalars (`|`, `>-`).
/// - number: scalar values that are numbers (`42`, `-1.5e3`, `0x1F`, `.inf`).
/// - keyword: `true`, `false`, `null`, `~`, `yes`, `no`, `on`, `off` as values.
/// - type: tags (`!!str`, `!Ref`).
/// - function: anchors (`&base`) and aliases (`*base`).
/// - comment: `#` at the start of a line or after a space.
/// - punctuation: the `-`, `?` and `:` indicators, `---` and `...`, flow brackets and commas, and
///   block scalar headers.
enum YAMLGrammar {
    static func highlight(_ lexer: inout Lexer) {
        var flowDepth = 0
        while !lexer.isAtEnd {
            line(&lexer, flowDepth: &flowDepth)
            lexer.skipLineBreak()
        }
    }

    private static func line(_ lexer: inout Lexer, flowDepth: inout Int) {
        let lineStart = lexer.position
        if flowDepth == 0, lexer.hasPrefix("---") || lexer.hasPrefix("..."), lexer.peek(3).isASCIIWhitespace || lexer.peek(3) == 0 {
            lexer.consume(3, as: .punctuation)
        } else if flowDepth == 0, lexer.peek() == UInt8(ascii: "%") {
            lexer.skipToLineEnd()
            lexer.mark(.attribute, from: lineStart)
            return
        }
        lexer.skipHorizontalSpace()
        let indentation = lexer.position - lineStart
        while !lexer.isAtEnd, !lexer.peek().isLineBreak {
            let start = lexer.position
            let byte = lexer.peek()
            let next = lexer.peek(1)
            let nextIsSpace = next.isASCIIWhitespace || next == 0
            switch byte {
            case _ where byte.isHorizontalSpace:
                lexer.skipHorizontalSpace()
            case UInt8(ascii: "#") where start == lineStart || lexer.previousByte.isASCIIWhitespace:
                lexer.markLineComment()
            case _ where nextIsSpace && indicators.contains(byte):
                lexer.consume(1, as: .punctuation)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                lexer.consume(1, as: .punctuation)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
                lexer.consume(1, as: .punctuation)
            case UInt8(ascii: ",") where flowDepth > 0:
                lexer.consume(1, as: .punctuation)
            case _ where !nextIsSpace && propertyMarkers.contains(byte):
                lexer.skip { !$0.isASCIIWhitespace && !(flowDepth > 0 && flowIndicators.contains($0)) }
                lexer.mark(byte == UInt8(ascii: "!") ? .type : .function, from: start)
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                lexer.advance()
                lexer.skip { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0.isASCIIDigit }
                lexer.mark(.punctuation, from: start)
                blockScalar(&lexer, indentation: indentation)
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexer.advance()
                lexer.skipQuoted(byte, escapes: byte == UInt8(ascii: "\""), multiline: true)
                lexer.mark(lexer.nextByte() == UInt8(ascii: ":") ? .attribute : .string, from: start)
            default:
                plainScalar(&lexer, inFlow: flowDepth > 0)
            }
        }
    }

    /// A plain scalar: a key when `:` ends it, else a value.
    private static func plainScalar(_ lexer: inout Lexer, inFlow: Bool) {
        let start = lexer.position
        var end = start
        var isKey = false
        while !lexer.isAtEnd {
            let byte = lexer.peek()
            if byte.isLineBreak || (inFlow && flowIndicators.contains(byte)) {
                break
            }
            if byte == UInt8(ascii: ":") {
                let next = lexer.peek(1)
                if next.isASCIIWhitespace || next == 0 || (inFlow && flowIndicators.contains(next)) {
                    isKey = true
                    break
                }
            }
            if byte == UInt8(ascii: "#"), lexer.previousByte.isHorizontalSpace {
                break
            }
            lexer.advanceScalar()
            if !byte.isHorizontalSpace { end = lexer.position }
        }
        if end == start {
            lexer.advanceScalar()
            return
        }
        let scalar = lexer.bytes[start..<end]
        let kind: TokenKind = isKey ? .attribute : isNumber(lexer, start..<end) ? .number : isConstant(scalar) ? .keyword : .string
        lexer.mark(kind, start..<end)
    }

    /// The lines of a block scalar: blank or indented deeper than the line that opened it.
    private static func blockScalar(_ lexer: inout Lexer, indentation: Int) {
        lexer.skipHorizontalSpace()
        if lexer.peek() == UInt8(ascii: "#") { lexer.markLineComment() }
        lexer.skipToLineEnd()
        while !lexer.isAtEnd {
            let lineBreak = lexer.position
            lexer.skipLineBreak()
            let lineStart = lexer.position
            lexer.skipHorizontalSpace()
            let contentStart = lexer.position
            if !lexer.peek().isLineBreak, !lexer.isAtEnd, contentStart - lineStart <= indentation {
                lexer.position = lineBreak
                return
            }
            lexer.skipToLineEnd()
            lexer.mark(.string, contentStart..<lexer.position)
        }
    }

    private static func isNumber(_ lexer: Lexer, _ range: Range<Int>) -> Bool {
        var digits = range
        let sign = lexer.bytes[digits.lowerBound]
        if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return false }
        return specialNumbers.contains(ArraySlice(lexer.bytes[digits].map(\.asciiLowercased))) || lexer.spellsNumber(digits)
    }

    private static func isConstant(_ scalar: ArraySlice<UInt8>) -> Bool {
        scalar.count <= 5 && constants.contains(ArraySlice(scalar.map(\.asciiLowercased)))
    }

    /// `-` (sequence entry), `?` (complex key) and `:` (value) before a space.
    private static let indicators: Set<UInt8> = Set("-?:".utf8)
    /// Anchors `&`, aliases `*` and tags `!`.
    private static let propertyMarkers: Set<UInt8> = Set("&*!".utf8)
    private static let flowIndicators: Set<UInt8> = Set(",[]{}".utf8)
    private static let specialNumbers: WordSet = [".inf", ".nan"]
    private static let constants: WordSet = ["true", "false", "null", "~", "yes", "no", "on", "off"]
}
