/// Abbreviation definitions (`.abbreviations`) as PHP Markdown Extra, kramdown and Python-Markdown write
/// them: a line `*[HTML]: Hyper Text Markup Language` (up to three spaces before it) defines an abbreviation
/// for the whole document, wherever it stands (a later definition of the same one replaces it). It ends a
/// paragraph and is not written; `Abbreviations` marks up the text.
extension BlockParser {
    mutating func startAbbreviationDefinition(_ container: inout Int) -> Bool {
        let start = nextNonspace
        guard start + 4 < lineEnd, bytes[start + 1] == UInt8(ascii: "["),
              let close = bytes[(start + 2)..<lineEnd].firstIndex(of: UInt8(ascii: "]")), close > start + 2,
              close + 1 < lineEnd, bytes[close + 1] == UInt8(ascii: ":") else { return false }
        var titleStart = close + 2
        while titleStart < lineEnd, bytes[titleStart].isSpaceOrTab { titleStart += 1 }
        var titleEnd = lineEnd
        while titleEnd > titleStart, bytes[titleEnd - 1].isSpaceOrTab { titleEnd -= 1 }
        abbreviations[Array(bytes[(start + 2)..<close])] = Array(bytes[titleStart..<titleEnd])
        container = addChild(.nonContent, to: container)
        consumeRestOfLine()
        return true
    }
}
