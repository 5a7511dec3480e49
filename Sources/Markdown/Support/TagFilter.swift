import Core

/// GFM's disallowed raw HTML: the `<` of tags that change how a page parses (`<script>`,
/// `<iframe>`, `<title>`…) is written as `&lt;`, even when raw HTML is allowed.
enum TagFilter {
    private static let names: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    static func append(_ html: ArraySlice<UInt8>, to output: inout HTMLBuffer) {
        html.withUnsafeBufferPointer { bytes in
            var runStart = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && isFiltered(bytes, at: index) {
                output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.appendText(UnsafeBufferPointer(rebasing: bytes[index...index]))
                runStart = index + 1
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    private static func isFiltered(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var start = index + 1
        if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        var end = start
        while end < bytes.count, bytes[end].isASCIILetter { end += 1 }
        let name = bytes[start..<end].map(\.asciiLowercased)
        guard names.contains(name) else { return false }
        guard end < bytes.count else { return true }
        let next = bytes[end]
        return next.isASCIIWhitespace || next == UInt8(ascii: ">")
            || (next == UInt8(ascii: "/") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ">"))
    }
}
