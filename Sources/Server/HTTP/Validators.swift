import Core

/// Validators of a served file and the conditional requests that use them
/// (RFC 9110 §8.8, §13). The server's tags are strong: a tag changes whenever
/// the bytes sent change.
struct Validators: Sendable, Equatable {
    /// The quoted entity tag, e.g. `"1f4-65a1b2c3.1a2b3c"`.
    let entityTag: String
    /// Seconds since 1970 of the last modification.
    let lastModified: Int

    /// Validators of a file; `variant` distinguishes the bytes sent when they are not the file's own.
    init(status: FileStatus, variant: String? = nil) {
        let tag = "\(String(status.size, radix: 16))-\(String(status.modifiedSeconds, radix: 16)).\(String(status.modifiedNanoseconds, radix: 16))"
        entityTag = "\"\(tag)\(variant.map { "-\($0)" } ?? "")\""
        lastModified = status.modifiedSeconds
    }

    /// Whether a GET or HEAD with these fields can be answered 304 Not Modified.
    /// `If-None-Match` wins over `If-Modified-Since` when both are sent.
    func allowNotModified(_ headers: HTTPHeaders) -> Bool {
        let noneMatch = headers.values("If-None-Match")
        if !noneMatch.isEmpty {
            return noneMatch.contains { value in
                value.trimmingWhitespace() == "*" || Self.entityTags(in: value).contains { Self.opaque($0) == Self.opaque(entityTag) }
            }
        }
        if let since = headers["If-Modified-Since"], let date = HTTPDate.parse(since) {
            return lastModified <= date
        }
        return false
    }

    /// Whether a `Range` still applies given `If-Range`: only while the client's copy is current.
    func rangeApplies(_ headers: HTTPHeaders) -> Bool {
        guard let ifRange = headers["If-Range"]?.trimmingWhitespace() else { return true }
        if ifRange.hasPrefix("\"") || ifRange.hasPrefix("W/") {
            return ifRange == entityTag
        }
        return HTTPDate.parse(ifRange) == lastModified
    }

    /// The entity tags of a comma-separated list, which may hold commas inside quotes.
    static func entityTags(in list: String) -> [Substring] {
        var tags: [Substring] = []
        var index = list.startIndex
        while index < list.endIndex {
            let character = list[index]
            if character == "," || character == " " || character == "\t" {
                index = list.index(after: index)
                continue
            }
            let start = index
            if list[index...].hasPrefix("W/") { index = list.index(index, offsetBy: 2) }
            guard index < list.endIndex, list[index] == "\"",
                  let close = list[list.index(after: index)...].firstIndex(of: "\"") else {
                // Not a tag: skip to the next comma so the loop always advances.
                index = list[index...].firstIndex(of: ",") ?? list.endIndex
                continue
            }
            index = list.index(after: close)
            tags.append(list[start..<index])
        }
        return tags
    }

    /// A tag without its weakness mark, for the weak comparison `If-None-Match` uses.
    private static func opaque<Tag: StringProtocol>(_ tag: Tag) -> Tag.SubSequence {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : tag[...]
    }
}
