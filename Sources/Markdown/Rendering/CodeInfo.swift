/// What a fenced code block's info string says beyond its language, as in
/// ```` ```swift title="Package.swift" {1,3-5} ````: a title shown above the
/// code and the lines to mark. Anything else in the info string is ignored,
/// as CommonMark leaves it to the renderer.
struct CodeInfo: Equatable {
    var language = ""
    var title: String?
    /// The line list as written between the braces, spaces removed (`1,3-5`).
    var lines: String?

    init(_ info: String?) {
        guard let info else { return }
        var rest = Substring(info)
        language = String(rest.prefix { !$0.isWhitespace })
        rest = rest.dropFirst(language.count)
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[start...]
            if rest.hasPrefix("title=\"") {
                let value = rest.dropFirst(7)
                let end = value.firstIndex(of: "\"") ?? value.endIndex
                title = String(value[..<end])
                rest = value[end...].dropFirst()
            } else if rest.hasPrefix("{"), let end = rest.firstIndex(of: "}") {
                let list = rest[rest.index(after: rest.startIndex)..<end].filter { !$0.isWhitespace }
                if !list.isEmpty, list.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == "-") }) {
                    lines = list
                }
                rest = rest[end...].dropFirst()
            } else {
                rest = rest.drop { !$0.isWhitespace }
            }
        }
    }
}
