import Core

/// Jekyll names posts `2016-01-29-swift-api-transformation.md`: the date the post was published,
/// then its slug. Such a page takes that date (unless front matter gives one) and that slug.
enum DatedFileName {
    /// The date (`2016-01-29`) and slug (`swift-api-transformation`) of a file stem, or nil when it has no date in front.
    static func split(_ stem: String) -> (date: String, slug: String)? {
        let bytes = Array(stem.utf8)
        guard bytes.count > 11, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "-"),
              [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") })
        else { return nil }
        return (String(decoding: bytes[0..<10], as: UTF8.self), String(decoding: bytes[11...], as: UTF8.self))
    }

    /// The date part of a Content/ path's file name, if it has one.
    static func date(ofContentPath contentPath: String) -> String? {
        let file = contentPath.pathSegments().last.map(String.init) ?? contentPath
        return split(Route.stem(ofFile: file))?.date
    }
}
