/// The punctuation that ends a sentence or a clause right after a code span (`` `sitegen build`. ``). A
/// browser may break the line between an inline block (as sites style inline code) and the text after it,
/// leaving the `.` alone at the start of the next line; `RenderOptions.keepsPunctuationWithCode` puts both in
/// one `<span class="nowrap">` instead of a joining character, which copying would carry into the clipboard.
enum CodePunctuation {
    /// How many bytes at the start of `text` are such punctuation (closing brackets and quotes included).
    static func length(atStartOf text: ArraySlice<UInt8>) -> Int {
        var index = text.startIndex
        while index < text.endIndex {
            let length = characterLength(text[index...])
            guard length > 0 else { break }
            index += length
        }
        return index - text.startIndex
    }

    /// The length of the one punctuation character `text` starts with; 0 when it starts with another.
    private static func characterLength(_ text: ArraySlice<UInt8>) -> Int {
        let first = text[text.startIndex]
        if first < 0x80 { return asciiPunctuation.contains(first) ? 1 : 0 }
        for character in otherPunctuation where text.starts(with: character) { return character.count }
        return 0
    }

    private static let asciiPunctuation: Set<UInt8> = Set(".,;:!?)]}'\"".utf8)
    /// `…`, closing quotes (`’ ” » ›`) and the CJK full stop, comma and closing bracket (`。、，）`).
    private static let otherPunctuation: [[UInt8]] = ["…", "’", "”", "»", "›", "。", "、", "，", "）"].map { Array($0.utf8) }
}
