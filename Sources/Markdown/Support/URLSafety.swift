import Core

/// Which link and image destinations may be written in safe mode, and how URLs are encoded.
enum URLSafety {
    /// False for `javascript:`, `vbscript:`, `file:` and `data:` (other than PNG, GIF, JPEG and WebP
    /// images) in any letter case, percent-encoded, or with whitespace and control characters inside,
    /// which browsers ignore.
    static func isSafe(_ destination: String) -> Bool {
        var contiguous = destination
        return contiguous.withUTF8 { bytes in
            // The scheme is short: the first 16 significant bytes decide. No allocation per link.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { normalized in
                var count = 0
                var decoder = PercentEncoding.Decoder(bytes)
                while count < 16, let byte = decoder.next() {
                    if byte <= .space || byte == 0x7F { continue }
                    normalized[count] = byte.asciiLowercased
                    count += 1
                }
                let significant = UnsafeBufferPointer(rebasing: normalized[0..<count])
                func starts(_ prefix: StaticString) -> Bool {
                    prefix.withUTF8Buffer { significant.starts(with: $0) }
                }
                if starts("javascript:") || starts("vbscript:") || starts("file:") { return false }
                if starts("data:") { return isImageData(bytes) }
                return true
            }
        }
    }

    /// Whether a `data:` URL is a PNG, GIF, JPEG or WebP image as a browser reads its type: without decoding `%`
    /// escapes, which a data URL's type keeps (`data:image%0a/png` is no image to it), tabs and line breaks removed.
    private static func isImageData(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var type: [UInt8] = []
        for byte in bytes.drop(while: { $0 <= .space }) where byte != 0x09 && byte != 0x0A && byte != 0x0D {
            type.append(byte.asciiLowercased)
            if type.count == 15 { break }
        }
        return ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { type.starts(with: $0.utf8) }
    }

    /// Percent-encodes the bytes a URL must not hold raw, keeping existing `%XX` escapes (as cmark does).
    static func percentEncoded(_ url: String) -> String {
        PercentEncoding.encoded(url) { isSafeInURL[Int($0)] }
    }

    /// Bytes written as they are in a URL (`&` and `'` too: attribute escaping handles them).
    private static let isSafeInURL: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'();/?:@&=+$,%#".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()
}
