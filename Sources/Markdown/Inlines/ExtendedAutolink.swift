/// GFM extended autolinks: `www.example.org`, `https://example.org/path` and `user@example.org`
/// recognised in plain text, with the GFM rules for trailing punctuation and parentheses.
extension InlineParser {
    /// Whether text scanning should stop at `index` to try an extended autolink: a letter or digit
    /// that starts a word.
    func mayStartExtendedAutolink(at index: Int) -> Bool {
        guard bytes[index].isASCIIAlphanumeric, index >= emailProbeLimit else { return false }
        guard index > 0 else { return true }
        let previous = bytes[index - 1]
        return !previous.isASCIIAlphanumeric && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "-")
            && previous != UInt8(ascii: "+") && previous < 0x80
    }

    /// Tries an extended autolink at `position`; on success appends it and advances.
    mutating func parseExtendedAutolink() -> Bool {
        let start = position
        guard mayStartExtendedAutolink(at: start) else { return false }
        let previous = start > 0 ? bytes[start - 1] : .space
        let afterBoundary = previous.isASCIIWhitespace || previous == UInt8(ascii: "*") || previous == UInt8(ascii: "_")
            || previous == UInt8(ascii: "~") || previous == UInt8(ascii: "(")
        if afterBoundary, HTMLSyntax.hasPrefix("www.", in: bytes, at: start, end: end),
           let domainEnd = validDomain(from: start, requirePeriod: false) {
            let linkEnd = trimmedLinkEnd(start, scanPath(from: domainEnd))
            let text = String(decoding: bytes[start..<linkEnd], as: UTF8.self)
            appendAutolink(destination: "http://" + text, textStart: start, textEnd: linkEnd, sourceIndex: start)
            position = linkEnd
            return true
        }
        for scheme: StaticString in ["http://", "https://", "ftp://"] where HTMLSyntax.hasPrefix(scheme, in: bytes, at: start, end: end) {
            let domainStart = start + scheme.utf8CodeUnitCount
            guard let domainEnd = validDomain(from: domainStart, requirePeriod: true) else { return false }
            let linkEnd = trimmedLinkEnd(start, scanPath(from: domainEnd))
            let text = String(decoding: bytes[start..<linkEnd], as: UTF8.self)
            appendAutolink(destination: text, textStart: start, textEnd: linkEnd, sourceIndex: start)
            position = linkEnd
            return true
        }
        return parseEmailAutolink(from: start)
    }

    private mutating func parseEmailAutolink(from start: Int) -> Bool {
        var cursor = start
        while cursor < end, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: ".")
            || bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "_") {
            cursor += 1
        }
        // Any later start inside this run reaches the same end, so it need not be tried again.
        emailProbeLimit = cursor
        guard cursor < end, bytes[cursor] == UInt8(ascii: "@") else { return false }
        cursor += 1
        var periods = 0
        while cursor < end {
            let byte = bytes[cursor]
            if byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                cursor += 1
            } else if byte == UInt8(ascii: "."), cursor + 1 < end, bytes[cursor + 1].isASCIIAlphanumeric {
                periods += 1
                cursor += 1
            } else {
                break
            }
        }
        guard periods > 0, bytes[cursor - 1].isASCIILetter else { return false }
        let linkEnd = cursor
        let text = String(decoding: bytes[start..<linkEnd], as: UTF8.self)
        appendAutolink(destination: "mailto:" + text, textStart: start, textEnd: linkEnd, sourceIndex: start)
        position = linkEnd
        return true
    }

    /// Segments of letters, digits, `_` and `-` separated by periods, with no `_` in the last two segments.
    private func validDomain(from start: Int, requirePeriod: Bool) -> Int? {
        var cursor = start
        var periods = 0
        var underscoresInLast = 0
        var underscoresInPrevious = 0
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "_") {
                underscoresInLast += 1
            } else if byte == UInt8(ascii: ".") {
                underscoresInPrevious = underscoresInLast
                underscoresInLast = 0
                periods += 1
            } else if !(byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte >= 0x80) {
                break
            }
            cursor += 1
        }
        guard cursor > start, underscoresInLast == 0, underscoresInPrevious == 0, !requirePeriod || periods > 0 else { return nil }
        return cursor
    }

    private func scanPath(from start: Int) -> Int {
        var cursor = start
        while cursor < end, !bytes[cursor].isASCIIWhitespace, bytes[cursor] != UInt8(ascii: "<") { cursor += 1 }
        return cursor
    }

    /// Drops trailing punctuation, an entity-like `&name;` suffix, and unbalanced closing parentheses.
    private func trimmedLinkEnd(_ start: Int, _ initialEnd: Int) -> Int {
        var linkEnd = initialEnd
        var opening = 0
        var closing = 0
        for index in start..<linkEnd {
            if bytes[index] == UInt8(ascii: "(") { opening += 1 } else if bytes[index] == UInt8(ascii: ")") { closing += 1 }
        }
        while linkEnd > start {
            let last = bytes[linkEnd - 1]
            switch last {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                linkEnd -= 1
            case UInt8(ascii: ";"):
                var nameStart = linkEnd - 1
                while nameStart > start, bytes[nameStart - 1].isASCIIAlphanumeric { nameStart -= 1 }
                if nameStart < linkEnd - 1, nameStart > start, bytes[nameStart - 1] == UInt8(ascii: "&") {
                    linkEnd = nameStart - 1
                } else {
                    linkEnd -= 1
                }
            case UInt8(ascii: ")"):
                guard closing > opening else { return linkEnd }
                closing -= 1
                linkEnd -= 1
            default:
                return linkEnd
            }
        }
        return linkEnd
    }
}
