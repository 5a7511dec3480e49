import Core

/// Values printed into XML documents (feeds, sitemaps). The entities are `HTMLEscaping`'s, all of which
/// XML predefines. What XML 1.0 adds: its control characters other than tab, line feed and carriage return
/// are no characters of XML at all, so each is replaced by U+FFFD (one stray byte of a page would otherwise
/// make the whole feed ill-formed); and in attribute values tab, line feed and carriage return are written
/// as character references, which a parser keeps where it would read the characters themselves as spaces.
enum XMLEscaping {
    /// Appends `text` escaped for element content.
    static func appendText(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, inAttribute: false, to: &output) }
    }

    /// Appends UTF-8 `bytes` (a page's content as it is kept) escaped for element content.
    static func appendText(_ bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0, inAttribute: false, to: &output) }
    }

    /// Appends `text` escaped for a quoted attribute value.
    static func appendAttribute(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, inAttribute: true, to: &output) }
    }

    /// Appends `text` for the inside of a CDATA section: a `]]>` in it ends the section and opens another
    /// between its `]]` and `>`, so the text reads the same and the section ends where the template ends it.
    static func appendCDATA(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "]"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: ">") {
                    output.append(contentsOf: "]]]]><![CDATA[>".utf8)
                    index += 3
                    continue
                }
                if isExcluded(byte, inAttribute: false) {
                    output.append(contentsOf: replacementCharacter)
                } else {
                    output.append(byte)
                }
                index += 1
            }
        }
    }

    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Runs between the bytes XML cannot hold are escaped by `HTMLEscaping` in bulk.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to output: inout [UInt8]) {
        var runStart = 0
        var index = firstExcluded(in: bytes, from: 0, inAttribute: inAttribute)
        while index < bytes.count {
            appendRun(UnsafeBufferPointer(rebasing: bytes[runStart..<index]), inAttribute: inAttribute, to: &output)
            switch bytes[index] {
            case 0x09: output.append(contentsOf: "&#9;".utf8)
            case 0x0A: output.append(contentsOf: "&#10;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            default: output.append(contentsOf: replacementCharacter)
            }
            runStart = index + 1
            index = firstExcluded(in: bytes, from: runStart, inAttribute: inAttribute)
        }
        appendRun(UnsafeBufferPointer(rebasing: bytes[runStart...]), inAttribute: inAttribute, to: &output)
    }

    private static func appendRun(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to output: inout [UInt8]) {
        if inAttribute {
            HTMLEscaping.appendAttribute(bytes, to: &output)
        } else {
            HTMLEscaping.appendText(bytes, to: &output)
        }
    }

    /// The index of the first byte from `start` on that `append` writes otherwise, or the count. Eight
    /// bytes are tested at once: a page's content has a line feed every line, and no other byte below 0x20.
    private static func firstExcluded(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, inAttribute: Bool) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let lanes = 0x0101_0101_0101_0101 as UInt64
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Nonzero exactly when a byte of the word is below 0x20.
            if (word &- lanes &* 0x20) & ~word & (lanes &* 0x80) != 0 {
                for lane in index..<(index + 8) where isExcluded(bytes[lane], inAttribute: inAttribute) { return lane }
            }
            index += 8
        }
        while index < bytes.count, !isExcluded(bytes[index], inAttribute: inAttribute) { index += 1 }
        return index
    }

    private static func isExcluded(_ byte: UInt8, inAttribute: Bool) -> Bool {
        byte < 0x20 && (inAttribute || (byte != 0x09 && byte != 0x0A && byte != 0x0D))
    }
}
