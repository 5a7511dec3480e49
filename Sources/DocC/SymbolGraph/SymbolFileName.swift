/// A symbol's name as a URL path component, as DocC writes it: every character that may not stand in a
/// path segment (or that is `/`) becomes one `_`, a character of several scalars too (`+=(_:_:)` stays);
/// a name that starts with `.` (the `...` operator) starts with `'`, so that its file is not hidden.
public enum SymbolFileName {
    public static func of(_ name: String) -> String {
        let safe = safeCharacters(name)
        return safe.hasPrefix(".") ? "'" + safe : safe
    }

    private static func safeCharacters(_ name: String) -> String {
        guard !name.utf8.allSatisfy(isAllowed) else { return name }
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for character in name {
            if character.utf8.count == 1, let byte = character.utf8.first, isAllowed(byte) {
                result.append(character)
            } else {
                result.append("_")
            }
        }
        return result
    }

    /// RFC 3986's unreserved and sub-delimiter characters, and `:` and `@`, less `/`, `#`, `?` and `%`.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&")...UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: ";"),
             UInt8(ascii: "="), UInt8(ascii: "@")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
