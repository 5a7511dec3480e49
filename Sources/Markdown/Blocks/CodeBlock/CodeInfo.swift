/// What a fenced code block's info string says beyond its language, as in
/// ```` ```swift title="Package.swift" {1,3-5} ```` and pymdownx.superfences'
/// ```` ``` yaml title="mkdocs.yml" linenums="1" hl_lines="2 3" ````: a title shown
/// above the code, the lines to mark and the number of the first line. With
/// `.fenceAttributes`, the info string may also be an attribute list,
/// ```` ```{ .yaml title="…" } ```` (its first class the language), or start with
/// an attribute (```` ``` title="…" ````: no language). Anything else in the info
/// string is ignored, as CommonMark leaves it to the renderer.
struct CodeInfo: Equatable {
    var language = ""
    var title: String?
    /// The line list, comma-separated (`1,3-5`), from `{1,3-5}` or `hl_lines="1-3 5"`.
    var lines: String?
    /// The number of the first line when the lines are numbered (`linenums="1"`).
    var firstLineNumber: Int?

    /// Words end at ASCII whitespace, as cmark ends the language (scanning `Character`s was a visible
    /// part of `sitegen markdown`'s time).
    init(_ info: String?, readsAttributes: Bool = false) {
        guard let info else { return }
        var bytes = Array(info.utf8)[...]
        if readsAttributes, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") {
            readAttributes(bytes.dropFirst().dropLast(), languageFromClass: true)
            return
        }
        let languageEnd = bytes.firstIndex(where: \.isASCIIWhitespace) ?? bytes.endIndex
        let word = bytes[..<languageEnd]
        if !(readsAttributes && word.contains(UInt8(ascii: "="))) {
            // Python-Markdown's fences take the language as a class too: ```` ``` .sh ````.
            let isClass = readsAttributes && word.count > 1 && word.first == UInt8(ascii: ".")
            language = String(decoding: isClass ? word.dropFirst() : word, as: UTF8.self)
            bytes = bytes[languageEnd...]
        }
        readAttributes(bytes, languageFromClass: false)
    }

    /// `key="value"` and `key=value` pairs, `{1,3-5}` line lists, and `.class` and `#id` words, which
    /// only give the language (the first class) in an attribute list.
    private mutating func readAttributes(_ bytes: ArraySlice<UInt8>, languageFromClass: Bool) {
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(where: { !$0.isASCIIWhitespace }) {
            let wordEnd = bytes[start...].firstIndex(where: { $0.isASCIIWhitespace || $0 == UInt8(ascii: "=") }) ?? bytes.endIndex
            if bytes[start] == UInt8(ascii: "{"), let end = bytes[start...].firstIndex(of: UInt8(ascii: "}")) {
                markLines(bytes[(start + 1)..<end], separator: UInt8(ascii: ","))
                index = end + 1
            } else if wordEnd < bytes.endIndex, bytes[wordEnd] == UInt8(ascii: "=") {
                let (value, end) = Self.value(bytes, from: wordEnd + 1)
                set(String(decoding: bytes[start..<wordEnd], as: UTF8.self), to: value)
                index = end
            } else {
                if languageFromClass, language.isEmpty, bytes[start] == UInt8(ascii: "."), wordEnd > start + 1 {
                    language = String(decoding: bytes[(start + 1)..<wordEnd], as: UTF8.self)
                }
                index = wordEnd
            }
        }
    }

    private mutating func set(_ key: String, to value: ArraySlice<UInt8>) {
        switch key {
        case "title": title = String(decoding: value, as: UTF8.self)
        case "hl_lines": markLines(value, separator: .space)
        case "linenums":
            let digits = value.prefix(while: \.isASCIIDigit)
            if !digits.isEmpty, digits.count < 10 { firstLineNumber = Int(String(decoding: digits, as: UTF8.self)) }
        default: break
        }
    }

    /// A list of line numbers and ranges (`1,3-5`, `1-3 5`), written with commas; ignored if it holds anything else.
    private mutating func markLines(_ list: ArraySlice<UInt8>, separator: UInt8) {
        let parts = list.split(whereSeparator: { $0 == separator || $0.isASCIIWhitespace })
        guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCIIDigit || $0 == UInt8(ascii: "-") } }) else { return }
        lines = parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ",")
    }

    /// A value after `=`: up to the closing quote when quoted, else up to whitespace; and where it ends.
    private static func value(_ bytes: ArraySlice<UInt8>, from start: Int) -> (ArraySlice<UInt8>, Int) {
        guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") else {
            let end = bytes[start...].firstIndex(where: \.isASCIIWhitespace) ?? bytes.endIndex
            return (bytes[start..<end], end)
        }
        let end = bytes[(start + 1)...].firstIndex(of: bytes[start]) ?? bytes.endIndex
        return (bytes[(start + 1)..<end], min(end + 1, bytes.endIndex))
    }
}
