import Core

/// The `<link rel="stylesheet">` tags in the head of a page of the site, so the
/// appearances page can wear the site's own styles whatever its theme calls them.
enum StylesheetLinks {
    /// Each stylesheet link tag before `<body` (or the end), exactly as written.
    static func find(in html: [UInt8]) -> [String] {
        var links: [String] = []
        var index = 0
        while let start = html[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let end = html[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = String(decoding: html[start...end], as: UTF8.self)
            let lowercased = tag.lowercased()
            if lowercased.hasPrefix("<body") { break }
            if lowercased.hasPrefix("<link"), relations(in: lowercased).contains("stylesheet") {
                links.append(tag)
            }
            index = end + 1
        }
        return links
    }

    /// The space-separated values of the tag's `rel` attribute, quoted or not.
    private static func relations(in tag: String) -> [Substring] {
        guard let rel = tag.range(of: " rel=") ?? tag.range(of: "\trel=") ?? tag.range(of: "\nrel=") else { return [] }
        var value = tag[rel.upperBound...]
        if let quote = value.first, quote == "\"" || quote == "'" {
            value = value.dropFirst().prefix { $0 != quote }
        } else {
            value = value.prefix { $0 != " " && $0 != ">" && $0 != "/" }
        }
        return value.split(whereSeparator: \.isWhitespace)
    }
}
