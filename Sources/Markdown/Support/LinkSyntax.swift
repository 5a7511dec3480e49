/// The parts of a link shared by inline links and link reference definitions:
/// destination, title and label, each scanned from a byte index.
enum LinkSyntax {
    /// Labels longer than this are not labels (CommonMark's limit).
    static let maximumLabelLength = 999
    /// Nesting of unescaped parentheses in a bare destination; cmark's limit, which keeps scanning shallow.
    static let maximumParenthesisDepth = 32

    /// A destination at `index`: `<…>` or a bare run with balanced parentheses.
    /// Returns the bytes of the destination (still escaped) and the index after it.
    static func scanDestination(_ bytes: [UInt8], at index: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        var cursor = index
        if cursor < end, bytes[cursor] == UInt8(ascii: "<") {
            cursor += 1
            while cursor < end {
                switch bytes[cursor] {
                case UInt8(ascii: ">"):
                    return (index + 1..<cursor, cursor + 1)
                case UInt8(ascii: "<"), .lineFeed, .carriageReturn:
                    return nil
                case UInt8(ascii: "\\"):
                    cursor += cursor + 1 < end && bytes[cursor + 1].isASCIIPunctuation ? 2 : 1
                default:
                    cursor += 1
                }
            }
            return nil
        }
        var depth = 0
        scan: while cursor < end {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\\"):
                cursor += cursor + 1 < end && bytes[cursor + 1].isASCIIPunctuation ? 2 : 1
            case UInt8(ascii: "("):
                depth += 1
                guard depth <= maximumParenthesisDepth else { return nil }
                cursor += 1
            case UInt8(ascii: ")"):
                if depth == 0 { break scan }
                depth -= 1
                cursor += 1
            default:
                if byte <= .space || byte == 0x7F { break scan }
                cursor += 1
            }
        }
        guard depth == 0 else { return nil }
        return (index..<cursor, cursor)
    }

    /// A title at `index`: `"…"`, `'…'` or `(…)`. Returns the bytes inside the delimiters and the index after it.
    static func scanTitle(_ bytes: [UInt8], at index: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        guard index < end else { return nil }
        let closing: UInt8
        switch bytes[index] {
        case UInt8(ascii: "\""): closing = UInt8(ascii: "\"")
        case UInt8(ascii: "'"): closing = UInt8(ascii: "'")
        case UInt8(ascii: "("): closing = UInt8(ascii: ")")
        default: return nil
        }
        var cursor = index + 1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == closing { return (index + 1..<cursor, cursor + 1) }
            if byte == UInt8(ascii: "\\") {
                cursor += cursor + 1 < end && bytes[cursor + 1].isASCIIPunctuation ? 2 : 1
            } else if byte == UInt8(ascii: "(") && closing == UInt8(ascii: ")") {
                return nil
            } else {
                cursor += 1
            }
        }
        return nil
    }

    /// A label `[…]` at `index` (no unescaped brackets, at most 999 bytes inside).
    /// Returns the bytes inside the brackets and the index after the `]`.
    static func scanLabel(_ bytes: [UInt8], at index: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
        var cursor = index + 1
        while cursor < end, cursor - index - 1 <= maximumLabelLength {
            switch bytes[cursor] {
            case UInt8(ascii: "]"):
                return (index + 1..<cursor, cursor + 1)
            case UInt8(ascii: "["):
                return nil
            case UInt8(ascii: "\\"):
                cursor += cursor + 1 < end && bytes[cursor + 1].isASCIIPunctuation ? 2 : 1
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// Skips spaces and tabs, at most one line ending, then spaces and tabs again.
    static func skipSpacesAndLineEnding(_ bytes: [UInt8], from index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end, bytes[cursor].isSpaceOrTab { cursor += 1 }
        if cursor < end, bytes[cursor].isLineEnding {
            if bytes[cursor] == .carriageReturn, cursor + 1 < end, bytes[cursor + 1] == .lineFeed { cursor += 1 }
            cursor += 1
            while cursor < end, bytes[cursor].isSpaceOrTab { cursor += 1 }
        }
        return cursor
    }

    /// The key a label is matched by: whitespace runs collapsed to one space, trimmed, case-folded.
    /// Empty when the label holds only whitespace (such a label matches nothing).
    static func normalizedLabel(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var pendingSpace = false
        var isASCII = true
        for index in range {
            let byte = bytes[index]
            if byte.isASCIIWhitespace {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.append(.space)
                pendingSpace = false
            }
            if byte >= 0x80 { isASCII = false }
            output.append(byte.asciiLowercased)
        }
        if isASCII { return output }
        // Full case folding maps ẞ and ß to "ss"; lower → upper → lower gets there for the cases that differ.
        let folded = String(decoding: output, as: UTF8.self).lowercased().uppercased().lowercased()
        return Array(folded.utf8)
    }
}
