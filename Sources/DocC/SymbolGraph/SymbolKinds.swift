/// The symbol kinds a link may name, as DocC spells them without a language.
enum SymbolKinds {
    static let known: Set<Substring> = [
        "associatedtype", "class", "deinit", "enum", "enum.case", "func", "func.op", "init", "ivar", "macro", "method",
        "namespace", "property", "protocol", "snippet", "snippetGroup", "struct", "subscript", "type.method",
        "type.property", "type.subscript", "typealias", "union", "var", "module", "extension", "dictionary",
        "dictionaryKey", "httpRequest", "httpParameter", "httpResponse", "httpBody",
        "protocol.extension", "struct.extension", "class.extension", "enum.extension", "unknown.extension", "module.extension",
    ]

    /// The languages DocC knows, by identifier and alias, each with the `.` that follows it in a kind.
    static let languagePrefixes = [
        "swift.", "data.", "javascript.", "metal.",
        "occ.", "objective-c.", "objc.", "c.", "c++.", "objective-c++.", "objc++.", "occ++.",
    ]

    /// A kind from a symbol graph (`swift.type.property`) as a link names it (`type.property`).
    static func bare(_ kind: String) -> String {
        if known.contains(Substring(kind)) { return kind }
        guard let dot = kind.firstIndex(of: "."), known.contains(kind[kind.index(after: dot)...]) else { return kind }
        return String(kind[kind.index(after: dot)...])
    }
}
