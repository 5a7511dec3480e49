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

    // The entities are string literals, not array literals: Swift 6.3 in release builds mixed up
    // the contents of these constant arrays once inlined into another module (`"` came out as `&lt;\0\0`).
    @inlinable
    static func appendEscaped(_ byte: UInt8, quotesToo: Bool, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'") where quotesToo: output.append(contentsOf: "&#39;".utf8)
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
