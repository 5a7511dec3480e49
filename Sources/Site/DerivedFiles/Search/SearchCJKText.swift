/// CJK text as the plain scheme takes it (`SearchScheme.plain`). Chinese and Japanese are written without spaces,
/// and Korean's spaces part phrases rather than words: a run of their text is not a word. As Lucene's CJK analyzer
/// does, a run of CJK letters gives each letter and each pair of neighbouring letters (`静态网站`: `静`, `静态`, `态`,
/// `态网`, `网`, `网站`, `站`, each letter after the pair it ends), so that a word of two letters or more is found
/// wherever it stands in a sentence, and a query of one letter finds it too; CJK punctuation separates words as
/// spaces do. A page's text is rewritten so before `SearchTokenizer` reads it, the letters and pairs written out
/// between spaces: the tokenizer's loop, which reads every byte of every page, stays the one English pages take.
/// search.js repeats the ranges below.
enum SearchCJKText {
    /// `text` with its CJK letters written out and its CJK punctuation made spaces; nil when it has neither.
    static func spaced(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        // Every CJK letter and punctuation mark is U+1100 or above: a lead byte of E1 or more.
        guard text.contains(where: { $0 >= 0xE1 }) else { return nil }
        var spaced: [UInt8] = []
        spaced.reserveCapacity(text.count * 3)
        // Where the CJK letter just before starts, when there is one.
        var previousLetter: Int?
        var rewritten = false
        var index = 0
        while index < text.count {
            let width = min(text.count - index, characterWidth(text[index]))
            let character = UnsafeBufferPointer(rebasing: text[index..<index + width])
            switch width >= 3 ? kind(of: scalar(character)) : .other {
            case .letter:
                if let previousLetter { spaced += [space] + text[previousLetter..<index + width] }
                spaced += [space] + character + [space]
                previousLetter = index
                rewritten = true
            case .separator:
                spaced.append(space)
                previousLetter = nil
                rewritten = true
            case .other:
                spaced += character
                previousLetter = nil
            }
            index += width
        }
        return rewritten ? spaced : nil
    }

    /// `spaced` for a string: the string itself when it has nothing to write out.
    static func spaced(_ text: String) -> String {
        var text = text
        return text.withUTF8 { spaced($0) }.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    private static let space = UInt8(ascii: " ")

    /// What a character is to the plain scheme.
    enum Kind { case letter, separator, other }

    /// What the character with this code point is: a letter of the Han, Hiragana, Katakana or Hangul scripts (by
    /// block, with the iteration marks `々〆〇` and the prolonged sound mark `ー`), CJK punctuation (the rest of CJK
    /// Symbols and Punctuation, the katakana middle dot, vertical and compatibility forms, and fullwidth and halfwidth
    /// ASCII punctuation), or any other character.
    static func kind(of scalar: UInt32) -> Kind {
        switch scalar {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x3FFFF, 0xF900...0xFAFF, // Han
             0x3005...0x3007, // 々〆〇
             0x3041...0x309F, // Hiragana
             0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, // Katakana
             0xAC00...0xD7FF, 0x1100...0x11FF, 0x3131...0x318F, 0xA960...0xA97F, 0xFFA0...0xFFDC: // Hangul
            .letter
        case 0x3000...0x3004, 0x3008...0x303F, 0x30A0, 0x30FB, 0xFE10...0xFE1F, 0xFE30...0xFE4F,
             0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
            .separator
        default:
            .other
        }
    }

    /// The number of bytes of the UTF-8 character that starts with `byte` (1 for a byte that starts none).
    private static func characterWidth(_ byte: UInt8) -> Int {
        byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    }

    /// The code point of a character of three or four bytes.
    private static func scalar(_ character: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var scalar = UInt32(character[0] & (character.count == 3 ? 0x0F : 0x07))
        for byte in character.dropFirst() { scalar = scalar << 6 | UInt32(byte & 0x3F) }
        return scalar
    }
}

extension SearchText {
    /// The text with the CJK letters of each run written out as the plain scheme takes them (`SearchCJKText`);
    /// the text itself when it has none.
    func cjkSpaced() -> SearchText {
        guard bytes.contains(where: { $0 >= 0xE1 }) else { return self }
        var spaced = SearchText()
        var output: [UInt8] = []
        var rewritten = false
        bytes.withUnsafeBufferPointer { bytes in
            for run in runs {
                spaced.start(heading: run.isHeading, at: output.count)
                let text = UnsafeBufferPointer(rebasing: bytes[run.range])
                if let written = SearchCJKText.spaced(text) {
                    output += written
                    rewritten = true
                } else {
                    output += text
                }
            }
        }
        spaced.finish(with: output)
        return rewritten ? spaced : self
    }
}
