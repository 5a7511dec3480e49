/// The plain scheme's words in a run with characters past ASCII (`SearchScheme.plain`). Chinese and Japanese
/// are written without spaces, and Korean's spaces part phrases rather than words: a run of their text is not a
/// word. As Lucene's CJK analyzer does, a run of CJK letters gives each pair of neighbouring letters (a bigram:
/// `静态网站` gives `静态`, `态网`, `网站`), so that a word of two letters or more is found wherever it stands
/// in a sentence, and each letter alone, so that a query of one letter finds it too; in text order, each
/// letter after the bigram it ends (`静`, `静态`, `态`, `态网`, …). CJK punctuation separates words as spaces do.
/// The rest of the run is split into words as the English scheme splits it. search.js repeats the ranges below.
extension SearchTokenizer {
    /// What a character is to the plain scheme.
    enum PlainCharacter { case cjkLetter, separator, other }

    /// Calls `body` with each word of a run that is not all ASCII, or is too long to be a word unless it is,
    /// as the plain scheme takes them (see the extension's summary).
    static func forEachPlainWord(inNonASCIIRun run: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        func take(_ word: Range<Int>) {
            if word.count > 1 && word.count <= maximumLength { body(word) }
        }
        var start = run.lowerBound
        // Where the CJK letter just before starts, when there is one.
        var previousLetter: Int?
        var index = run.lowerBound
        while index < run.upperBound {
            let (width, kind) = plainCharacter(bytes, at: index)
            switch kind {
            case .separator:
                take(start..<index)
                previousLetter = nil
                start = index + width
            case .cjkLetter:
                take(start..<index)
                if let previousLetter { body(previousLetter..<index + width) }
                body(index..<index + width)
                previousLetter = index
                start = index + width
            case .other:
                previousLetter = nil
            }
            index += width
        }
        take(start..<max(start, run.upperBound))
    }

    /// The number of bytes of the character at `index` and what it is.
    private static func plainCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (width: Int, kind: PlainCharacter) {
        guard bytes[index] >= 0x80 else { return (1, .other) }
        let width = wordCharacterWidth(bytes, at: index)
        guard width > 0 else { return (-width, .separator) }
        // Every CJK letter and punctuation mark takes three bytes or four.
        guard width >= 3 else { return (width, .other) }
        var scalar = UInt32(bytes[index] & (width == 3 ? 0x0F : 0x07))
        for offset in 1..<width { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (width, plainKind(of: scalar))
    }

    /// What the character with this code point is to the plain scheme: a letter of the Han, Hiragana, Katakana
    /// or Hangul scripts (by block, with the iteration marks `々〆〇` and the prolonged sound mark `ー`), CJK
    /// punctuation (the rest of CJK Symbols and Punctuation, the katakana middle dot, vertical and compatibility
    /// forms, and fullwidth and halfwidth ASCII punctuation), or any other character of a word.
    static func plainKind(of scalar: UInt32) -> PlainCharacter {
        switch scalar {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x3FFFF, 0xF900...0xFAFF, // Han
             0x3005...0x3007, // 々〆〇
             0x3041...0x309F, // Hiragana
             0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, // Katakana
             0xAC00...0xD7FF, 0x1100...0x11FF, 0x3131...0x318F, 0xA960...0xA97F, 0xFFA0...0xFFDC: // Hangul
            .cjkLetter
        case 0x3000...0x3004, 0x3008...0x303F, 0x30A0, 0x30FB, 0xFE10...0xFE1F, 0xFE30...0xFE4F,
             0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
            .separator
        default:
            .other
        }
    }
}
