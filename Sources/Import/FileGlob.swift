#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Hugo's file globs, as a page's `resources:` and `Resources.GetMatch` use them: `*` any characters, `/` too (so
/// `**` as well), `?` one, `[…]` one of a class, `{a,b}` either; matched without regard to case.
enum FileGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        guard let patterns = alternatives(of: pattern.lowercased()) else { return false }
        let path = path.lowercased()
        return patterns.contains { fnmatch($0, path, 0) == 0 }
    }

    /// The patterns `{a,b}` groups expand to; nil past `limit` of them, which no real glob comes near.
    private static func alternatives(of pattern: String, limit: Int = 64) -> [String]? {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open]
        let tail = pattern[pattern.index(after: close)...]
        var expanded: [String] = []
        for choice in pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false) {
            guard let more = alternatives(of: String(head + choice) + tail, limit: limit - expanded.count) else { return nil }
            expanded += more
            if expanded.count > limit { return nil }
        }
        return expanded
    }
}
