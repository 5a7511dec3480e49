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
    static func firstMarker(inHTML html: String) -> String? {
        var rest = Substring(html)
        while !rest.isEmpty {
            let code = [rest.range(of: "<pre"), rest.range(of: "<code")].compactMap { $0 }.min { $0.lowerBound < $1.lowerBound }
            let text = code.map { rest[..<$0.lowerBound] } ?? rest
            if let marker = markers.compactMap({ marker in text.range(of: marker).map { (marker, $0.lowerBound) } }).min(by: { $0.1 < $1.1 }) {
                return marker.0
            }
            guard let code else { return nil }
            let closing = rest[code.lowerBound...].hasPrefix("<pre") ? "</pre>" : "</code>"
            guard let end = rest[code.upperBound...].range(of: closing) else { return nil }
            rest = rest[end.upperBound...]
        }
        return nil
    }
}
