import Core

/// A request target checked and decoded: the path as a list of segments that
/// can only name something inside the site. Anything that could climb out —
/// `..` however encoded, an encoded `/`, a backslash, NUL and other control
/// bytes, invalid UTF-8 — is refused here, before any file is looked up.
struct RequestTarget: Sendable, Equatable {
    /// The decoded path segments; never empty strings, `.` or `..`, never holding `/`, `\` or control characters.
    var segments: [String]
    /// Whether the path ends with `/` (a directory was asked for).
    var hasTrailingSlash: Bool
    /// The query as sent, without `?`.
    var query: String?
    /// The `host[:port]` of an absolute-form target (`GET http://host/path`), which replaces `Host`.
    var authority: String?

    /// Why a target was refused, for the 400 response.
    struct Problem: Error, Equatable {
        let message: String
    }

    init(segments: [String], hasTrailingSlash: Bool, query: String? = nil, authority: String? = nil) {
        self.segments = segments
        self.hasTrailingSlash = hasTrailingSlash
        self.query = query
        self.authority = authority
    }

    /// Parses an origin-form (`/a/b?q`) or absolute-form (`http://host/a/b?q`) target.
    static func parse(_ target: String) -> Result<RequestTarget, Problem> {
        var rest = Substring(target)
        var authority: String?
        if rest.prefix(7).caseInsensitiveEquals("http://") {
            rest = rest.dropFirst(7)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
            if rest.isEmpty || rest.first == "?" { rest = "/" + rest }
        }
        guard rest.first == "/" else {
            return .failure(Problem(message: "the request target must start with '/'"))
        }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        var segments: [String] = []
        for raw in rest.split(separator: "/", omittingEmptySubsequences: true) {
            switch decodeSegment(raw) {
            case .success(let segment): segments.append(segment)
            case .failure(let problem): return .failure(problem)
            }
        }
        let hasTrailingSlash = rest.hasSuffix("/")
        return .success(RequestTarget(segments: segments, hasTrailingSlash: hasTrailingSlash, query: query, authority: authority))
    }

    /// The path as a URL path: `/` + percent-encoded segments, `/` at the end for a directory.
    /// Empty segments were dropped while parsing, so it never starts with `//`.
    var path: String {
        let joined = segments.map(PercentEncoding.encodedPathSegment).joined(separator: "/")
        if joined.isEmpty { return "/" }
        return "/" + joined + (hasTrailingSlash ? "/" : "")
    }

    /// The path with `?query` when there was one.
    var pathAndQuery: String {
        path + (query.map { "?\($0)" } ?? "")
    }

    private static func decodeSegment(_ raw: Substring) -> Result<String, Problem> {
        guard let bytes = PercentEncoding.strictlyDecoded(raw.utf8) else {
            return .failure(Problem(message: "the path has a '%' that is not followed by two hex digits"))
        }
        if let bad = bytes.first(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) {
            let what = switch bad {
            case UInt8(ascii: "/"): "an encoded '/'"
            case UInt8(ascii: "\\"): "a backslash"
            case 0: "a NUL byte"
            default: "a control character"
            }
            return .failure(Problem(message: "the path contains \(what)"))
        }
        guard UTF8Validation.isValid(bytes) else {
            return .failure(Problem(message: "the path is not valid UTF-8"))
        }
        let segment = String(decoding: bytes, as: UTF8.self)
        if segment == "." || segment == ".." {
            return .failure(Problem(message: "the path contains a '\(segment)' segment"))
        }
        return .success(segment)
    }
}
