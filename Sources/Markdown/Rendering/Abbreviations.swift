/// A document's abbreviations (`.abbreviations`), found in its text in one pass: where a word starts (or a
/// character outside words, for `.NET`), the text is walked down a trie of the abbreviations as far as it
/// matches one, so each place costs at most the length of the longest abbreviation, however many there are.
/// A match must end where a word ends: `HTML` is found in `HTML-based` and `HTML's`, not in `HTML5`. Letters,
/// digits and `_` make words, in any script.
final class Abbreviations {
    struct Entry {
        var abbreviation: [UInt8]
        var title: [UInt8]
    }

    /// An abbreviation longer than this is ignored: it bounds the walk from each place in the text.
    static let maximumLength = 256

    private struct Node {
        var children: [UInt8: Int] = [:]
        /// The entry of the abbreviation that ends here, or -1.
        var entry = -1
    }

    private let entries: [Entry]
    private let nodes: [Node]
    /// The root's children by byte, for the one look-up made at every place a match may start.
    private let roots: [Int]

    init(_ definitions: [[UInt8]: [UInt8]]) {
        entries = definitions.filter { $0.key.count <= Self.maximumLength }.map { Entry(abbreviation: $0.key, title: $0.value) }
        var nodes = [Node()]
        for (index, entry) in entries.enumerated() {
            var node = 0
            for byte in entry.abbreviation {
                if let child = nodes[node].children[byte] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].children[byte] = nodes.count - 1
                    node = nodes.count - 1
                }
            }
            nodes[node].entry = index
        }
        roots = (0...255).map { nodes[0].children[UInt8($0)] ?? -1 }
        self.nodes = nodes
    }

    /// The abbreviations in `text`, in order: where each is and its entry.
    func matches(in text: ArraySlice<UInt8>) -> [(range: Range<Int>, entry: Entry)] {
        var found: [(range: Range<Int>, entry: Entry)] = []
        var cursor = text.startIndex
        var afterWord = false
        while cursor < text.endIndex {
            if !afterWord, let match = longestMatch(in: text, at: cursor) {
                found.append(match)
                cursor = match.range.upperBound
                afterWord = Self.endsWithWord(text[..<cursor])
                continue
            }
            let (isWord, length) = Self.scalar(text, at: cursor)
            if isWord && !afterWord {
                // The rest of a word that starts no abbreviation cannot start one.
                cursor = Self.wordEnd(text, from: cursor)
                afterWord = true
                continue
            }
            afterWord = isWord
            cursor += length
        }
        return found
    }

    /// The longest abbreviation at `start` (which no word character comes right before) that ends a word.
    private func longestMatch(in text: ArraySlice<UInt8>, at start: Int) -> (range: Range<Int>, entry: Entry)? {
        var node = roots[Int(text[start])]
        var cursor = start + 1
        var longest: (range: Range<Int>, entry: Entry)?
        while node >= 0 {
            if nodes[node].entry >= 0, cursor == text.endIndex || !Self.scalar(text, at: cursor).isWord {
                longest = (start..<cursor, entries[nodes[node].entry])
            }
            guard cursor < text.endIndex, let child = nodes[node].children[text[cursor]] else { break }
            node = child
            cursor += 1
        }
        return longest
    }

    /// Where the word (or run of word characters) starting at `start` ends.
    private static func wordEnd(_ text: ArraySlice<UInt8>, from start: Int) -> Int {
        var cursor = start
        while cursor < text.endIndex {
            let (isWord, length) = scalar(text, at: cursor)
            guard isWord else { break }
            cursor += length
        }
        return cursor
    }

    private static func endsWithWord(_ text: ArraySlice<UInt8>) -> Bool {
        var start = text.endIndex - 1
        while start > text.startIndex, text[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(text, at: start).isWord
    }

    /// Whether the character at `index` belongs to words, and its length in bytes.
    private static func scalar(_ text: ArraySlice<UInt8>, at index: Int) -> (isWord: Bool, length: Int) {
        let lead = text[index]
        if lead < 0x80 { return (lead.isASCIIAlphanumeric || lead == UInt8(ascii: "_"), 1) }
        let length = min(lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, text.endIndex - index)
        var decoder = UTF8()
        var iterator = text[index..<(index + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (false, 1) }
        return (scalar.properties.isAlphabetic || scalar.properties.numericType != nil, length)
    }
}

extension DocumentWriter {
    /// Text of the document's inlines, its abbreviations marked up when it defines any (but in an autolink,
    /// whose text is its URL).
    @inline(__always)
    mutating func writeText(_ text: ArraySlice<UInt8>) {
        if abbreviations == nil || isWritingAutolink {
            html.inlineText(text)
        } else {
            writeMarkingAbbreviations(text)
        }
    }

    private mutating func writeMarkingAbbreviations(_ text: ArraySlice<UInt8>) {
        guard let abbreviations else { return }
        var written = text.startIndex
        for (range, entry) in abbreviations.matches(in: text) {
            if range.lowerBound > written { html.inlineText(text[written..<range.lowerBound]) }
            html.abbreviation(text[range], title: entry.title)
            written = range.upperBound
        }
        if written < text.endIndex { html.inlineText(text[written...]) }
    }
}

extension HTMLWriter {
    /// `<abbr title="…">HTML</abbr>`; without a title when the definition gives none.
    mutating func abbreviation(_ text: ArraySlice<UInt8>, title: [UInt8]) {
        if title.isEmpty {
            raw("<abbr>")
        } else {
            raw("<abbr title=\"")
            attribute(title)
            raw("\">")
        }
        inlineText(text)
        raw("</abbr>")
    }
}
