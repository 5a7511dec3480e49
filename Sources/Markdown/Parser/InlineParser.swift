/// Phase two: the inline content of one leaf block (paragraph, heading, table cell), scanned
/// left to right over bytes. Emphasis and links are resolved with the delimiter-stack algorithm
/// of the CommonMark appendix. One parser is reused for every leaf of a document.
struct InlineParser {
    /// Emphasis, links and images nested deeper than this render as text, so that building
    /// and rendering the tree never recurse deeply.
    static let maximumNesting = 50

    let extensions: MarkdownExtensions
    /// Curly quotes, dashes and ellipses (`SmartPunctuation`).
    let smartPunctuation: Bool
    let references: [[UInt8]: LinkReference]
    /// The footnotes defined, by normalized label: the definition block and its label as written.
    let footnotes: [[UInt8]: (definition: Int, label: String)]
    /// Per footnote referenced so far, by its label as its definition writes it: its number and how
    /// many references it has. Leaves are parsed in document order, so this numbers footnotes by
    /// first reference; a page's later documents go on with its numbers (`MarkdownPage`).
    var footnoteUses: [String: FootnoteUse] = [:]

    /// The leaf's text (copied into this reused buffer); decoded entities are appended past `end`
    /// and referenced from there.
    var bytes: [UInt8] = []
    var end = 0
    var position = 0
    /// Where the leaf's lines came from in the input, for link positions; their offsets count
    /// from `base`, the leaf's index in the block parser's text.
    var lineStarts: ArraySlice<LineStart> = []
    var base = 0
    /// What templates printed into the input, read back in code spans.
    var escapedValues = EscapedTemplateValues(ranges: [])

    var nodes: [InlineNode] = []
    var targets: [LinkTarget] = []
    var footnoteReferences: [FootnoteReference] = []
    var delimiters: [Delimiter] = []
    var lastDelimiter = -1
    var brackets: [Bracket] = []
    /// `[` openers below this index in `brackets` are inside a link made since and cannot make one.
    var firstActiveLinkOpener = 0
    var openersBottom = [Int](repeating: -1, count: 42)

    // Facts that keep scanning linear: once a search to the end of the text failed, it fails again.
    var backtickRunsScanned = false
    var backtickRunsRecorded = false
    var lastBacktickRun = [Int](repeating: -1, count: 81)
    var longBacktickRuns: [Int: Int] = [:]
    var noCommentEnd = false
    var noProcessingInstructionEnd = false
    var noCDATAEnd = false
    var noDeclarationEnd = false
    /// No `www.` autolink starts before this index (see `wwwAutolink`).
    var noDomainBefore = 0
    /// No `}` ends a kramdown attribute list after the last one looked for.
    var noClosingBrace = false
    /// The kramdown extensions (`comment`…) whose stop tag was looked for and not found.
    var extensionsWithoutStopTag: [[UInt8]] = []

    private let special: [Bool]

    init(extensions: MarkdownExtensions, smartPunctuation: Bool = false, references: [[UInt8]: LinkReference],
         footnotes: [[UInt8]: (definition: Int, label: String)] = [:]) {
        self.extensions = extensions
        self.smartPunctuation = smartPunctuation
        self.references = references
        self.footnotes = footnotes
        var special = [Bool](repeating: false, count: 256)
        for byte in "\n`\\&<*_[]!".utf8 { special[Int(byte)] = true }
        if extensions.contains(.strikethrough) || extensions.contains(.tildeSubscript) { special[Int(UInt8(ascii: "~"))] = true }
        if extensions.contains(.caretInsert) { special[Int(UInt8(ascii: "^"))] = true }
        if extensions.contains(.mark) { special[Int(UInt8(ascii: "="))] = true }
        if extensions.contains(.keys) { special[Int(UInt8(ascii: "+"))] = true }
        if extensions.contains(.math) { special[Int(UInt8(ascii: "$"))] = true }
        if extensions.contains(.autolinks) {
            special[Int(UInt8(ascii: "w"))] = true
            special[Int(UInt8(ascii: ":"))] = true
        }
        if extensions.contains(.shortcodes) { special[Int(UInt8(ascii: ":"))] = true }
        if !extensions.isDisjoint(with: [.kramdownAttributes, .attributeLists]) { special[Int(UInt8(ascii: "{"))] = true }
        if smartPunctuation { for byte in "'\"-.".utf8 { special[Int(byte)] = true } }
        self.special = special
    }

    /// Parses `content` into `nodes`, which the document writer then writes.
    mutating func parse(_ content: ArraySlice<UInt8>, lineStarts: ArraySlice<LineStart>) {
        reset(content, lineStarts: lineStarts)
        while position < end {
            parseInline()
        }
        processEmphasis(above: -1)
    }

    private mutating func reset(_ content: ArraySlice<UInt8>, lineStarts: ArraySlice<LineStart>) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: content)
        base = content.startIndex
        var trimmed = bytes.count
        while trimmed > 0, bytes[trimmed - 1].isASCIIWhitespace { trimmed -= 1 }
        end = trimmed
        position = 0
        self.lineStarts = lineStarts
        nodes.removeAll(keepingCapacity: true)
        nodes.append(InlineNode(kind: .root))
        // Most leaves leave these empty; clearing an empty array still costs a generic call.
        if !targets.isEmpty { targets.removeAll(keepingCapacity: true) }
        if !footnoteReferences.isEmpty { footnoteReferences.removeAll(keepingCapacity: true) }
        if !delimiters.isEmpty { delimiters.removeAll(keepingCapacity: true) }
        lastDelimiter = -1
        if !brackets.isEmpty { brackets.removeAll(keepingCapacity: true) }
        firstActiveLinkOpener = 0
        if backtickRunsRecorded {
            for index in lastBacktickRun.indices { lastBacktickRun[index] = -1 }
            longBacktickRuns.removeAll()
            backtickRunsRecorded = false
        }
        backtickRunsScanned = false
        noCommentEnd = false
        noProcessingInstructionEnd = false
        noCDATAEnd = false
        noDeclarationEnd = false
        noDomainBefore = 0
        noClosingBrace = false
        if !extensionsWithoutStopTag.isEmpty { extensionsWithoutStopTag.removeAll() }
    }

    private mutating func parseInline() {
        let byte = bytes[position]
        switch byte {
        case .lineFeed: parseLineEnding()
        case UInt8(ascii: "`"): parseCodeSpan()
        case UInt8(ascii: "\\"): parseBackslash()
        case UInt8(ascii: "&"): parseEntity()
        case UInt8(ascii: "<"): parseAngleBracket()
        case UInt8(ascii: "*"), UInt8(ascii: "_"): parseDelimiterRun(byte)
        case UInt8(ascii: "~") where extensions.contains(.strikethrough) || extensions.contains(.tildeSubscript): parseDelimiterRun(byte)
        case UInt8(ascii: "^") where extensions.contains(.caretInsert): parseDelimiterRun(byte)
        case UInt8(ascii: "=") where extensions.contains(.mark): parseDelimiterRun(byte)
        case UInt8(ascii: "+") where extensions.contains(.keys): if !parseKeys() { parseText() }
        case UInt8(ascii: "$") where extensions.contains(.math): if !parseMath() { parseText() }
        case UInt8(ascii: "'") where smartPunctuation: parseQuote(byte)
        case UInt8(ascii: "\"") where smartPunctuation: parseQuote(byte)
        case UInt8(ascii: "-") where smartPunctuation: parseHyphens()
        case UInt8(ascii: ".") where smartPunctuation: parseDots()
        case UInt8(ascii: "["): pushBracket(isImage: false)
        case UInt8(ascii: "!"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: "[") {
                pushBracket(isImage: true)
            } else {
                appendText(position, position + 1)
                position += 1
            }
        case UInt8(ascii: "]"): closeBracket()
        case UInt8(ascii: ":") where extensions.contains(.shortcodes) && parseShortcode(): break
        case UInt8(ascii: "{") where parseAttributeBraces(): break
        case UInt8(ascii: "w"), UInt8(ascii: ":"):
            if !extensions.contains(.autolinks) || !parseExtendedAutolink() { parseText() }
        default: parseText()
        }
    }

    /// A run of ordinary bytes; spaces before a line ending belong to the line break.
    private mutating func parseText() {
        let start = position
        var cursor = position + 1
        let autolinks = extensions.contains(.autolinks)
        let shortcodes = extensions.contains(.shortcodes)
        cursor = bytes.withUnsafeBufferPointer { buffer in
            special.withUnsafeBufferPointer { isSpecial in
                var cursor = cursor
                while cursor < end, !isSpecial[Int(buffer[cursor])] { cursor += 1 }
                // `w` and `:` (special with autolinks) end the run only where a URL may start, or a
                // shortcode with `.shortcodes`.
                while autolinks, cursor < end, buffer[cursor] == UInt8(ascii: "w") || buffer[cursor] == UInt8(ascii: ":"),
                      !(shortcodes && buffer[cursor] == UInt8(ascii: ":")), !Self.mayStartURL(buffer, at: cursor, end: end) {
                    cursor += 1
                    while cursor < end, !isSpecial[Int(buffer[cursor])] { cursor += 1 }
                }
                return cursor
            }
        }
        position = cursor
        var textEnd = cursor
        if cursor < end, bytes[cursor] == .lineFeed {
            while textEnd > start, bytes[textEnd - 1].isSpaceOrTab { textEnd -= 1 }
        }
        appendText(start, textEnd)
    }

    /// Whether the `w` or `:` at `index` may start a `www.` autolink or end a URL scheme.
    private static func mayStartURL(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        guard index + 3 < end else { return false }
        if buffer[index] == UInt8(ascii: ":") {
            return index > 0 && buffer[index - 1].isASCIILetter && buffer[index + 1] == UInt8(ascii: "/")
                && buffer[index + 2] == UInt8(ascii: "/")
        }
        return buffer[index + 1] == UInt8(ascii: "w") && buffer[index + 2] == UInt8(ascii: "w") && buffer[index + 3] == UInt8(ascii: ".")
    }

    /// A soft break, or a hard break after two or more spaces.
    private mutating func parseLineEnding() {
        let isHard = position >= 2 && bytes[position - 1] == .space && bytes[position - 2] == .space
        position += 1
        while position < end, bytes[position].isSpaceOrTab { position += 1 }
        append(InlineNode(kind: isHard ? .hardBreak : .softBreak))
    }

    /// `\` escapes ASCII punctuation and before a line ending makes a hard break.
    private mutating func parseBackslash() {
        let next = position + 1
        if next < end, bytes[next].isASCIIPunctuation {
            appendText(next, next + 1)
            position += 2
        } else if next < end, bytes[next] == .lineFeed {
            position += 2
            while position < end, bytes[position].isSpaceOrTab { position += 1 }
            append(InlineNode(kind: .hardBreak))
        } else {
            appendText(position, next)
            position = next
        }
    }

    private mutating func parseEntity() {
        if let (replacement, length) = CharacterReference.decode(bytes, at: position, end: end) {
            let start = bytes.count
            bytes.append(contentsOf: replacement)
            appendText(start, bytes.count)
            position += length
        } else {
            appendText(position, position + 1)
            position += 1
        }
    }

    /// The input offset of a byte of `bytes`.
    func sourceOffset(of index: Int) -> Int {
        lineStarts.sourceOffset(ofContent: index + base)
    }
}
