import Core
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Hugo shortcodes (`{{<`, `{{%`) and Liquid tags (`{% `) left in a built page outside code: a
/// sign of a page from another generator that still needs converting (`sitegen import`).
enum UnconvertedSyntax {
    /// The markers as they appear in rendered HTML text (`<` is escaped there).
    private static let markers = ["{{&lt;", "{{%", "{% "]
    // The scan's byte strings, made once: made per `<` and `{` they were allocations all through every page.
    private static let markerBytes = markers.map { Array($0.utf8) }
    private static let codeElements = [("<pre", "</pre>"), ("<code", "</code>")].map { (Array($0.utf8), Array($1.utf8)) }

    /// One warning for a page whose rendered content `html` has a marker outside `<pre>` and `<code>`,
    /// located at the marker's first line in the page's file.
    static func warnings(inHTML html: [UInt8], of page: Page) -> [Diagnostic] {
        guard let marker = firstMarker(inHTML: html) else { return [] }
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
    /// One pass over the bytes, jumping from `{` to `{` with memchr: Foundation's `range(of:)` on
    /// substrings measured the whole page in UTF-16 for every code block, which made a page with many
    /// blocks quadratic. A `{` inside a code element is skipped by
    /// finding the `<pre` or `<code` before it; markers hold no `<`, so they never overlap one.
    static func firstMarker(inHTML html: [UInt8]) -> String? {
        html.withUnsafeBufferPointer { bytes in
            // Nearly every page has no marker at all: going from `{` to `{` tells so in a fraction of
            // the cost of also stepping through the page's tags, and finds every marker the scan below would.
            guard hasMarker(in: bytes) else { return nil }
            var position = 0
            // Where the code elements before `position` have been looked for up to.
            var tagsSeen = 0
            while let brace = find(UInt8(ascii: "{"), in: bytes, from: position) {
                if let (opening, closing) = codeElement(in: bytes, from: tagsSeen, before: brace) {
                    guard let end = find(closing, in: bytes, from: opening + 1) else { return nil }
                    position = end + closing.count
                    tagsSeen = position
                    continue
                }
                tagsSeen = brace
                if let marker = markerBytes.indices.first(where: { has(markerBytes[$0], at: brace, in: bytes) }) {
                    return markers[marker]
                }
                position = brace + 1
            }
            return nil
        }
    }

    /// The first `<pre` or `<code` between `start` and `limit`, with its closing tag.
    private static func codeElement(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> (Int, [UInt8])? {
        var position = start
        while let angle = find(UInt8(ascii: "<"), in: bytes, from: position), angle < limit {
            if let (_, closing) = codeElements.first(where: { has($0.0, at: angle, in: bytes) }) { return (angle, closing) }
            position = angle + 1
        }
        return nil
    }

    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether a marker is anywhere in `bytes`, code or not.
    private static func hasMarker(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        while let brace = find(UInt8(ascii: "{"), in: bytes, from: position) {
            if markerBytes.contains(where: { has($0, at: brace, in: bytes) }) { return true }
            position = brace + 1
        }
        return false
    }

    private static func find(_ text: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var position = start
        while let candidate = find(text[0], in: bytes, from: position) {
            if has(text, at: candidate, in: bytes) { return candidate }
            position = candidate + 1
        }
        return nil
    }

    private static func has(_ text: [UInt8], at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        position + text.count <= bytes.count && bytes[position..<position + text.count].elementsEqual(text)
    }
}
