/// Percent-encoding for URLs (RFC 3986), both ways: each byte a URL may not hold as itself becomes
/// `%` and two upper-case hex digits, and `%XX` in either case becomes its byte again. Which bytes
/// stay as they are depends on where the text goes, so encoding takes that set as a predicate
/// (`isUnreserved`, `isPathSegmentByte`, or the caller's own).
public enum PercentEncoding {
    /// `text` with every byte for which `keeps` is false written as `%XX`. Links are encoded on every
    /// page, so the text comes back as it is when it needs no escape, which is nearly always.
    @inlinable
    public static func encoded(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
        guard !text.utf8.allSatisfy(keeps) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        append(text.utf8, keeping: keeps, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `bytes` to `output` as `encoded(_:keeping:)` writes them.
    @inlinable
    public static func append(_ bytes: some Collection<UInt8>, keeping keeps: (UInt8) -> Bool, to output: inout [UInt8]) {
        for byte in bytes {
            if keeps(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
        }
    }

    /// One path segment: everything but `isPathSegmentByte` encoded (spaces, `/`, `?`, `#`, `%`, non-ASCII…).
    public static func encodedPathSegment(_ segment: String) -> String {
        encoded(segment, keeping: isPathSegmentByte)
    }

    /// A path of segments: each encoded as `encodedPathSegment` encodes it, the slashes between them kept.
    public static func encodedPath(_ path: String) -> String {
        encoded(path) { isPathSegmentByte($0) || $0 == UInt8(ascii: "/") }
    }

    /// RFC 3986 `unreserved`: ASCII letters and digits, `-`, `.`, `_` and `~`, which mean the same
    /// anywhere in a URL; all a query or fragment value may keep.
    @inlinable
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// RFC 3986 `pchar`: what a path segment holds as itself, the unreserved bytes, the sub-delimiters
    /// `!$&'()*+,;=`, `:` and `@`.
    static func isPathSegmentByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
             UInt8(ascii: "@"):
            true
        default:
            isUnreserved(byte)
        }
    }

    @usableFromInline
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}

extension PercentEncoding {
    /// `text` with its `%XX` escapes decoded. A `%` without two hex digits after it stays as written;
    /// `plusAsSpace` (for a query an HTML form sent, and only there) reads `+` as a space. Bytes that
    /// decode to ill-formed UTF-8 become U+FFFD.
    public static func decoded(_ text: String, plusAsSpace: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }) else { return text }
        var decoder = Decoder(text.utf8, plusAsSpace: plusAsSpace)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        while let byte = decoder.next() { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes `text` names, or nil when a `%` in it is not followed by two hex digits: for a request
    /// path, which must be refused rather than guessed at. `+` stays `+`.
    public static func strictlyDecoded(_ text: some Collection<UInt8>) -> [UInt8]? {
        var decoder = Decoder(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        while let byte = decoder.next() { bytes.append(byte) }
        return decoder.foundMalformedEscape ? nil : bytes
    }

    /// Decodes bytes one at a time, as `decoded(_:plusAsSpace:)` does: for a reader that needs only the
    /// first few (a URL's scheme) and must not decode the rest.
    public struct Decoder<Base: Collection<UInt8>>: IteratorProtocol {
        @usableFromInline let base: Base
        @usableFromInline var index: Base.Index
        @usableFromInline let plusAsSpace: Bool
        /// Whether a `%` was passed that no two hex digits follow (it was given back as itself).
        @usableFromInline var foundMalformedEscape = false

        /// A decoder of `base`; `plusAsSpace` as for `PercentEncoding.decoded`.
        @inlinable
        public init(_ base: Base, plusAsSpace: Bool = false) {
            self.base = base
            index = base.startIndex
            self.plusAsSpace = plusAsSpace
        }

        /// The next decoded byte, nil at the end.
        @inlinable
        public mutating func next() -> UInt8? {
            guard index != base.endIndex else { return nil }
            let byte = base[index]
            base.formIndex(after: &index)
            if byte == UInt8(ascii: "+"), plusAsSpace { return UInt8(ascii: " ") }
            guard byte == UInt8(ascii: "%") else { return byte }
            guard index != base.endIndex, let high = PercentEncoding.hexValue(base[index]) else {
                foundMalformedEscape = true
                return byte
            }
            let second = base.index(after: index)
            guard second != base.endIndex, let low = PercentEncoding.hexValue(base[second]) else {
                foundMalformedEscape = true
                return byte
            }
            index = base.index(after: second)
            return high << 4 | low
        }
    }

    /// The value of a hex digit in either case, nil for any other byte.
    @inlinable
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
