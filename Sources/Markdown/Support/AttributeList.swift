/// The attributes between the braces of kramdown's attribute lists, read as kramdown reads them
/// (`{: #id .class key="value" reference}`): each word separated by whitespace is an id (`#name`),
/// classes (`.one.two`, several), a quoted key–value pair (`\"` and `\}` escape inside) or a reference
/// to an attribute list definition; anything else is ignored. A later value of a name replaces an
/// earlier one, except classes, which are added. Python-Markdown's attr_list and goldmark write the
/// same lists without the colon (`{ .class #id key=value }`), where a value may go unquoted and a bare
/// word is a key without a value (`{ data-search-exclude }`).
struct AttributeList {
    /// The attributes in the order first given; `class` holds the classes joined by spaces.
    private(set) var pairs: [(name: [UInt8], value: [UInt8])] = []
    /// The names of the definitions referenced (`toc`, an ALD's name), in order.
    private(set) var referencedNames: [[UInt8]] = []
    /// Where the list is written in the input, for warnings about it.
    var sourceOffset: Int

    /// The most names a list gives values to (more are ignored): each value is set by a look at those
    /// before, so a list with thousands costs no more than its length.
    static let maximumNames = 64

    /// Whether a bare word is a key without a value (attr_list) rather than a reference (kramdown).
    private var bareWordsAreKeys = false

    init(sourceOffset: Int) {
        self.sourceOffset = sourceOffset
    }

    /// Whether the text between `{` and `}` is a list without kramdown's colon: at least one word, each an
    /// id or classes (`#id`, `.class`), a key with a value (`key=value`, `key="a value"`) or a bare key. Prose
    /// in braces (`{a, b}`, `{ x + 1 }`) is none.
    static func isWellFormedWithoutColon(_ content: ArraySlice<UInt8>) -> Bool {
        var cursor = content.startIndex
        var words = 0
        while cursor < content.endIndex {
            if content[cursor].isASCIIWhitespace {
                cursor += 1
                continue
            }
            guard let wordEnd = wellFormedWordEnd(content, at: cursor) else { return false }
            words += 1
            cursor = wordEnd
        }
        return words > 0
    }

    /// Where the well-formed word at `start` ends, or nil.
    private static func wellFormedWordEnd(_ content: ArraySlice<UInt8>, at start: Int) -> Int? {
        let wordEnd = content[start...].firstIndex(where: \.isASCIIWhitespace) ?? content.endIndex
        if content[start] == UInt8(ascii: "#") || content[start] == UInt8(ascii: ".") { return wordEnd > start + 1 ? wordEnd : nil }
        let nameEnd = nameEnd(content, at: start)
        guard nameEnd > start else { return nil }
        if nameEnd == wordEnd { return wordEnd }
        guard content[nameEnd] == UInt8(ascii: "="), nameEnd + 1 < content.endIndex else { return nil }
        if let (_, valueEnd) = quotedValue(content, at: nameEnd + 1) {
            return valueEnd == content.endIndex || content[valueEnd].isASCIIWhitespace ? valueEnd : nil
        }
        return wordEnd > nameEnd + 1 ? wordEnd : nil
    }

    /// Reads the text between `{:` and `}` (or after an ALD's name), or between `{` and `}` of a list
    /// without the colon (`bareWordsAreKeys`).
    init(parsing content: ArraySlice<UInt8>, sourceOffset: Int, bareWordsAreKeys: Bool = false) {
        self.sourceOffset = sourceOffset
        self.bareWordsAreKeys = bareWordsAreKeys
        var cursor = content.startIndex
        while cursor < content.endIndex {
            if content[cursor].isASCIIWhitespace {
                cursor += 1
                continue
            }
            cursor = readWord(content, at: cursor)
        }
    }

    /// The value given to `name`.
    func value(of name: String) -> [UInt8]? {
        pairs.first { $0.name.elementsEqual(name.utf8) }?.value
    }

    /// Whether the list references `name` (`{:toc}` references `toc`).
    func references(_ name: String) -> Bool {
        referencedNames.contains { $0.elementsEqual(name.utf8) }
    }

    /// `other` applied after this list: its values replace these, its classes (and references, unless
    /// `keepingReferences` is false) are added.
    mutating func merge(_ other: AttributeList, keepingReferences: Bool = true) {
        for pair in other.pairs { set(pair.name, pair.value) }
        if keepingReferences { referencedNames += other.referencedNames }
    }

    /// Takes the first class that `matches` out of `class`, and returns it.
    mutating func removeClass(where matches: (ArraySlice<UInt8>) -> Bool) -> ArraySlice<UInt8>? {
        guard let index = pairs.firstIndex(where: { $0.name.elementsEqual("class".utf8) }) else { return nil }
        var classes = pairs[index].value.split(separator: .space)
        guard let found = classes.firstIndex(where: matches) else { return nil }
        let removed = classes.remove(at: found)
        pairs[index].value = Array(classes.joined(separator: [.space]))
        if classes.isEmpty { pairs.remove(at: index) }
        return removed
    }

    /// The list without `name`.
    func removing(_ name: String) -> AttributeList {
        var copy = self
        copy.pairs.removeAll { $0.name.elementsEqual(name.utf8) }
        return copy
    }

    private mutating func set(_ name: [UInt8], _ value: [UInt8]) {
        let isClass = name.elementsEqual("class".utf8)
        guard let index = pairs.firstIndex(where: { $0.name == name }) else {
            if pairs.count < Self.maximumNames { pairs.append((name, value)) }
            return
        }
        if isClass, !pairs[index].value.isEmpty {
            pairs[index].value += [.space] + value
        } else {
            pairs[index].value = value
        }
    }

    /// Reads the word at `start`; returns where it ends.
    private mutating func readWord(_ content: ArraySlice<UInt8>, at start: Int) -> Int {
        let wordEnd = content[start...].firstIndex(where: \.isASCIIWhitespace) ?? content.endIndex
        let first = content[start]
        if first == UInt8(ascii: "#"), bareWordsAreKeys, wordEnd > start + 1 {
            // Python-Markdown's attr_list takes all of `#config.blog_dir` or `#+type:note` as the id.
            set(Array("id".utf8), Array(content[(start + 1)..<wordEnd]))
            return wordEnd
        }
        if first == UInt8(ascii: "#") || first == UInt8(ascii: ".") {
            readIDsAndClasses(content[start..<wordEnd])
            return wordEnd
        }
        let nameEnd = Self.nameEnd(content, at: start)
        guard nameEnd > start else { return wordEnd }
        if nameEnd == wordEnd {
            if bareWordsAreKeys {
                set(Array(content[start..<nameEnd]), [])
            } else {
                referencedNames.append(Array(content[start..<nameEnd]))
            }
            return wordEnd
        }
        guard content[nameEnd] == UInt8(ascii: "="), nameEnd + 1 < content.endIndex else { return wordEnd }
        let value: [UInt8], valueEnd: Int
        if let (quoted, end) = Self.quotedValue(content, at: nameEnd + 1) {
            guard end == content.endIndex || content[end].isASCIIWhitespace else { return wordEnd }
            (value, valueEnd) = (quoted, end)
        } else {
            guard bareWordsAreKeys else { return wordEnd }
            (value, valueEnd) = (Array(content[(nameEnd + 1)..<wordEnd]), wordEnd)
        }
        // `class="a b"` replaces the classes given so far, as kramdown reads it.
        if content[start..<nameEnd].elementsEqual("class".utf8) { pairs.removeAll { $0.name.elementsEqual("class".utf8) } }
        set(Array(content[start..<nameEnd]), value)
        return valueEnd
    }

    /// `#id`, `.class` and runs of them (`#id.one.two`); a word with an invalid part gives nothing.
    private mutating func readIDsAndClasses(_ word: ArraySlice<UInt8>) {
        var parts: [(isID: Bool, name: ArraySlice<UInt8>)] = []
        var cursor = word.startIndex
        while cursor < word.endIndex {
            let isID = word[cursor] == UInt8(ascii: "#")
            guard isID || word[cursor] == UInt8(ascii: ".") else { return }
            let start = cursor + 1
            cursor = start
            if isID {
                guard cursor < word.endIndex, word[cursor].isASCIILetter else { return }
                while cursor < word.endIndex, Self.isWordByte(word[cursor]) || word[cursor] == UInt8(ascii: ":") { cursor += 1 }
            } else {
                while cursor < word.endIndex, word[cursor] != UInt8(ascii: "."), word[cursor] != UInt8(ascii: "#") { cursor += 1 }
                guard cursor > start else { return }
            }
            parts.append((isID, word[start..<cursor]))
        }
        for part in parts {
            set(Array((part.isID ? "id" : "class").utf8), Array(part.name))
        }
    }

    /// The end of a name (`\w[\w-]*`) at `start`, or `start` when none starts there.
    private static func nameEnd(_ content: ArraySlice<UInt8>, at start: Int) -> Int {
        guard isWordByte(content[start]), content[start] != UInt8(ascii: "-") else { return start }
        var cursor = start + 1
        while cursor < content.endIndex, isWordByte(content[cursor]) { cursor += 1 }
        return cursor
    }

    /// A value in single or double quotes at `start`, its escapes (`\}` and the quote) removed.
    private static func quotedValue(_ content: ArraySlice<UInt8>, at start: Int) -> ([UInt8], Int)? {
        let quote = content[start]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        var value: [UInt8] = []
        var cursor = start + 1
        while cursor < content.endIndex {
            let byte = content[cursor]
            if byte == UInt8(ascii: "\\"), cursor + 1 < content.endIndex,
               content[cursor + 1] == quote || content[cursor + 1] == UInt8(ascii: "}") {
                value.append(content[cursor + 1])
                cursor += 2
                continue
            }
            if byte == quote { return (value, cursor + 1) }
            value.append(byte)
            cursor += 1
        }
        return nil
    }

    /// Letters, digits, `_` and `-`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
