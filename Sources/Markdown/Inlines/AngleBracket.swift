/// What may follow `<`: an autolink (`<https://…>`, `<user@host>`) or raw inline HTML.
extension InlineParser {
    mutating func parseAngleBracket() {
        let start = position
        if let linkEnd = scanURIAutolink(at: start) {
            let destination = CharacterReference.unescapedString(bytes, from: start + 1, to: linkEnd - 1, escapes: false)
            appendAutolink(destination: destination, textStart: start + 1, textEnd: linkEnd - 1, sourceIndex: start)
            position = linkEnd
        } else if let linkEnd = scanEmailAutolink(at: start) {
            let address = String(decoding: bytes[start + 1..<linkEnd - 1], as: UTF8.self)
            appendAutolink(destination: "mailto:" + address, textStart: start + 1, textEnd: linkEnd - 1, sourceIndex: start)
            position = linkEnd
        } else if let htmlEnd = scanInlineHTML(at: start) {
            append(InlineNode(kind: .html, start: start, end: htmlEnd))
            position = htmlEnd
        } else {
            appendText(start, start + 1)
            position += 1
        }
    }

    mutating func appendAutolink(destination: String, textStart: Int, textEnd: Int, sourceIndex: Int) {
        targets.append(LinkTarget(destination: destination, title: nil, sourceOffset: sourceOffset(of: sourceIndex)))
        var link = InlineNode(kind: .link)
        link.target = targets.count - 1
        link.delimiter = InlineNode.autolink
        let linkIndex = append(link)
        let text = nodes.count
        nodes.append(InlineNode(kind: .text, start: textStart, end: textEnd))
        nodes[linkIndex].firstChild = text
        nodes[linkIndex].lastChild = text
    }

    /// `<scheme:…>`: a scheme of 2–32 characters, then no spaces, controls, `<` or `>`.
    private func scanURIAutolink(at start: Int) -> Int? {
        var cursor = start + 1
        guard cursor < end, bytes[cursor].isASCIILetter else { return nil }
        cursor += 1
        while cursor < end, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "+")
            || bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        let schemeLength = cursor - start - 1
        guard schemeLength >= 2, schemeLength <= 32, cursor < end, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        cursor += 1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ">") { return cursor + 1 }
            if byte <= .space || byte == UInt8(ascii: "<") || byte == 0x7F { return nil }
            cursor += 1
        }
        return nil
    }

    /// `<local@domain>` as the HTML standard's e-mail address pattern allows.
    private func scanEmailAutolink(at start: Int) -> Int? {
        var cursor = start + 1
        while cursor < end, Self.isEmailLocalByte(bytes[cursor]) { cursor += 1 }
        guard cursor > start + 1, cursor < end, bytes[cursor] == UInt8(ascii: "@") else { return nil }
        cursor += 1
        while true {
            let labelStart = cursor
            while cursor < end, bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "-"), cursor - labelStart < 63 {
                cursor += 1
            }
            guard cursor > labelStart, bytes[labelStart] != UInt8(ascii: "-"), bytes[cursor - 1] != UInt8(ascii: "-"),
                  cursor < end else { return nil }
            if bytes[cursor] == UInt8(ascii: ">") { return cursor + 1 }
            guard bytes[cursor] == UInt8(ascii: ".") else { return nil }
            cursor += 1
        }
    }

    static func isEmailLocalByte(_ byte: UInt8) -> Bool {
        if byte.isASCIIAlphanumeric { return true }
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "?"),
             UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"),
             UInt8(ascii: "~"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Raw HTML: a tag, a comment, a processing instruction, a declaration or a CDATA section.
    private mutating func scanInlineHTML(at start: Int) -> Int? {
        let next = start + 1
        guard next < end else { return nil }
        switch bytes[next] {
        case UInt8(ascii: "/"):
            return HTMLSyntax.scanClosingTag(bytes, at: start, end: end)
        case UInt8(ascii: "?"):
            guard !noProcessingInstructionEnd else { return nil }
            if let found = HTMLSyntax.find("?>", in: bytes, from: start + 2, to: end) { return found }
            noProcessingInstructionEnd = true
            return nil
        case UInt8(ascii: "!"):
            return scanMarkupDeclaration(at: start)
        default:
            return HTMLSyntax.scanOpenTag(bytes, at: start, end: end)
        }
    }

    private mutating func scanMarkupDeclaration(at start: Int) -> Int? {
        if HTMLSyntax.hasPrefix("<!--", in: bytes, at: start, end: end) {
            let body = start + 4
            if HTMLSyntax.hasPrefix(">", in: bytes, at: body, end: end) { return body + 1 }
            if HTMLSyntax.hasPrefix("->", in: bytes, at: body, end: end) { return body + 2 }
            guard !noCommentEnd else { return nil }
            if let found = HTMLSyntax.find("-->", in: bytes, from: body, to: end) { return found }
            noCommentEnd = true
            return nil
        }
        if end - start >= 9, bytes[start..<start + 9].elementsEqual("<![CDATA[".utf8) {
            guard !noCDATAEnd else { return nil }
            if let found = HTMLSyntax.find("]]>", in: bytes, from: start + 9, to: end) { return found }
            noCDATAEnd = true
            return nil
        }
        guard start + 2 < end, bytes[start + 2].isASCIILetter, !noDeclarationEnd else { return nil }
        if let found = HTMLSyntax.find(">", in: bytes, from: start + 2, to: end) { return found }
        noDeclarationEnd = true
        return nil
    }
}
