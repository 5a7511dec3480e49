/// A page's headings in one buffer of bytes. Every page's headings stay in memory for the whole
/// build (links to them are checked, the page's template lists them), and as an array of structs of
/// strings each heading cost a struct and two string allocations: some 2 KB a page of real
/// documentation, more than any other thing a page keeps. They are read back when asked for.
struct HeadingList: Sendable, Equatable {
    /// Each heading as its level, its text's length and text, then its id's length plus one and id
    /// (0 for no id); lengths are LEB128 varints.
    private let bytes: [UInt8]
    /// How many headings there are.
    let count: Int

    init(_ headings: [Page.Heading]) {
        var bytes: [UInt8] = []
        // Sized exactly: grown by appends, the buffer would keep up to as much again unused, for the whole build.
        bytes.reserveCapacity(headings.reduce(0) { size, heading in
            let textLength = heading.text.utf8.count, idLength = heading.id.map { $0.utf8.count + 1 } ?? 0
            return size + 1 + Self.size(ofLength: textLength) + textLength + Self.size(ofLength: idLength) + max(0, idLength - 1)
        })
        for heading in headings {
            bytes.append(UInt8(clamping: heading.level))
            Self.append(heading.text, to: &bytes)
            if let id = heading.id {
                Self.append(length: id.utf8.count + 1, to: &bytes)
                bytes += id.utf8
            } else {
                bytes.append(0)
            }
        }
        self.bytes = bytes
        count = headings.count
    }

    /// The headings, in document order.
    var all: [Page.Heading] {
        var headings: [Page.Heading] = []
        headings.reserveCapacity(count)
        forEach { level, text, id in
            headings.append(Page.Heading(level: level, text: String(decoding: text, as: UTF8.self), id: id.map { String(decoding: $0, as: UTF8.self) }))
        }
        return headings
    }

    /// The first heading's text.
    var firstText: String? {
        var first: String?
        forEach { _, text, _ in
            if first == nil { first = String(decoding: text, as: UTF8.self) }
        }
        return first
    }

    /// Whether a heading has this id, compared without making a string of each.
    func contains(id: String) -> Bool {
        var found = false
        let wanted = Array(id.utf8)
        forEach { _, _, candidate in
            if let candidate, candidate.elementsEqual(wanted) { found = true }
        }
        return found
    }

    /// The ids in document order, nil where a heading has none.
    var ids: [String?] {
        var ids: [String?] = []
        forEach { _, _, id in ids.append(id.map { String(decoding: $0, as: UTF8.self) }) }
        return ids
    }

    private func forEach(_ body: (Int, ArraySlice<UInt8>, ArraySlice<UInt8>?) -> Void) {
        var position = 0
        while position < bytes.count {
            let level = Int(bytes[position])
            position += 1
            let textLength = readLength(at: &position)
            let text = bytes[position..<position + textLength]
            position += textLength
            let idLength = readLength(at: &position)
            let id = idLength == 0 ? nil : bytes[position..<position + idLength - 1]
            position += max(0, idLength - 1)
            body(level, text, id)
        }
    }

    private func readLength(at position: inout Int) -> Int {
        var length = 0
        var shift = 0
        while true {
            let byte = bytes[position]
            position += 1
            length |= Int(byte & 0x7F) << shift
            guard byte & 0x80 != 0 else { return length }
            shift += 7
        }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        append(length: text.utf8.count, to: &bytes)
        bytes += text.utf8
    }

    /// How many bytes `append(length:to:)` writes for `length`: one per 7 bits.
    private static func size(ofLength length: Int) -> Int {
        var size = 1
        var rest = length >> 7
        while rest > 0 {
            size += 1
            rest >>= 7
        }
        return size
    }

    private static func append(length: Int, to bytes: inout [UInt8]) {
        var rest = length
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}
