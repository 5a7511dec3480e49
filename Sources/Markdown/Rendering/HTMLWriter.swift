import Core

/// The output buffer of one rendering, with the few ways bytes get into it. Every piece of
/// document text goes through `HTMLEscaping`.
struct HTMLWriter {
    let options: RenderOptions
    let extensions: MarkdownExtensions
    private(set) var output: HTMLBuffer

    init(options: RenderOptions, extensions: MarkdownExtensions, capacity: Int = 0) {
        self.options = options
        self.extensions = extensions
        output = HTMLBuffer(capacity: capacity)
    }

    /// Hands the output written so far, if any, to `write` and empties the buffer.
    mutating func flush(to write: ([UInt8]) -> Void) {
        if !output.isEmpty { write(output.withBytes { Array($0) }) }
        output.removeAll()
    }

    /// The output written; the writer is empty afterwards.
    mutating func finish() -> [UInt8] {
        output.take()
    }

    mutating func raw(_ string: StaticString) {
        output.append(string)
    }

    /// Markup the renderer trusts (a highlighter's output, allowed raw HTML).
    mutating func trusted(_ string: String) {
        var string = string
        string.withUTF8 { output.append($0) }
    }

    /// Markup the renderer trusts, in UTF-8 (a highlighter's output).
    mutating func trusted(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { output.append($0) }
    }

    mutating func text(_ string: String) {
        var string = string
        string.withUTF8 { output.appendText($0) }
    }

    mutating func text(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { output.appendText($0) }
    }

    mutating func attribute(_ string: String) {
        var string = string
        string.withUTF8 { output.appendAttribute($0) }
    }

    mutating func number(_ value: Int) {
        trusted(String(value))
    }

    /// Starts a new line unless the output is at the start of one.
    mutating func newline() {
        if let last = output.last, last != .lineFeed { raw("\n") }
    }

    /// Raw HTML from the document: written when allowed (minus GFM's disallowed tags), else a comment.
    mutating func rawHTML(_ html: String) {
        guard options.allowsUnsafeHTML else {
            raw("<!-- raw HTML omitted -->")
            return
        }
        if extensions.contains(.tagFilter) {
            TagFilter.append(html, to: &output)
        } else {
            trusted(html)
        }
    }

    /// A link or image URL: checked, rewritten by the site, percent-encoded, attribute-escaped.
    mutating func url(_ destination: String, isImage: Bool) {
        guard options.allowsUnsafeHTML || URLSafety.isSafe(destination) else { return }
        let resolved = options.resolveURL?(destination, isImage) ?? destination
        attribute(URLSafety.percentEncoded(resolved))
    }
}
