/// Moves an escape context over literal template text, byte by byte, the way a browser's HTML
/// tokenizer (and, inside scripts and style sheets, its JavaScript and CSS scanners) would, or an
/// XML parser for an XML document. Every step consumes at least one byte. Plain text has no markup:
/// its context never moves.
struct ContextScanner {
    let bytes: ArraySlice<UInt8>
    var index: Int
    var context: EscapeContext

    /// The context after `bytes`, starting from `context`.
    static func advance(_ context: EscapeContext, over bytes: ArraySlice<UInt8>) -> EscapeContext {
        var scanner = ContextScanner(bytes: bytes, index: bytes.startIndex, context: context)
        switch context.language {
        case .html:
            while scanner.index < bytes.endIndex { scanner.step() }
        case .xml:
            while scanner.index < bytes.endIndex { scanner.xmlStep() }
        case .plainText:
            return context
        }
        return scanner.context.normalized
    }

    private mutating func step() {
        switch context.state {
        case .text: text()
        case .rcdata: rcdata()
        case .tagName: tagName()
        case .tag: tag()
        case .attributeName: attributeName()
        case .afterAttributeName: afterAttributeName()
        case .beforeValue: beforeValue()
        case .attributeValue: attributeValue()
        case .script: scriptContent()
        case .style: styleContent()
        case .comment: comment()
        case .commentStart, .commentStartDash: commentStart()
        case .declaration, .cdata: declaration()
        }
    }

    var current: UInt8 { bytes[index] }

    func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.endIndex ? bytes[index + offset] : nil
    }

    func startsWith(_ literal: String, caseInsensitive: Bool = false) -> Bool {
        var position = index
        for expected in literal.utf8 {
            guard position < bytes.endIndex else { return false }
            let actual = caseInsensitive ? bytes[position] | 0x20 : bytes[position]
            guard actual == expected else { return false }
            position += 1
        }
        return true
    }

    private mutating func text() {
        guard current == UInt8(ascii: "<") else {
            index += 1
            return
        }
        if index + 1 == bytes.endIndex || (byte(at: 1) == UInt8(ascii: "/") && index + 2 == bytes.endIndex) {
            // A value right after `<` or `</` would be the name of a tag.
            context.state = .tagName
            context.element = .endTag
            index = bytes.endIndex
        } else if startsWith("<!--") {
            context.state = .commentStart
            index += 4
        } else if let next = byte(at: 1), next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            context.state = .declaration
            index += 2
        } else if let next = byte(at: 1), next.isASCIILetter {
            index += 1
            context.state = .tagName
            context.element = .none
            readTagName(closing: false)
        } else if byte(at: 1) == UInt8(ascii: "/"), let next = byte(at: 2), next.isASCIILetter {
            index += 2
            context.state = .tagName
            context.element = .endTag
            readTagName(closing: true)
        } else if byte(at: 1) == UInt8(ascii: "/"), let next = byte(at: 2), next != UInt8(ascii: ">") {
            // `</` without a letter opens a bogus comment up to the next `>`, as browsers read it (`</>` is nothing).
            context.state = .declaration
            index += 2
        } else {
            index += 1
        }
    }

    /// Reads the letters of a tag name and decides what its content is.
    private mutating func readTagName(closing: Bool) {
        let start = index
        while index < bytes.endIndex, !current.isHTMLWhitespace, current != UInt8(ascii: "/"), current != UInt8(ascii: ">") {
            index += 1
        }
        if !closing {
            context.element = Self.element(named: bytes[start..<index])
        }
        if index < bytes.endIndex { context.state = .tag }
    }

    private static func element(named name: ArraySlice<UInt8>) -> EscapeContext.Element {
        let element = EscapeContext.Element(rawValue: String(decoding: name, as: UTF8.self).lowercased()) ?? .none
        return element == .endTag ? .none : element
    }

    private mutating func tagName() {
        // Only reached when a name continues after a value; the name is unknowable, so it stays plain.
        readTagName(closing: true)
    }

    private mutating func tag() {
        let byte = current
        if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") {
            index += 1
        } else if byte == UInt8(ascii: ">") {
            endTag()
        } else {
            context.state = .attributeName
            readAttributeName()
        }
    }

    mutating func endTag() {
        index += 1
        switch context.element {
        case .script:
            context.state = .script
            context.script = .expression
        case .style:
            context.state = .style
            context.style = .value
        case .none, .endTag:
            context.state = .text
        default:
            context.state = .rcdata
        }
        context.attribute = .plain
    }

    private mutating func readAttributeName() {
        let start = index
        index += 1
        while index < bytes.endIndex, !current.isHTMLWhitespace, current != UInt8(ascii: "/"), current != UInt8(ascii: ">"),
              current != UInt8(ascii: "=") {
            index += 1
        }
        context.attribute = Self.attribute(named: bytes[start..<index])
        if index < bytes.endIndex { context.state = .afterAttributeName }
    }

    private mutating func attributeName() {
        // A name continued after a value, as in `data-{{ x }}`: the compiler has already refused that.
        readAttributeName()
    }

    mutating func afterAttributeName() {
        let byte = current
        if byte.isHTMLWhitespace {
            index += 1
        } else if byte == UInt8(ascii: "=") {
            context.state = .beforeValue
            index += 1
        } else {
            context.state = .tag
        }
    }

    mutating func beforeValue() {
        let byte = current
        if byte.isHTMLWhitespace {
            index += 1
        } else if byte == UInt8(ascii: ">") {
            context.state = .tag
        } else {
            startValue(delimiter: byte == UInt8(ascii: "\"") ? .double : byte == UInt8(ascii: "'") ? .single : .unquoted)
            if context.delimiter != .unquoted { index += 1 }
        }
    }

    /// Enters an attribute value (also when a printed value starts an unquoted one).
    mutating func startValue(delimiter: EscapeContext.Delimiter) {
        context.state = .attributeValue
        context.delimiter = delimiter
        context.url = .start
        context.script = .expression
        context.style = .value
    }

    private mutating func attributeValue() {
        if endsValue(current) {
            context.state = .tag
            context.attribute = .plain
            if context.delimiter != .unquoted { index += 1 }
            return
        }
        switch context.attribute {
        case .plain:
            index += 1
        case .url, .srcset:
            urlByte()
        case .script:
            scriptByte()
        case .style:
            styleByte()
        }
    }

    func endsValue(_ byte: UInt8) -> Bool {
        switch context.delimiter {
        case .double: byte == UInt8(ascii: "\"")
        case .single: byte == UInt8(ascii: "'")
        case .unquoted: byte.isHTMLWhitespace || byte == UInt8(ascii: ">")
        }
    }

    mutating func urlByte() {
        let byte = current
        if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
            context.url = .query
        } else if !byte.isHTMLWhitespace, context.url == .start {
            context.url = .path
        }
        index += 1
    }

    private mutating func rcdata() {
        if closesElement(context.element.rawValue) { return }
        index += 1
    }

    /// `</script` or `</style` ends the element whatever state its content is in.
    mutating func closesElement(_ name: String) -> Bool {
        guard current == UInt8(ascii: "<"), byte(at: 1) == UInt8(ascii: "/") else { return false }
        index += 2
        let matches = startsWith(name, caseInsensitive: true)
        index -= 2
        let after = byte(at: 2 + name.utf8.count)
        guard matches, after.map({ $0.isHTMLWhitespace || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ">") }) ?? true else { return false }
        context.state = .text
        text()
        return true
    }

    /// `--!>` ends a comment too, as browsers read it.
    mutating func comment() {
        if startsWith("-->") {
            context.state = .text
            index += 3
        } else if startsWith("--!>") {
            context.state = .text
            index += 4
        } else {
            index += 1
        }
    }

    /// The first characters of a comment: `>` after `<!--` or `<!---` ends it, and `->` after `<!---`.
    mutating func commentStart() {
        if current == UInt8(ascii: ">") {
            context.state = .text
            index += 1
        } else if context.state == .commentStart, current == UInt8(ascii: "-") {
            context.state = .commentStartDash
            index += 1
        } else if startsWith("->") {
            context.state = .text
            index += 2
        } else {
            context.state = .comment
        }
    }

    mutating func declaration() {
        if current == UInt8(ascii: ">") { context.state = .text }
        index += 1
    }

    /// How an attribute's value is read, from its name, as browsers and Go's html/template read it.
    static func attribute(named bytes: ArraySlice<UInt8>) -> EscapeContext.Attribute {
        var name = String(decoding: bytes, as: UTF8.self).lowercased()
        if name.hasPrefix("on") { return .script }
        if name.hasPrefix("data-") {
            name.removeFirst(5)
        } else if let colon = name.firstIndex(of: ":") {
            name = String(name[name.index(after: colon)...])
        }
        if name == "style" { return .style }
        if name == "srcset" || name == "imagesrcset" { return .srcset }
        if urlAttributes.contains(name) || name.contains("url") || name.contains("uri") || name.contains("src") {
            return .url
        }
        return .plain
    }

    private static let urlAttributes: Set<String> = [
        "action", "archive", "background", "cite", "classid", "codebase", "data", "formaction", "href",
        "icon", "longdesc", "manifest", "ping", "poster", "profile", "src", "usemap", "xmlns",
    ]
}


