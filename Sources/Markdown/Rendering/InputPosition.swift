import Foundation

/// A 1-based line and column (in Unicode scalars) moving forward through the input. Links come in
/// input order, so one forward pass finds every line and column: asking for each location
/// separately would rescan long lines once per link.
struct InputPosition {
    var line = 1
    var column = 1
    var offset = 0
    /// Whether the input has a CR at all: most have none, and then need no search for one on every line.
    let hasCarriageReturn: Bool

    init(_ input: [UInt8]) {
        hasCarriageReturn = input.withUnsafeBufferPointer { Self.firstIndex(of: .carriageReturn, in: $0, from: 0, before: $0.count) != nil }
    }

    /// Whole lines are passed with memchr (vectorised) and only the characters of the target's own line
    /// counted: a byte-by-byte walk to each page's last link was a visible part of a build.
    mutating func advance(to target: Int, in input: [UInt8]) {
        if target < offset { (line, column, offset) = (1, 1, 0) }
        let end = min(target, input.count)
        input.withUnsafeBufferPointer { bytes in
            while let lineBreak = lineBreak(in: bytes, from: offset, before: end) {
                line += 1
                column = 1
                offset = lineBreak + 1
            }
            // A CR here is the first half of a CR LF, which counts as the LF alone.
            for byte in UnsafeBufferPointer(rebasing: bytes[offset..<max(offset, end)]) where byte & 0xC0 != 0x80 && byte != .carriageReturn {
                column += 1
            }
            offset = max(offset, end)
        }
    }

    /// The first line break in `bytes[start..<end]`: an LF, or a CR that no LF follows.
    private func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        let lineFeed = Self.firstIndex(of: .lineFeed, in: bytes, from: start, before: end) ?? end
        guard hasCarriageReturn else { return lineFeed < end ? lineFeed : nil }
        var searched = start
        while let carriageReturn = Self.firstIndex(of: .carriageReturn, in: bytes, from: searched, before: lineFeed) {
            if carriageReturn + 1 == bytes.count || bytes[carriageReturn + 1] != .lineFeed { return carriageReturn }
            searched = carriageReturn + 1
        }
        return lineFeed < end ? lineFeed : nil
    }

    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
