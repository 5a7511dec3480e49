import Foundation

/// GFM extended autolinks, found as cmark-gfm finds them: `www.example.org` and
/// `https://example.org/path` while inlines are scanned (before emphasis, so a `_` or `*` inside
/// the URL belongs to it; never inside an open `[`), `user@example.org` in the text that remains
/// once links and emphasis are resolved. GFM's rules trim trailing punctuation and parentheses.
extension InlineParser {
    /// At a `w` or `:`: an autolink starting here (or, for `:`, at the scheme just before it), or
    /// false when there is none.
    mutating func parseExtendedAutolink() -> Bool {
        guard brackets.isEmpty else { return false }
        let match: (start: Int, end: Int, destination: String)?
        if bytes[position] == UInt8(ascii: ":") {
            // The scheme must be the end of the text node just before (not an entity or an escape).
            let last = nodes[0].lastChild
            guard last != -1, nodes[last].kind == .text, nodes[last].end == position,
                  let url = Self.urlAutolink(bytes, colon: position, notBefore: 0, end: end),
                  url.start >= nodes[last].start else { return false }
            match = url
        } else {
            guard position >= noDomainBefore else { return false }
            match = Self.wwwAutolink(bytes, at: position, end: end, failedDomainEnd: &noDomainBefore)
        }
        guard let match else { return false }
        if match.start < position {
            // The scheme was scanned as text: take it back from the text node it ends.
            nodes[nodes[0].lastChild].end = match.start
        }
        targets.append(LinkTarget(destination: match.destination, title: nil, sourceOffset: sourceOffset(of: match.start)))
        appendLink(target: targets.count - 1, textStart: match.start, textEnd: match.end)
        position = match.end
        return true
    }

    /// Where the first e-mail autolink in `text` starts, if there is one.
    static func firstEmailAutolink(in text: [UInt8]) -> Int? {
        guard containsAtSign(text[...]) else { return nil }
        for index in text.indices where text[index] == UInt8(ascii: "@") {
            if let match = emailAutolink(text, at: index, notBefore: 0) { return match.start }
        }
        return nil
    }

    static func containsAtSign(_ text: ArraySlice<UInt8>) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "@")), buffer.count) != nil } ?? false
        }
    }

    /// `www.` after the start, whitespace, `*`, `_`, `~` or `(`. After a failed domain ending at
    /// `failedDomainEnd`, later starts before it fail alike (their domain has the same last two
    /// segments); skipping them keeps `_www._www.…` linear.
    private static func wwwAutolink(_ bytes: [UInt8], at start: Int, end: Int, failedDomainEnd: inout Int) -> (start: Int, end: Int, destination: String)? {
        if start > 0 {
            let previous = bytes[start - 1]
            guard previous.isASCIIWhitespace || previous == UInt8(ascii: "*") || previous == UInt8(ascii: "_")
                || previous == UInt8(ascii: "~") || previous == UInt8(ascii: "(") else { return nil }
        }
        guard end - start >= 4, bytes[start..<start + 4].elementsEqual("www.".utf8) else { return nil }
        guard let domainEnd = validDomain(bytes, from: start, end: end) else {
            failedDomainEnd = domainScanEnd(bytes, from: start, end: end)
            return nil
        }
        let linkEnd = trimmedLinkEnd(bytes, start, scanPath(bytes, from: domainEnd, end: end))
        return (start, linkEnd, "http://" + String(decoding: bytes[start..<linkEnd], as: UTF8.self))
    }

    /// `http://`, `https://` or `ftp://` (the scheme not preceded by a letter) and a domain (cmark-gfm
    /// takes one without a period too: `http://localhost`).
    private static func urlAutolink(_ bytes: [UInt8], colon: Int, notBefore limit: Int, end: Int) -> (start: Int, end: Int, destination: String)? {
        guard colon + 2 < end, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else { return nil }
        var start = colon
        while start > limit, bytes[start - 1].isASCIILetter, colon - start < 5 { start -= 1 }
        if start > limit, bytes[start - 1].isASCIILetter { return nil }
        let scheme = bytes[start..<colon].map(\.asciiLowercased)
        guard scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8) || scheme.elementsEqual("ftp".utf8),
              let domainEnd = validDomain(bytes, from: colon + 3, end: end) else { return nil }
        let linkEnd = trimmedLinkEnd(bytes, start, scanPath(bytes, from: domainEnd, end: end))
        return (start, linkEnd, String(decoding: bytes[start..<linkEnd], as: UTF8.self))
    }

    /// A local part of letters, digits, `.`, `+`, `-`, `_` before the `@`, then a domain of at least
    /// two segments ending in a letter.
    static func emailAutolink(_ bytes: [UInt8], at atSign: Int, notBefore limit: Int) -> (start: Int, end: Int, destination: String)? {
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
    /// As in cmark-gfm, the text's last byte is part of the domain only when it is the domain's first
    /// (`http://a`); else the path may take it, so `_www.example.com_` still links what the emphasis holds.
    private static func validDomain(_ bytes: [UInt8], from start: Int, end: Int) -> Int? {
        var cursor = start
        var underscoresInLast = 0
        var underscoresInPrevious = 0
        while cursor < end - 1 || (cursor == start && cursor < end && (bytes[cursor].isASCIIAlphanumeric || bytes[cursor] >= 0x80)) {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "_") {
                underscoresInLast += 1
            } else if byte == UInt8(ascii: ".") {
                underscoresInPrevious = underscoresInLast
                underscoresInLast = 0
            } else if !(byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte >= 0x80) {
                break
            }
            cursor += 1
        }
        guard cursor > start, underscoresInLast == 0, underscoresInPrevious == 0 else { return nil }
        return cursor
    }

    private static func domainScanEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var cursor = start
        while cursor < end, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] >= 0x80
            || bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
        }
        return cursor
    }

    private static func scanPath(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var cursor = start
        while cursor < end, !bytes[cursor].isASCIIWhitespace, bytes[cursor] != UInt8(ascii: "<") { cursor += 1 }
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

extension DocumentWriter {
    /// Writes `text` (which starts at `bufferStart` in the inline parser's buffer) as text and e-mail autolinks.
    mutating func writeAutolinkingEmails(_ text: ArraySlice<UInt8>, bufferStart: Int) {
        // Nearly all text has no `@`: memchr tells so, and the text is written where it is.
        guard InlineParser.containsAtSign(text) else {
            writeText(text)
            return
        }
        let bytes = Array(text)
        var plainStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "@"),
                  let match = InlineParser.emailAutolink(bytes, at: index, notBefore: plainStart) else {
                index += 1
                continue
            }
            if match.start > plainStart { writeText(bytes[plainStart..<match.start]) }
            collectLink(match.destination, isImage: false, at: inlines.sourceOffset(of: bufferStart + match.start))
            html.link(to: match.destination, text: String(decoding: bytes[match.start..<match.end], as: UTF8.self))
            plainStart = match.end
            index = match.end
        }
        if plainStart < bytes.count { writeText(bytes[plainStart...]) }
    }
}
