/// Code that a template printed values into (`RenderOptions.escapedTemplateValues`). The template escaped each value
/// as HTML text before Markdown read it, but code is shown as written: `{{ code }}` in a fence showed `&lt;` where
/// the value has `<`. Inside those values, and only there, code reads the five references that escaping writes back
/// to their characters; the code is escaped again when it is written, as all code is. And a value is the text of the
/// HTML block it stands in, blank lines and all (`BlockParser.isBlankLineOfAValue`).
struct EscapedTemplateValues {
    /// Input ranges, in order.
    let ranges: [Range<Int>]

    /// Whether no template printed anything: most pages are not templates.
    var isEmpty: Bool { ranges.isEmpty }

    /// `code` with the references inside the values read back; `sourceOffset` gives the input offset of an index of
    /// `code`. Code outside every value is returned as it is.
    func readingBack(_ code: ArraySlice<UInt8>, sourceOffset: (Int) -> Int) -> ArraySlice<UInt8> {
        guard !ranges.isEmpty, var ampersand = code.firstIndex(of: UInt8(ascii: "&")) else { return code }
        var result: [UInt8] = []
        var copied = code.startIndex
        while true {
            if let reference = Self.reference(in: code, at: ampersand), encloses(sourceOffset(ampersand), length: reference.length) {
                result += code[copied..<ampersand]
                result.append(reference.character)
                copied = ampersand + reference.length
            }
            guard let next = code[(ampersand + 1)...].firstIndex(of: UInt8(ascii: "&")) else { break }
            ampersand = next
        }
        guard copied > code.startIndex else { return code }
        result += code[copied...]
        return result[...]
    }

    /// Whether one value holds the line from `start` to `end` (its line break) and the line break before it.
    func holdsLine(from start: Int, to end: Int) -> Bool {
        start > 0 && encloses(start - 1, length: end - start + 2)
    }

    /// Whether one value holds all `length` bytes from `offset` on.
    private func encloses(_ offset: Int, length: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].lowerBound <= offset && offset + length <= ranges[low].upperBound
    }

    /// The references HTML escaping writes (`HTMLEscaping`), and the characters they stand for.
    private static let references: [(text: [UInt8], character: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
    ]

    private static func reference(in code: ArraySlice<UInt8>, at index: Int) -> (character: UInt8, length: Int)? {
        for reference in references where code[index...].starts(with: reference.text) {
            return (reference.character, reference.text.count)
        }
        return nil
    }
}

extension DocumentWriter {
    /// A code block's text, with what templates printed into it read back (`EscapedTemplateValues`).
    @inline(__always)
    func codeText(of index: Int) -> ArraySlice<UInt8> {
        let code = text[nodes[index].content]
        guard !escapedValues.isEmpty else { return code }
        let lineStarts = lines[nodes[index].lines]
        return escapedValues.readingBack(code) { lineStarts.sourceOffset(ofContent: $0) }
    }
}
