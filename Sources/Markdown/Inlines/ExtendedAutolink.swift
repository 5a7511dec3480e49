/// GFM extended autolinks: `www.example.org`, `https://example.org/path` and `user@example.org`
/// found in text once links and emphasis are resolved (never inside a link or image), with GFM's
/// rules for trailing punctuation and parentheses.
extension InlineParser {
    /// Appends `text` (which starts at `bufferStart` in the parser's buffer) as text and autolinks.
    func appendAutolinking(_ text: ArraySlice<UInt8>, bufferStart: Int, to result: inout [Inline]) {
        let bytes = Array(text)
        var plainStart = 0
        var index = 0
        // After a failed `www.` domain ending at this index, later starts before it fail alike
        // (their domain has the same last two segments); skipping them keeps `_www._www.…` linear.
        var failedDomainEnd = 0
        while index < bytes.count {
            let match: (start: Int, end: Int, destination: String)?
            switch bytes[index] {
            case UInt8(ascii: "w") where index >= failedDomainEnd: match = Self.wwwAutolink(bytes, at: index, failedDomainEnd: &failedDomainEnd)
            case UInt8(ascii: ":"): match = Self.urlAutolink(bytes, colon: index, notBefore: plainStart)
            case UInt8(ascii: "@"): match = Self.emailAutolink(bytes, at: index, notBefore: plainStart)
            default: match = nil
            }
            guard let match else {
                index += 1
                continue
            }
            if match.start > plainStart {
                result.append(.text(String(decoding: bytes[plainStart..<match.start], as: UTF8.self)))
            }
            let label = String(decoding: bytes[match.start..<match.end], as: UTF8.self)
            result.append(.link(Link(destination: match.destination, title: nil, content: [.text(label)],
                                     sourceOffset: sourceOffset(of: bufferStart + match.start))))
            plainStart = match.end
            index = match.end
        }
        if plainStart < bytes.count {
            result.append(.text(String(decoding: bytes[plainStart...], as: UTF8.self)))
        }
    }

    /// `www.` after the start, whitespace, `*`, `_`, `~` or `(`.
    private static func wwwAutolink(_ bytes: [UInt8], at start: Int, failedDomainEnd: inout Int) -> (Int, Int, String)? {
        if start > 0 {
            let previous = bytes[start - 1]
            guard previous.isASCIIWhitespace || previous == UInt8(ascii: "*") || previous == UInt8(ascii: "_")
                || previous == UInt8(ascii: "~") || previous == UInt8(ascii: "(") else { return nil }
        }
        guard bytes.count - start >= 4, bytes[start..<start + 4].elementsEqual("www.".utf8) else { return nil }
        guard let domainEnd = validDomain(bytes, from: start, requirePeriod: false) else {
            failedDomainEnd = domainScanEnd(bytes, from: start)
            return nil
        }
        let end = trimmedLinkEnd(bytes, start, scanPath(bytes, from: domainEnd))
        return (start, end, "http://" + String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// `http://`, `https://` or `ftp://` (the scheme not preceded by a letter) and a domain with a period.
    private static func urlAutolink(_ bytes: [UInt8], colon: Int, notBefore limit: Int) -> (Int, Int, String)? {
        guard colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else { return nil }
        var start = colon
        while start > limit, bytes[start - 1].isASCIILetter, colon - start < 5 { start -= 1 }
        if start > limit, bytes[start - 1].isASCIILetter { return nil }
        let scheme = bytes[start..<colon].map(\.asciiLowercased)
        guard scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8) || scheme.elementsEqual("ftp".utf8),
              let domainEnd = validDomain(bytes, from: colon + 3, requirePeriod: true) else { return nil }
        let end = trimmedLinkEnd(bytes, start, scanPath(bytes, from: domainEnd))
        return (start, end, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// A local part of letters, digits, `.`, `+`, `-`, `_` before the `@`, then a domain of at least
    /// two segments ending in a letter.
    private static func emailAutolink(_ bytes: [UInt8], at atSign: Int, notBefore limit: Int) -> (Int, Int, String)? {
        var start = atSign
        while start > limit, isLocalPart(bytes[start - 1]) { start -= 1 }
        guard start < atSign else { return nil }
        var cursor = atSign + 1
        var periods = 0
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                cursor += 1
            } else if byte == UInt8(ascii: "."), cursor + 1 < bytes.count, bytes[cursor + 1].isASCIIAlphanumeric {
                periods += 1
                cursor += 1
            } else if byte == UInt8(ascii: "@") {
                // A second `@` makes the address invalid (the one after it may still start one).
                return nil
            } else {
                break
            }
        }
        guard periods > 0, bytes[cursor - 1].isASCIILetter else { return nil }
        return (start, cursor, "mailto:" + String(decoding: bytes[start..<cursor], as: UTF8.self))
    }

    private static func isLocalPart(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Segments of letters, digits, `_` and `-` separated by periods, with no `_` in the last two segments.
    private static func validDomain(_ bytes: [UInt8], from start: Int, requirePeriod: Bool) -> Int? {
        var cursor = start
        var periods = 0
        var underscoresInLast = 0
        var underscoresInPrevious = 0
        while cursor < bytes.count {
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

    private static func domainScanEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] >= 0x80
            || bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
        }
        return cursor
    }

    private static func scanPath(_ bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, !bytes[cursor].isASCIIWhitespace, bytes[cursor] != UInt8(ascii: "<") { cursor += 1 }
        return cursor
    }

    /// Drops trailing punctuation, an entity-like `&name;` suffix, and unbalanced closing parentheses.
    private static func trimmedLinkEnd(_ bytes: [UInt8], _ start: Int, _ initialEnd: Int) -> Int {
        var linkEnd = initialEnd
        var opening = 0
        var closing = 0
        for index in start..<linkEnd {
            if bytes[index] == UInt8(ascii: "(") { opening += 1 } else if bytes[index] == UInt8(ascii: ")") { closing += 1 }
        }
        while linkEnd > start {
            switch bytes[linkEnd - 1] {
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
