/// The one place where text becomes HTML. Everything sitegen writes into HTML
/// goes through `text` (element content) or `attribute` (a quoted attribute
/// value); raw output is always an explicit choice of the caller.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` for element content.
    public static func text(_ string: String) -> String {
        escape(string, quotesToo: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a value inside double or single quotes.
    public static func attribute(_ string: String) -> String {
        escape(string, quotesToo: true)
    }

    /// Appends `bytes` to `output`, escaped for element content.
    @inlinable
    public static func appendText<Bytes: Collection>(_ bytes: Bytes, to output: inout [UInt8]) where Bytes.Element == UInt8 {
        for byte in bytes {
            appendEscaped(byte, quotesToo: false, to: &output)
        }
    }

    /// Appends `bytes` to `output`, escaped for a quoted attribute value.
    @inlinable
    public static func appendAttribute<Bytes: Collection>(_ bytes: Bytes, to output: inout [UInt8]) where Bytes.Element == UInt8 {
        for byte in bytes {
            appendEscaped(byte, quotesToo: true, to: &output)
        }
    }

    @inlinable
    static func appendEscaped(_ byte: UInt8, quotesToo: Bool, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): output.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])            // &amp;
        case UInt8(ascii: "<"): output.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])                  // &lt;
        case UInt8(ascii: ">"): output.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])                  // &gt;
        case UInt8(ascii: "\""): output.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])     // &quot;
        case UInt8(ascii: "'") where quotesToo: output.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B]) // &#39;
        default: output.append(byte)
        }
    }

    private static func escape(_ string: String, quotesToo: Bool) -> String {
        let utf8 = string.utf8
        let needsWork = utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || (quotesToo && byte == UInt8(ascii: "'"))
        }
        guard needsWork else { return string }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            appendEscaped(byte, quotesToo: quotesToo, to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
