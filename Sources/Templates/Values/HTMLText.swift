/// The text of a piece of markup: what a reader sees, for text filters applied to safe HTML
/// (`striptags`, `truncate`, `upper`…).
enum HTMLText {
    /// Removes tags and comments, decodes character references and collapses whitespace runs to one space.
    static func text(ofMarkup markup: String) -> String {
        let bytes = Array(markup.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var pendingSpace = false
        func append(_ byte: UInt8) {
            if byte.isHTMLWhitespace {
                pendingSpace = !output.isEmpty
                return
            }
            if pendingSpace {
                output.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            output.append(byte)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), let end = tagEnd(in: bytes, from: index) {
                // Block boundaries separate words (`<li>a</li><li>b</li>` reads "a b"); inline tags
                // must not, or `<em>wo</em>rd` would split.
                let tag = bytes[index..<end]
                if isBlockBoundary(tag) { append(UInt8(ascii: " ")) }
                index = end
                // Scripts and style sheets are not text a reader sees.
                for element in ["script", "style"] where opens(element, tag) {
                    index = closingTagStart(of: element, in: bytes, from: end)
                }
            } else if byte == UInt8(ascii: "&"), let (scalar, end) = characterReference(in: bytes, from: index) {
                for unit in String(Character(scalar)).utf8 { append(unit) }
                index = end
            } else {
                append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "dd", "details", "div", "dl", "dt", "figcaption",
        "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p",
        "pre", "section", "summary", "table", "td", "th", "tr", "ul",
    ]

    private static func isBlockBoundary(_ tag: ArraySlice<UInt8>) -> Bool {
        var name: [UInt8] = []
        for byte in tag.dropFirst().drop(while: { $0 == UInt8(ascii: "/") }) {
            let lower = byte | 0x20
            guard (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { break }
            name.append(lower)
        }
        return blockElements.contains(String(decoding: name, as: UTF8.self))
    }

    private static func opens(_ element: String, _ tag: ArraySlice<UInt8>) -> Bool {
        let name = tag.dropFirst()
        guard name.count > element.utf8.count, zip(name, element.utf8).allSatisfy({ $0 | 0x20 == $1 }) else { return false }
        let after = name[name.startIndex + element.utf8.count]
        return after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after.isHTMLWhitespace
    }

    /// Where `</element` starts (case-insensitively) at or after `start`, or the end of the text.
    private static func closingTagStart(of element: String, in bytes: [UInt8], from start: Int) -> Int {
        let closing = Array("</\(element)".utf8)
        var index = start
        while index + closing.count <= bytes.count {
            if zip(bytes[index..<(index + closing.count)], closing).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return index }
            index += 1
        }
        return bytes.count
    }


    /// The offset after a tag or comment starting at `start`, or nil when `<` does not start one.
    private static func tagEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        if bytes[next...].starts(with: "!--".utf8) {
            var index = next + 3
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                    return index + 3
                }
                index += 1
            }
            return bytes.count
        }
        let first = bytes[next]
        let startsTag = first == UInt8(ascii: "/") || first == UInt8(ascii: "!") || first == UInt8(ascii: "?")
            || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        guard startsTag else { return nil }
        var quote: UInt8?
        var index = next
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    private static let namedReferences: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "copy": "\u{A9}", "reg": "\u{AE}",
        "trade": "\u{2122}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "laquo": "\u{AB}", "raquo": "\u{BB}", "middot": "\u{B7}", "bull": "\u{2022}", "times": "\u{D7}",
    ]

    /// Decodes `&name;`, `&#123;` or `&#x7B;` at `start`; nil leaves the `&` as text.
    /// Only the common named references are known; others stay as written.
    private static func characterReference(in bytes: [UInt8], from start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        let limit = min(bytes.count, start + 12)
        while index < limit, bytes[index] != UInt8(ascii: ";") { index += 1 }
        guard index < limit else { return nil }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        let end = index + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, end)
        }
        return namedReferences[body].map { ($0, end) }
    }
}
