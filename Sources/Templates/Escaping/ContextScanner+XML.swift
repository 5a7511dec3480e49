// XML, for feeds and sitemaps: tags, quoted attribute values, comments, CDATA sections and
// declarations. No element or attribute means anything special: every value is text.
extension ContextScanner {
    mutating func xmlStep() {
        switch context.state {
        // HTML's text-only, script and style elements and its comments' abrupt ends do not exist in XML: those states
        // are never reached.
        case .text, .rcdata, .script, .style: xmlText()
        case .commentStart, .commentStartDash: comment()
        case .tagName: readXMLName()
        case .tag: xmlTag()
        case .attributeName: readXMLAttributeName()
        case .afterAttributeName: afterAttributeName()
        case .beforeValue: beforeValue()
        case .attributeValue: xmlAttributeValue()
        case .comment: comment()
        case .cdata: cdata()
        case .declaration: declaration()
        }
    }

    private mutating func xmlText() {
        guard current == UInt8(ascii: "<") else {
            index += 1
            return
        }
        if index + 1 == bytes.endIndex || (byte(at: 1) == UInt8(ascii: "/") && index + 2 == bytes.endIndex) {
            // A value right after `<` or `</` would be the name of an element.
            context.state = .tagName
            index = bytes.endIndex
        } else if startsWith("<!--") {
            context.state = .comment
            index += 4
        } else if startsWith("<![CDATA[") {
            context.state = .cdata
            index += 9
        } else if let next = byte(at: 1), next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            context.state = .declaration
            index += 2
        } else if byte(at: 1) == UInt8(ascii: "/") {
            index += 2
            context.state = .tagName
            readXMLName()
        } else if let next = byte(at: 1), Self.isXMLNameStart(next) {
            index += 1
            context.state = .tagName
            readXMLName()
        } else {
            index += 1
        }
    }

    /// Reads the rest of an element's name; an end tag's `>` then ends it as a start tag's does.
    private mutating func readXMLName() {
        while index < bytes.endIndex, !current.isHTMLWhitespace, current != UInt8(ascii: "/"), current != UInt8(ascii: ">") {
            index += 1
        }
        if index < bytes.endIndex { context.state = .tag }
    }

    private mutating func xmlTag() {
        let byte = current
        if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") {
            index += 1
        } else if byte == UInt8(ascii: ">") {
            context.state = .text
            index += 1
        } else {
            context.state = .attributeName
            index += 1
            readXMLAttributeName()
        }
    }

    private mutating func readXMLAttributeName() {
        while index < bytes.endIndex, !current.isHTMLWhitespace, current != UInt8(ascii: "/"), current != UInt8(ascii: ">"),
              current != UInt8(ascii: "=") {
            index += 1
        }
        if index < bytes.endIndex { context.state = .afterAttributeName }
    }

    private mutating func xmlAttributeValue() {
        guard endsValue(current) else {
            index += 1
            return
        }
        context.state = .tag
        if context.delimiter != .unquoted { index += 1 }
    }

    private mutating func cdata() {
        if startsWith("]]>") {
            context.state = .text
            index += 3
        } else {
            index += 1
        }
    }

    /// Letters, `_`, `:` and anything beyond ASCII start an XML name.
    private static func isXMLNameStart(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
