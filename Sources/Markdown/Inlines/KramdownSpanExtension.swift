/// kramdown's extensions inside a line (`.kramdownAttributes`): `{::comment}…{:/}` and `{::options … /}` are
/// left out, `{::nomarkdown}…{:/}` is raw HTML, and `{::}` separates elements and writes nothing. A start tag
/// with no stop tag after it is text.
extension InlineParser {
    /// `{::name …}` at the position (its `}` at `close`), with its body up to `{:/name}` or `{:/}`, or
    /// `{::name … /}`; `{::}`.
    mutating func parseSpanExtension(close: Int) -> Bool {
        let start = position
        if close == start + 3 {
            position = close + 1
            return true
        }
        var nameEnd = start + 3
        while nameEnd < close, bytes[nameEnd].isASCIIAlphanumeric || bytes[nameEnd] == UInt8(ascii: "_") { nameEnd += 1 }
        let name = bytes[(start + 3)..<nameEnd]
        let isNoMarkdown = name.elementsEqual("nomarkdown".utf8)
        guard isNoMarkdown || name.elementsEqual("comment".utf8) || name.elementsEqual("options".utf8),
              nameEnd == close || bytes[nameEnd].isASCIIWhitespace || bytes[nameEnd] == UInt8(ascii: "/") else { return false }
        if bytes[close - 1] == UInt8(ascii: "/") {
            position = close + 1
            return true
        }
        guard let stop = stopTag(of: name, from: close + 1) else { return false }
        let types = AttributeList(parsing: bytes[nameEnd..<close], sourceOffset: 0).value(of: "type")
        if isNoMarkdown, stop.lowerBound > close + 1,
           types?.split(separator: .space).contains(where: { $0.elementsEqual("html".utf8) }) ?? true {
            append(InlineNode(kind: .html, start: close + 1, end: stop.lowerBound))
        }
        position = stop.upperBound
        return true
    }

    /// The next stop tag of the extension `name` (`{:/name}` or `{:/}`) from `start` on. A search that fails
    /// is remembered: a later start has no stop tag either.
    private mutating func stopTag(of name: ArraySlice<UInt8>, from start: Int) -> Range<Int>? {
        guard !extensionsWithoutStopTag.contains(where: { $0.elementsEqual(name) }) else { return nil }
        var cursor = start
        while let brace = bytes[cursor..<end].firstIndex(of: UInt8(ascii: "{")) {
            cursor = brace + 1
            guard brace + 3 < end, bytes[brace + 1] == UInt8(ascii: ":"), bytes[brace + 2] == UInt8(ascii: "/") else { continue }
            if bytes[brace + 3] == UInt8(ascii: "}") { return brace..<(brace + 4) }
            let nameEnd = brace + 3 + name.count
            if nameEnd < end, bytes[(brace + 3)..<nameEnd].elementsEqual(name), bytes[nameEnd] == UInt8(ascii: "}") {
                return brace..<(nameEnd + 1)
            }
        }
        extensionsWithoutStopTag.append(Array(name))
        return nil
    }
}
