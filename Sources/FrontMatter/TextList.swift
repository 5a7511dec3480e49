/// A list of texts kept as one string, each text ended by U+001F (the unit separator). Every page keeps
/// its tags for the whole build: as an array they took the array's storage and often a string each, where
/// a few short tags joined fit inside the string itself. A separator or U+001E inside a text is written
/// after a U+001E, which makes the next byte part of the text.
struct TextList: Sendable, Hashable {
    private static let separator = UInt8(0x1F), escape = UInt8(0x1E)

    let joined: String

    /// The list of `texts`, in order.
    init(_ texts: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count + 1 })
        for text in texts {
            for byte in text.utf8 {
                if Self.isSpecial(byte) { bytes.append(Self.escape) }
                bytes.append(byte)
            }
            bytes.append(Self.separator)
        }
        joined = String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the list is held inside its string, without an allocation of its own: sharing it saves nothing.
    var isInline: Bool {
        joined.utf8.count <= 15
    }

    /// The texts, in order.
    var texts: [String] {
        var texts: [String] = []
        var text: [UInt8] = []
        var escaped = false
        for byte in joined.utf8 {
            if escaped {
                text.append(byte)
                escaped = false
            } else if byte == Self.escape {
                escaped = true
            } else if byte == Self.separator {
                texts.append(String(decoding: text, as: UTF8.self))
                text.removeAll(keepingCapacity: true)
            } else {
                text.append(byte)
            }
        }
        return texts
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == separator || byte == escape
    }
}
