extension String {
    /// The parts between slashes, as `split(separator: "/")` gives them, found on UTF-8 bytes:
    /// `split` compares Characters, each found by Unicode's grapheme rules, and every page and link
    /// splits paths.
    public func pathSegments(omittingEmpty: Bool = true) -> [Substring] {
        self[...].utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }
}

extension String {
    /// The path with `.` and `..` segments resolved and empty segments dropped, from the root: always
    /// starts with `/` (`a/./b/../c` → `/a/c`), and `..` never climbs above the root (`/../a` → `/a`).
    /// It ends with `/` when the path does or when its last segment is `.` or `..` (a folder).
    /// Works on bytes: split into substrings and joined again, a link's path cost far more.
    public func normalizedPath() -> String {
        var path = self
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            // Each kept segment followed by a slash; `starts` is where each begins, for `..` to drop it.
            var output = [slash]
            var starts: [Int] = []
            var lastWasDots = false
            var index = 0
            while index < bytes.count {
                if bytes[index] == slash {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, bytes[index] != slash { index += 1 }
                let segment = bytes[start..<index]
                let dots = Self.dots(segment)
                lastWasDots = dots > 0
                if dots == 2, let dropped = starts.popLast() { output.removeSubrange(dropped...) }
                if dots == 0 {
                    starts.append(output.count)
                    output.append(contentsOf: segment)
                    output.append(slash)
                }
            }
            let trailingSlash = bytes.last == slash || lastWasDots
            if !trailingSlash && !starts.isEmpty { output.removeLast() }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// 1 for a `.` segment, 2 for `..`, else 0.
    private static func dots(_ segment: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        guard segment.count <= 2, segment.allSatisfy({ $0 == UInt8(ascii: ".") }) else { return 0 }
        return segment.count
    }
}
