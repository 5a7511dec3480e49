import Core
import Foundation

/// Hugo shortcodes (`{{<`, `{{%`) and Liquid tags (`{% `) left in a built page outside code: a
/// sign of a page from another generator that still needs converting (`sitegen import`).
enum UnconvertedSyntax {
    /// The markers as they appear in rendered HTML text (`<` is escaped there).
    private static let markers = ["{{&lt;", "{{%", "{% "]

    /// One warning for a page whose rendered content has a marker outside `<pre>` and `<code>`,
    /// located at the marker's first line in the page's file.
    static func warnings(in page: Page) -> [Diagnostic] {
        guard let marker = firstMarker(inHTML: page.content) else { return [] }
        let written = marker == "{{&lt;" ? "{{<" : marker
        let message = "the page still holds '\(written)' outside code: an unconverted shortcode or Liquid tag (see 'sitegen import')"
        guard let data = FileManager.default.contents(atPath: page.absolutePath),
              let range = Data(written.utf8).withUnsafeBytes({ data.range(of: Data($0)) }) else {
            return [Diagnostic(.warning, message, at: SourceLocation(path: page.sourcePath, line: 1, column: 1), kind: .unconvertedSyntax)]
        }
        return [.warning(message, at: range.lowerBound, in: SourceText(path: page.sourcePath, bytes: Array(data)), kind: .unconvertedSyntax)]
    }

    /// The first marker in `html` outside `<pre>…</pre>` and `<code>…</code>`.
    ///
    /// One pass over the bytes: Foundation's `range(of:)` on substrings measured the whole page in
    /// UTF-16 for every code block, which made a page with many blocks quadratic (75 % of a build
    /// of real pages). Markers hold no `<`, so a marker never overlaps the start of a code element.
    static func firstMarker(inHTML html: String) -> String? {
        let bytes = Array(html.utf8)
        var position = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "{"), let marker = markers.first(where: { has(Array($0.utf8), at: position, in: bytes) }) {
                return marker
            }
            if bytes[position] == UInt8(ascii: "<"), let closing = closingTag(openedAt: position, in: bytes) {
                guard let end = find(Array(closing.utf8), in: bytes, from: position + 1) else { return nil }
                position = end + closing.utf8.count
                continue
            }
            position += 1
        }
        return nil
    }

    /// `</pre>` or `</code>` when a code element opens at `position`.
    private static func closingTag(openedAt position: Int, in bytes: [UInt8]) -> String? {
        if has(Array("<pre".utf8), at: position, in: bytes) { return "</pre>" }
        if has(Array("<code".utf8), at: position, in: bytes) { return "</code>" }
        return nil
    }

    private static func has(_ text: [UInt8], at position: Int, in bytes: [UInt8]) -> Bool {
        position + text.count <= bytes.count && bytes[position..<position + text.count].elementsEqual(text)
    }

    private static func find(_ text: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var position = start
        while position + text.count <= bytes.count {
            if has(text, at: position, in: bytes) { return position }
            position += 1
        }
        return nil
    }
}
