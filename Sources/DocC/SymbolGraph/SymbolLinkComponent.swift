/// One component of a symbol link's path (`init(_:)-3cn3j`): the name it gives and what it adds to tell
/// same-named symbols apart, read from its last `-` as DocC reads it. A kind (`-struct`, `-swift.struct`,
/// `-type.property`), a hash of up to six lower-case letters and digits (`-3cn3j`, also `-struct-3cn3j`), or
/// a type signature (`-(Vector)`, `->Double`, `-(Int,_)->String`); anything else is part of the name
/// (`my-name`).
struct SymbolLinkComponent {
    enum Disambiguation {
        case kindAndHash(kind: Substring?, hash: Substring?)
        /// `_` stands for any type.
        case typeSignature(parameters: [Substring]?, returns: [Substring]?)
    }

    /// The component as written.
    let full: Substring
    let name: Substring
    var disambiguation: Disambiguation?

    init(_ text: Substring) {
        full = text
        guard let dash = text.utf8.lastIndex(of: UInt8(ascii: "-")) else {
            name = text
            return
        }
        let suffix = text[text.utf8.index(after: dash)...]
        let beforeSuffix = text[..<dash]
        if let kind = Self.kind(suffix) {
            (name, disambiguation) = (beforeSuffix, .kindAndHash(kind: kind, hash: nil))
        } else if Self.isHash(suffix) {
            if let kindDash = beforeSuffix.utf8.lastIndex(of: UInt8(ascii: "-")),
               let kind = Self.kind(beforeSuffix[beforeSuffix.utf8.index(after: kindDash)...]) {
                (name, disambiguation) = (beforeSuffix[..<kindDash], .kindAndHash(kind: kind, hash: suffix))
            } else {
                (name, disambiguation) = (beforeSuffix, .kindAndHash(kind: nil, hash: suffix))
            }
        } else if let (signatureName, signature) = TypeSignatureSuffix.parse(text) {
            (name, disambiguation) = (signatureName, signature)
        } else {
            name = text
        }
    }

    /// A symbol kind, bare (`struct`) or after a language (`swift.struct`, `objc.class`), without the language.
    private static func kind(_ text: Substring) -> Substring? {
        if SymbolKinds.known.contains(text) { return text }
        guard let prefix = SymbolKinds.languagePrefixes.first(where: { text.hasPrefix($0) }) else { return nil }
        return text.dropFirst(prefix.count)
    }

    /// What DocC's hashes look like: one to six lower-case ASCII letters and digits.
    private static func isHash(_ text: Substring) -> Bool {
        (1...6).contains(text.utf8.count) && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
}
