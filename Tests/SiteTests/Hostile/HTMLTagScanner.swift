/// The tags a browser would see in an HTML document, found the way the HTML
/// tokenizer finds them (WHATWG HTML §13.2.5), so that a safety check looks at
/// the markup exactly as it would run rather than at the text as written.
///
/// It is deliberately small: it knows tags, attributes, comments, declarations
/// and the elements whose content is raw text; it does not build a tree.
/// Shared by the hostile-content tests and the Markdown fuzz target.
struct HTMLTag: Equatable, CustomStringConvertible {
    /// The lower-cased tag name.
    var name: String
    /// Attributes in order, names lower-cased, values with character references decoded.
    var attributes: [(name: String, value: String)]
    var isEndTag: Bool
    /// For `script`, `style` and the other raw-text elements: their text up to the end tag.
    var rawText: String?

    static func == (lhs: HTMLTag, rhs: HTMLTag) -> Bool {
        lhs.name == rhs.name && lhs.isEndTag == rhs.isEndTag && lhs.rawText == rhs.rawText
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    var description: String {
        let attributes = self.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
        return "<\(isEndTag ? "/" : "")\(name)\(attributes)>"
    }

    /// The first value of an attribute.
    func value(of attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }
}

enum HTMLTagScanner {
    /// Elements whose content is text up to their end tag; `<` inside does not start a tag.
    static let rawTextElements: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"]

    /// Every start and end tag in `html`, in document order.
    static func tags(in html: String) -> [HTMLTag] {
        let bytes = Array(html.utf8)
        var tags: [HTMLTag] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if isASCIILetter(next) || (next == UInt8(ascii: "/") && index + 2 < bytes.count && isASCIILetter(bytes[index + 2])) {
                var tag = readTag(bytes, from: &index)
                if !tag.isEndTag, rawTextElements.contains(tag.name) {
                    tag.rawText = readRawText(bytes, from: &index, until: tag.name)
                }
                if !tag.isEndTag, tag.name == "plaintext" {
                    tag.rawText = String(decoding: bytes[index...], as: UTF8.self)
                    index = bytes.count
                }
                tags.append(tag)
            } else if bytes[(index + 1)...].starts(with: Array("!--".utf8)) {
                index = endOfComment(bytes, from: index + 4)
            } else if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") {
                // Declarations, processing instructions and `</` + non-letter are bogus comments up to `>`.
                index = (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
            } else {
                index += 1
            }
        }
        return tags
    }

    /// Reads `<name attributes>` or `</name>` starting at the `<`; leaves `index` after the `>`.
    private static func readTag(_ bytes: [UInt8], from index: inout Int) -> HTMLTag {
        index += 1
        let isEndTag = bytes[index] == UInt8(ascii: "/")
        if isEndTag { index += 1 }
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">") { index += 1 }
        var tag = HTMLTag(name: lowercased(bytes[nameStart..<index]), attributes: [], isEndTag: isEndTag, rawText: nil)
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            // A name may start with `=`; after that `=` ends it.
            let attributeStart = index
            index += 1
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
                  bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = lowercased(bytes[attributeStart..<index])
            var afterName = index
            while afterName < bytes.count, isSpace(bytes[afterName]) { afterName += 1 }
            guard afterName < bytes.count, bytes[afterName] == UInt8(ascii: "=") else {
                tag.attributes.append((name, ""))
                continue
            }
            index = afterName + 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            tag.attributes.append((name, readValue(bytes, from: &index)))
        }
        return tag
    }

    private static func readValue(_ bytes: [UInt8], from index: inout Int) -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
            index = min(end + 1, bytes.count)
            return CharacterReferences.decode(bytes[start..<end])
        }
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        return CharacterReferences.decode(bytes[start..<index])
    }

    /// The text up to `</name` followed by a space, `/` or `>` (case-insensitively); leaves `index` at that `<`.
    private static func readRawText(_ bytes: [UInt8], from index: inout Int, until name: String) -> String {
        let start = index
        let closing = "</" + name
        let length = closing.utf8.count
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), index + length <= bytes.count, lowercased(bytes[index..<(index + length)]) == closing {
                let after = index + length
                if after == bytes.count || isSpace(bytes[after]) || bytes[after] == UInt8(ascii: "/") || bytes[after] == UInt8(ascii: ">") {
                    break
                }
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Where a comment that started before `from` ends: after `-->` or `--!>`; `<!-->` and `<!--->` end at once.
    private static func endOfComment(_ bytes: [UInt8], from start: Int) -> Int {
        if start < bytes.count, bytes[start] == UInt8(ascii: ">") { return start + 1 }
        if start + 1 < bytes.count, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") { return start + 2 }
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                if bytes[index + 2] == UInt8(ascii: ">") { return index + 3 }
                if index + 3 < bytes.count, bytes[index + 2] == UInt8(ascii: "!"), bytes[index + 3] == UInt8(ascii: ">") { return index + 4 }
            }
            index += 1
        }
        return bytes.count
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}

/// Character references in attribute values, decoded as a browser does for the characters that
/// matter to a safety check. Named references outside the table stay as written, so a check that
/// meets an `&` where a URL scheme should be can treat it as suspect.
enum CharacterReferences {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "Tab": "\t", "NewLine": "\n",
        "sol": "/", "lpar": "(", "rpar": ")", "period": ".", "excl": "!", "num": "#", "percnt": "%", "nbsp": "\u{A0}",
        "semi": ";", "equals": "=", "comma": ",", "quest": "?", "bsol": "\\",
    ]

    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output = String.UnicodeScalarView()
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < text.count {
            guard text[index] == "&" else {
                output.append(text[index])
                index += 1
                continue
            }
            if index + 1 < text.count, text[index + 1] == "#" {
                var cursor = index + 2
                let isHex = cursor < text.count && (text[cursor] == "x" || text[cursor] == "X")
                if isHex { cursor += 1 }
                let digitsStart = cursor
                var value: UInt32 = 0
                while cursor < text.count, let digit = Int(String(text[cursor]), radix: isHex ? 16 : 10) {
                    value = min(value &* (isHex ? 16 : 10) &+ UInt32(digit), 0x110000)
                    cursor += 1
                }
                if cursor > digitsStart {
                    if cursor < text.count, text[cursor] == ";" { cursor += 1 }
                    output.append(value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}")
                    index = cursor
                    continue
                }
            } else if let semicolon = text[(index + 1)...].prefix(32).firstIndex(of: ";"),
                      let replacement = named[String(String.UnicodeScalarView(text[(index + 1)..<semicolon]))] {
                output.append(contentsOf: replacement.unicodeScalars)
                index = semicolon + 1
                continue
            }
            output.append("&")
            index += 1
        }
        return String(output)
    }
}
