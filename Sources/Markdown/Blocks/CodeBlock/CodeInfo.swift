/// What a fenced code block's info string says beyond its language, as in
/// ```` ```swift title="Package.swift" {1,3-5} ````: a title shown above the
/// code and the lines to mark. Anything else in the info string is ignored,
/// as CommonMark leaves it to the renderer.
struct CodeInfo: Equatable {
    var language = ""
    var title: String?
    /// The line list as written between the braces, spaces removed (`1,3-5`).
    var lines: String?

    /// Words end at ASCII whitespace, as cmark ends the language (scanning `Character`s was a visible
    /// part of `sitegen markdown`'s time).
    init(_ info: String?) {
        guard let info else { return }
        let bytes = info.utf8
        let languageEnd = bytes.firstIndex(where: \.isASCIIWhitespace) ?? bytes.endIndex
        language = String(info[..<languageEnd])
        var index = languageEnd
        while let start = bytes[index...].firstIndex(where: { !$0.isASCIIWhitespace }) {
            if bytes[start...].starts(with: "title=\"".utf8) {
                let valueStart = bytes.index(start, offsetBy: 7)
                let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex
                title = String(info[valueStart..<end])
                index = end == bytes.endIndex ? end : bytes.index(after: end)
            } else if bytes[start] == UInt8(ascii: "{"), let end = bytes[start...].firstIndex(of: UInt8(ascii: "}")) {
                let list = bytes[bytes.index(after: start)..<end].filter { !$0.isASCIIWhitespace }
                if !list.isEmpty, list.allSatisfy({ $0.isASCIIDigit || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "-") }) {
                    lines = String(decoding: list, as: UTF8.self)
                }
                index = bytes.index(after: end)
            } else {
                index = bytes[start...].firstIndex(where: \.isASCIIWhitespace) ?? bytes.endIndex
            }
        }
    }
}
