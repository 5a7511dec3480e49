import Core
import Markdown

/// A page's headings in one buffer of bytes, kept in the build's `ContentSpool` when there is one.
/// Links to every page's headings are checked and the page's template lists them, so every page's
/// must be at hand for the whole build: as an array of structs of strings each heading cost a struct
/// and two string allocations, and even as bytes every page's list, held in memory, grows with the site.
/// What the link check asks of the ids it asks of `HeadingIDs`.
struct HeadingList: Sendable {
    /// Each heading as its level, its text's length and text, then its id: 0 for none, 1 for the slug of
    /// the text (most ids, which would repeat most of the text), else its length plus two and the id;
    /// lengths are LEB128 varints.
    private let storage: PageBody
    /// How many headings there are, in 32 bits, which fit beside the storage's tag.
    private let storedCount: Int32

    /// The headings, in `spool` when one is given.
    init(_ headings: [Page.Heading], spool: ContentSpool? = nil) {
        var bytes: [UInt8] = []
        for heading in headings {
            bytes.append(UInt8(clamping: heading.level))
            Self.append(length: heading.text.utf8.count, to: &bytes)
            let textStart = bytes.count
            bytes += heading.text.utf8
            if var id = heading.id {
                // Compared in contiguous bytes: walking the strings' UTF-8 views costs several times as much.
                if id.withUTF8({ Self.slug(of: bytes[textStart...], equals: $0) }) {
                    bytes.append(1)
                } else {
                    Self.append(length: id.utf8.count + 2, to: &bytes)
                    bytes += id.utf8
                }
            } else {
                bytes.append(0)
            }
        }
        // Copied to a buffer of its exact size: grown by appends, kept in memory it would keep up to as
        // much again unused, for the whole build.
        bytes = bytes.withUnsafeBufferPointer { Array($0) }
        storage = spool?.store(bytes) ?? PageBody(storage: .bytes(bytes))
        storedCount = Int32(clamping: headings.count)
    }

    /// How many headings there are.
    var count: Int {
        Int(storedCount)
    }

    /// The headings, in document order.
    var all: [Page.Heading] {
        var headings: [Page.Heading] = []
        headings.reserveCapacity(count)
        forEach { level, text, id in
            headings.append(Page.Heading(level: level, text: String(decoding: text, as: UTF8.self), id: id.string(of: text)))
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

    /// The ids in document order, nil where a heading has none.
    var ids: [String?] {
        var ids: [String?] = []
        forEach { _, text, id in ids.append(id.string(of: text)) }
        return ids
    }

    /// A heading's id as stored.
    private enum StoredID {
        case none
        /// The slug of the heading's text.
        case slugOfText
        case bytes(ArraySlice<UInt8>)

        /// The id, for a heading with this text. A slug is written straight into the string: every page's
        /// template reads its headings.
        func string(of text: ArraySlice<UInt8>) -> String? {
            switch self {
            case .none:
                return nil
            case .slugOfText:
                // Stored so only for ASCII text, whose every byte `Slug.headingIDByte` maps.
                return String(unsafeUninitializedCapacity: text.count) { buffer in
                    var count = 0
                    for byte in text {
                        guard let mapped = Slug.headingIDByte(byte), mapped != 0 else { continue }
                        buffer[count] = mapped
                        count += 1
                    }
                    return count
                }
            case .bytes(let bytes):
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    private func forEach(_ body: (Int, ArraySlice<UInt8>, StoredID) -> Void) {
        let bytes = storage.bytes
        var position = 0
        // A spool read that came back short ends the list at the last whole heading it holds.
        while position < bytes.count {
            let level = Int(bytes[position])
            position += 1
            guard let textLength = Self.readLength(in: bytes, at: &position), position + textLength <= bytes.count else { return }
            let text = bytes[position..<position + textLength]
            position += textLength
            guard let idField = Self.readLength(in: bytes, at: &position) else { return }
            switch idField {
            case 0: body(level, text, .none)
            case 1: body(level, text, .slugOfText)
            default:
                guard position + idField - 2 <= bytes.count else { return }
                body(level, text, .bytes(bytes[position..<position + idField - 2]))
                position += idField - 2
            }
        }
    }

    /// A varint at `position`, nil when the bytes end inside it.
    private static func readLength(in bytes: [UInt8], at position: inout Int) -> Int? {
        var length = 0
        var shift = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            length |= Int(byte & 0x7F) << shift
            guard byte & 0x80 != 0 else { return length }
            shift += 7
        }
        return nil
    }

    /// Whether `id` is the slug of `text`, compared as the slug is made.
    private static func slug(of text: some Sequence<UInt8>, equals id: some Sequence<UInt8>) -> Bool {
        var expected = id.makeIterator()
        var isEmpty = true
        for byte in text {
            guard let mapped = Slug.headingIDByte(byte) else { return false }
            guard mapped != 0 else { continue }
            guard expected.next() == mapped else { return false }
            isEmpty = false
        }
        return expected.next() == nil && !isEmpty
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
