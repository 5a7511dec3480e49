// CSS, just enough of it to know whether a point is in a string, a `url(…)`, a comment or a value.
extension ContextScanner {
    mutating func styleContent() {
        if closesElement("style") { return }
        styleByte()
    }

    mutating func styleByte() {
        let byte = current
        switch context.style {
        case .value: styleValueByte()
        case .comment:
            if startsWith("*/") {
                context.style = .value
                index += 2
            } else {
                index += 1
            }
        case .doubleString, .singleString:
            let closer = context.style == .doubleString ? UInt8(ascii: "\"") : UInt8(ascii: "'")
            if byte == closer { context.style = .value }
            index += byte == UInt8(ascii: "\\") && index + 1 < bytes.endIndex ? 2 : 1
        case .url:
            if byte == UInt8(ascii: ")") {
                context.style = .value
                index += 1
            } else if context.url == .start, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                context.style = byte == UInt8(ascii: "\"") ? .doubleURL : .singleURL
                index += 1
            } else {
                urlByte()
            }
        case .doubleURL, .singleURL:
            let closer = context.style == .doubleURL ? UInt8(ascii: "\"") : UInt8(ascii: "'")
            if byte == closer {
                context.style = .value
                index += 1
            } else {
                urlByte()
            }
        }
    }

    private mutating func styleValueByte() {
        switch current {
        case UInt8(ascii: "\""): context.style = .doubleString
        case UInt8(ascii: "'"): context.style = .singleString
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
            context.style = .comment
            index += 1
        // The quote that may open the URL is read as the URL's first byte, after the attribute's
        // delimiter had its say: in `style="url("` that quote ends the attribute.
        case UInt8(ascii: "(") where index - 3 >= bytes.startIndex && bytes[(index - 3)..<index].map({ $0 | 0x20 }) == Array("url".utf8):
            context.url = .start
            context.style = .url
        default: break
        }
        index += 1
    }
}
