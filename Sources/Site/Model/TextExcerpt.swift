/// The start of a text for listings and meta descriptions:
/// whitespace runs collapsed to one space, cut at a word boundary. Works on
/// UTF-8 bytes because every page needs one and long pages are common.
enum TextExcerpt {
    /// At most `maximumLength` characters (Unicode scalars) of the UTF-8 `text`, plus `…` when it was cut.
    static func make(_ text: some Sequence<UInt8>, maximumLength: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(maximumLength * 2 + 4)
        var characters = 0
        var pendingSpace = false
        var lastSpace: Int?
        for byte in text {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = !output.isEmpty
                continue
            }
            let startsCharacter = byte & 0xC0 != 0x80
            if startsCharacter {
                if characters + (pendingSpace ? 1 : 0) >= maximumLength {
                    if let lastSpace { output.removeSubrange(lastSpace...) }
                    output.append(contentsOf: "…".utf8)
                    return String(decoding: output, as: UTF8.self)
                }
                if pendingSpace {
                    lastSpace = output.count
                    output.append(0x20)
                    characters += 1
                    pendingSpace = false
                }
                characters += 1
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
