import Core

/// URLs printed into `href`, `src` and the other URL attributes, and into CSS `url(…)`.
enum URLEscaping {
    /// Whether a URL may be followed: relative URLs, `http:`, `https:`, `mailto:`, `tel:` and `data:`
    /// images other than SVG. The check reads the URL as a browser does — character references
    /// decoded, leading spaces and control characters ignored, tabs and newlines anywhere removed,
    /// scheme in any case — so no spelling of `javascript:` slips through.
    static func isSafe(_ url: String) -> Bool {
        // Most URLs a site prints are paths: settled by their first byte, without decoding anything.
        if let first = url.utf8.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "#") || first == UInt8(ascii: "?") { return true }
        let decoded = url.utf8.contains(UInt8(ascii: "&")) || url.utf8.contains(UInt8(ascii: "<")) ? HTMLText.text(ofMarkup: url) : url
        var scheme: [UInt8] = []
        var rest = Substring(decoded).utf8.drop { $0 <= 0x20 }
        while let byte = rest.first {
            rest = rest.dropFirst()
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return true }
            if byte == UInt8(ascii: ":") { return isSafe(scheme: scheme, rest: String(decoding: rest, as: UTF8.self)) }
            scheme.append(byte | (byte.isASCIILetter ? 0x20 : 0))
        }
        return true
    }

    private static func isSafe(scheme: [UInt8], rest: String) -> Bool {
        switch String(decoding: scheme, as: UTF8.self) {
        case "http", "https", "mailto", "tel": true
        case "data":
            rest.lowercased().hasPrefix("image/") && !rest.lowercased().hasPrefix("image/svg")
        default: false
        }
    }

    /// Percent-encodes what a URL cannot hold literally (spaces, quotes, `<`, `>`, parentheses,
    /// non-ASCII…) and keeps the URL's own syntax (`/`, `?`, `&`, `%`…): for a value that is a
    /// whole URL or a path.
    /// `inAttribute`: the kept `&` is written `&amp;`, so the result can go straight into a quoted attribute.
    static func appendNormalized(_ text: String, inAttribute: Bool, to output: inout [UInt8]) {
        append(text, keeping: isKeptInURL, ampersandAsEntity: inAttribute, to: &output)
    }

    /// Percent-encodes everything but letters, digits and `-._~`: for a value inside a query or fragment.
    static func appendComponent(_ text: String, to output: inout [UInt8]) {
        append(text, keeping: PercentEncoding.isUnreserved, ampersandAsEntity: false, to: &output)
    }

    /// Inlined into its two callers, so `keeping` is a known function rather than a call through a
    /// closure for every byte of every link a page prints.
    @inline(__always)
    private static func append(_ text: String, keeping: (UInt8) -> Bool, ampersandAsEntity: Bool, to output: inout [UInt8]) {
        // Paths usually need nothing encoded: copy them in one piece.
        if text.utf8.allSatisfy({ keeping($0) && $0 != UInt8(ascii: "&") }) {
            output.append(contentsOf: text.utf8)
            return
        }
        guard ampersandAsEntity else { return PercentEncoding.append(text.utf8, keeping: keeping, to: &output) }
        for (index, part) in text.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false).enumerated() {
            if index > 0 { output.append(contentsOf: "&amp;".utf8) }
            PercentEncoding.append(part, keeping: keeping, to: &output)
        }
    }

    private static func isKeptInURL(_ byte: UInt8) -> Bool {
        if PercentEncoding.isUnreserved(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "?"),
             UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }
}
