/// The ids raw HTML gives its elements, which links may point at as they point at headings: an `id` on any element,
/// and the `name` of an `<a>`, which browsers scroll to as well. In safe mode those of what the sanitizer keeps; in
/// unsafe mode those of every start tag.
struct ElementIDs {
    private var ids: [String] = []

    /// Notes an attribute kept on an element (lower-case names), when it names the element.
    mutating func note(_ attribute: [UInt8], _ value: ArraySlice<UInt8>?, on element: [UInt8]) {
        guard let value, !value.isEmpty, Self.names(attribute, on: element) else { return }
        ids.append(String(decoding: value.contains(UInt8(ascii: "&")) ? AttributeValue.decoded(value)[...] : value, as: UTF8.self))
    }

    /// The ids noted so far, which are then forgotten.
    mutating func take() -> [String] {
        defer { ids.removeAll() }
        return ids
    }

    /// The ids of every start tag in raw HTML written as it is.
    static func ids(in html: ArraySlice<UInt8>) -> [String] {
        guard html.contains(UInt8(ascii: "=")) else { return [] }
        let bytes = Array(html)
        var found = ElementIDs()
        var cursor = 0
        while let angle = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            cursor = angle + 1
            guard let nameEnd = HTMLSyntax.scanTagName(bytes, at: angle + 1, end: bytes.count) else { continue }
            let element = bytes[(angle + 1)..<nameEnd].map(\.asciiLowercased)
            // An attribute counts even when the tag then fails CommonMark's scan: the block is written as it is, and a
            // browser reads `<span id="a" "b">` as a span with the id `a`.
            let end = HTMLSyntax.scanOpenTag(bytes, at: angle, end: bytes.count) { attribute in
                found.note(bytes[attribute.name].map(\.asciiLowercased), attribute.value.map { bytes[$0] }, on: element)
            }
            if let end { cursor = end }
        }
        return found.ids
    }

    private static func names(_ attribute: [UInt8], on element: [UInt8]) -> Bool {
        attribute.elementsEqual("id".utf8) || (attribute.elementsEqual("name".utf8) && element.elementsEqual("a".utf8))
    }
}
