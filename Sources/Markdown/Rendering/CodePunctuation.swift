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
        switch text[text.startIndex] {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "'"), UInt8(ascii: "\""):
            return 1
        case 0xC2...:
            for character in otherPunctuation where text.starts(with: character) { return character.count }
            return 0
        default:
            return 0
        }
    }

    /// `…`, closing quotes (`’ ” » ›`) and the CJK full stop, comma and closing bracket (`。、，）`).
    private static let otherPunctuation: [[UInt8]] = ["…", "’", "”", "»", "›", "。", "、", "，", "）"].map { Array($0.utf8) }
}
