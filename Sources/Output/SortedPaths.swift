import Foundation

/// A build's written paths in sorted order, read in place from the buffers that hold them a line each.
/// Each path costs 16 bytes here: an array of substrings, then the output marker's text joined from it,
/// took far more at the very end of the build, the moment the most memory is in use.
struct SortedPaths: Sendable {
    private struct Place: Sendable {
        var buffer: UInt32
        var start: UInt32
        var count: UInt32
        /// Whether the path is ASCII, so that bytes order it as strings do.
        var isASCII: Bool
    }

    private let buffers: [[UInt8]]
    private let places: [Place]

    /// The paths of `lines`, buffers of paths each ended by a line feed.
    init(lines: [[UInt8]]) {
        buffers = lines
        var places: [Place] = []
        for (index, buffer) in lines.enumerated() {
            var start = 0, isASCII = true
            for (offset, byte) in buffer.enumerated() {
                if byte == UInt8(ascii: "\n") {
                    places.append(Place(buffer: UInt32(index), start: UInt32(start), count: UInt32(offset - start), isASCII: isASCII))
                    (start, isASCII) = (offset + 1, true)
                } else if byte >= 0x80 {
                    isASCII = false
                }
            }
        }
        places.sort { a, b in Self.precedes(a, b, in: lines) }
        self.places = places
    }

    /// How many paths there are.
    var count: Int { places.count }

    /// Calls `body` with each path's bytes, in order.
    func forEach(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        for place in places {
            try Self.withBytes(of: place, in: buffers, body)
        }
    }

    /// Whether `path` is one of the paths (by string equality, as a set of the strings would tell).
    func contains(_ path: String) -> Bool {
        let lines = buffers + [Array(path.utf8) + [UInt8(ascii: "\n")]]
        let sought = Place(buffer: UInt32(buffers.count), start: 0, count: UInt32(path.utf8.count), isASCII: path.utf8.allSatisfy { $0 < 0x80 })
        var (low, high) = (0, places.count)
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(places[middle], sought, in: lines) { low = middle + 1 } else { high = middle }
        }
        return low < places.count && !Self.precedes(sought, places[low], in: lines)
    }

    /// String order: bytes where both paths are ASCII, else the strings' own comparison (canonical equivalence).
    private static func precedes(_ a: Place, _ b: Place, in lines: [[UInt8]]) -> Bool {
        withBytes(of: a, in: lines) { a2 in
            withBytes(of: b, in: lines) { b2 in
                guard a.isASCII && b.isASCII else {
                    return String(decoding: a2, as: UTF8.self) < String(decoding: b2, as: UTF8.self)
                }
                let order = memcmp(a2.baseAddress!, b2.baseAddress!, min(a2.count, b2.count))
                return order != 0 ? order < 0 : a2.count < b2.count
            }
        }
    }

    private static func withBytes<R>(of place: Place, in lines: [[UInt8]], _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try lines[Int(place.buffer)].withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(place.start)..<Int(place.start + place.count)]))
        }
    }
}
