import Markdown

/// A page's links and images, kept in the build's `ContentSpool` from the moment the page is rendered
/// until the link check reads them back. Every page's links must wait for every page to be rendered
/// (an anchor is checked against the target's headings), and held in memory they were the largest
/// thing a build kept per page after search.
struct SpooledLinks: Sendable {
    private let body: PageBody

    /// Stores `links` in `spool`, one line each: `line column image length destination`, the length in
    /// UTF-8 bytes, as a destination may hold any character (a decoded `&#10;` is a line break).
    init(_ links: [LinkOccurrence], in spool: ContentSpool) {
        // Bytes: interpolated into a String, the four numbers and the destination cost far more a
        // link; and read back as bytes, the text is never validated as a whole.
        var bytes: [UInt8] = []
        for link in links {
            for field in [link.line, link.column, link.isImage ? 1 : 0, link.destination.utf8.count] {
                bytes.append(contentsOf: String(field).utf8)
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(contentsOf: link.destination.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        body = spool.store(bytes)
    }

    /// The links, read back in document order. A spool read that came back short ends the list
    /// where it stops rather than reading past it.
    func read() -> [LinkOccurrence] {
        body.bytes.withUnsafeBufferPointer { bytes in
            var links: [LinkOccurrence] = []
            var reader = Reader(bytes: bytes)
            while reader.position < bytes.count {
                let line = reader.field()
                let column = reader.field()
                let isImage = reader.field() == 1
                let length = reader.field()
                let start = min(reader.position, bytes.count)
                let end = min(start + length, bytes.count)
                let destination = String(decoding: bytes[start..<end], as: UTF8.self)
                reader.position = end + 1
                links.append(LinkOccurrence(destination: destination, isImage: isImage, line: line, column: column))
            }
            return links
        }
    }

    /// Reads the fields this type wrote, each a decimal number followed by one space.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func field() -> Int {
            var value = 0
            while position < bytes.count, bytes[position] != UInt8(ascii: " ") {
                value = value &* 10 &+ Int(bytes[position]) &- Int(UInt8(ascii: "0"))
                position += 1
            }
            position += 1
            return value
        }
    }
}
