/// The one URL helper: every internal link and asset URL sitegen writes goes
/// through it, so a site built for `https://example.org/project/` works at that
/// subpath and also when served at `/` by `sitegen serve`.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    /// `scheme://host[:port]` without a trailing slash, or nil when the base URL is only a path.
    public let origin: String?
    /// The path the site lives under, starting and ending with `/` (`/` or `/project/`).
    public let path: String

    /// Parses `https://example.org/project`, `/project/`, `project` or the empty string.
    public init(_ string: String) {
        var rest = Substring(string.trimmingWhitespace())
        if let schemeEnd = rest.range(of: "://") {
            let afterScheme = rest[schemeEnd.upperBound...]
            let hostEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            origin = String(rest[..<hostEnd])
            rest = rest[hostEnd...]
        } else {
            origin = nil
        }
        let trimmed = rest.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        path = trimmed.isEmpty ? "/" : "/\(trimmed)/"
    }

    /// The site root at `/`.
    public static let root = BaseURL("")

    /// The base URL as written in canonical form (`https://example.org/project/` or `/project/`).
    public var description: String { (origin ?? "") + path }

    /// Whether the base URL names a host, so absolute URLs can be made.
    public var isAbsolute: Bool { origin != nil }

    /// The URL path of a site-relative URL: `/docs/` → `/project/docs/`.
    /// URLs with a scheme (`https:`, `mailto:`), protocol-relative URLs and
    /// fragment-only or query-only URLs are returned unchanged.
    public func url(_ siteURL: String) -> String {
        if Self.isExternalOrLocal(siteURL) { return siteURL }
        let utf8 = siteURL.utf8
        let start = utf8.firstIndex { $0 != UInt8(ascii: "/") } ?? utf8.endIndex
        var joined = path
        joined.append(contentsOf: siteURL[start...])
        return joined
    }

    /// The absolute URL of a site-relative URL (`https://example.org/project/docs/`);
    /// without a host in the base URL, the same as `url(_:)`.
    public func absoluteURL(_ siteURL: String) -> String {
        if Self.isExternalOrLocal(siteURL) { return siteURL }
        return (origin ?? "") + url(siteURL)
    }

    /// Whether a URL leaves the site or stays on the current page.
    static func isExternalOrLocal(_ url: String) -> Bool {
        // Byte by byte: templates ask for every link they print, and `hasPrefix` compares characters.
        var bytes = url.utf8.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "/"): return bytes.next() == UInt8(ascii: "/")
        case UInt8(ascii: "#"), UInt8(ascii: "?"): return true
        default: return hasScheme(url)
        }
    }

    /// Whether a URL starts with `scheme:` (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`).
    public static func hasScheme(_ url: String) -> Bool {
        var sawLetter = false
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                sawLetter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                guard sawLetter else { return false }
            case UInt8(ascii: ":"):
                return sawLetter
            default:
                return false
            }
        }
        return false
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces, tabs and line breaks.
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
