/// HTML tags as CommonMark defines them, shared by HTML blocks (start condition 7) and inline raw HTML.
public enum HTMLSyntax {
    /// The end of an open tag `<name attr="v" …>` starting at the `<` at `index`, or nil.
    public static func scanOpenTag(_ bytes: [UInt8], at index: Int, end: Int) -> Int? {
        scanOpenTag(bytes, at: index, end: end) { _ in }
    }

    /// The end of an open tag starting at the `<` at `index`, or nil; `attribute` is handed each
    /// attribute as it is read (those of a tag that turns out invalid too).
    static func scanOpenTag(_ bytes: [UInt8], at index: Int, end: Int, attribute: (RawAttribute) -> Void) -> Int? {
        guard var cursor = scanTagName(bytes, at: index + 1, end: end) else { return nil }
        while true {
            let afterSpace = skipWhitespace(bytes, from: cursor, end: end)
            guard afterSpace < end else { return nil }
            let byte = bytes[afterSpace]
            if byte == UInt8(ascii: ">") { return afterSpace + 1 }
            if byte == UInt8(ascii: "/") {
                return afterSpace + 1 < end && bytes[afterSpace + 1] == UInt8(ascii: ">") ? afterSpace + 2 : nil
            }
            // An attribute needs whitespace before it.
            guard afterSpace > cursor, var found = scanAttribute(bytes, at: afterSpace, end: end) else { return nil }
            found.start = cursor
            attribute(found)
            cursor = found.end
        }
    }

    /// The end of a closing tag `</name >` starting at the `<` at `index`, or nil.
    static func scanClosingTag(_ bytes: [UInt8], at index: Int, end: Int) -> Int? {
        guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "/"),
              let nameEnd = scanTagName(bytes, at: index + 2, end: end) else { return nil }
        let cursor = skipWhitespace(bytes, from: nameEnd, end: end)
        return cursor < end && bytes[cursor] == UInt8(ascii: ">") ? cursor + 1 : nil
    }

    /// A tag name: an ASCII letter, then letters, digits and `-`.
    static func scanTagName(_ bytes: [UInt8], at index: Int, end: Int) -> Int? {
        guard index < end, bytes[index].isASCIILetter else { return nil }
        var cursor = index + 1
        while cursor < end, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        return cursor
    }

    private static func scanAttribute(_ bytes: [UInt8], at index: Int, end: Int) -> RawAttribute? {
        let first = bytes[index]
        guard first.isASCIILetter || first == UInt8(ascii: "_") || first == UInt8(ascii: ":") else { return nil }
        var cursor = index + 1
        while cursor < end {
            let byte = bytes[cursor]
            guard byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") else { break }
            cursor += 1
        }
        var attribute = RawAttribute(start: index, name: index..<cursor, value: nil, end: cursor)
        let beforeValue = skipWhitespace(bytes, from: cursor, end: end)
        guard beforeValue < end, bytes[beforeValue] == UInt8(ascii: "=") else { return attribute }
        var valueStart = skipWhitespace(bytes, from: beforeValue + 1, end: end)
        guard valueStart < end else { return nil }
        let quote = bytes[valueStart]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            valueStart += 1
            var valueEnd = valueStart
            while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
            guard valueEnd < end else { return nil }
            attribute.value = valueStart..<valueEnd
            attribute.end = valueEnd + 1
            return attribute
        }
        var valueEnd = valueStart
        while valueEnd < end {
            let byte = bytes[valueEnd]
            if byte <= .space || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") { break }
            valueEnd += 1
        }
        guard valueEnd > valueStart else { return nil }
        attribute.value = valueStart..<valueEnd
        attribute.end = valueEnd
        return attribute
    }

    /// Spaces, tabs and line endings.
    static func skipWhitespace(_ bytes: [UInt8], from index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end, bytes[cursor] == .space || bytes[cursor] == .tab || bytes[cursor].isLineEnding { cursor += 1 }
        return cursor
    }

    /// Whether `needle` (lower-case ASCII) occurs in the bytes, ignoring ASCII case.
    static func contains(_ needle: StaticString, in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        find(needle, in: bytes, from: start, to: end) != nil
    }

    /// The index after the first occurrence of `needle` (lower-case ASCII), ignoring ASCII case.
    static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        guard count > 0, end - start >= count else { return nil }
        return needle.withUTF8Buffer { pattern -> Int? in
            let first = pattern[0]
            var index = start
            while index <= end - count {
                if bytes[index].asciiLowercased == first {
                    var matched = 1
                    while matched < count, bytes[index + matched].asciiLowercased == pattern[matched] { matched += 1 }
                    if matched == count { return index + count }
                }
                index += 1
            }
            return nil
        }
    }

    /// Whether the bytes from `start` begin with `prefix` (lower-case ASCII), ignoring ASCII case.
    static func hasPrefix(_ prefix: StaticString, in bytes: [UInt8], at start: Int, end: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard end - start >= count else { return false }
        return prefix.withUTF8Buffer { pattern in
            for offset in 0..<count where bytes[start + offset].asciiLowercased != pattern[offset] { return false }
            return true
        }
    }
}

/// One attribute of a tag as written: `start` is where the whitespace before it starts, so that
/// `bytes[start..<end]` can be written back as it was.
struct RawAttribute {
    var start: Int
    var name: Range<Int>
    /// The value without its quotes; nil for an attribute without `=`.
    var value: Range<Int>?
    var end: Int
}
