/// Orders titles the way people read them: case does not matter and numbers
/// compare by value, so "Page 2" comes before "page 10". Keys are made once per
/// title; comparing two is a walk over bytes.
struct NaturalOrder: Comparable, Sendable {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.lowercased().utf8)
    }

    static func < (lhs: NaturalOrder, rhs: NaturalOrder) -> Bool {
        compare(lhs, rhs) < 0
    }

    static func == (lhs: NaturalOrder, rhs: NaturalOrder) -> Bool {
        compare(lhs, rhs) == 0
    }

    private static func compare(_ lhs: NaturalOrder, _ rhs: NaturalOrder) -> Int {
        lhs.bytes.withUnsafeBufferPointer { a in rhs.bytes.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    /// Negative, zero or positive as lowercased text `a` sorts before, with or after `b`.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i].isASCIIDigit && b[j].isASCIIDigit {
                // Compare digit runs by value: skip leading zeros, then the longer run is larger.
                while i < a.count && a[i] == UInt8(ascii: "0") { i += 1 }
                while j < b.count && b[j] == UInt8(ascii: "0") { j += 1 }
                var endA = i
                var endB = j
                while endA < a.count && a[endA].isASCIIDigit { endA += 1 }
                while endB < b.count && b[endB].isASCIIDigit { endB += 1 }
                if endA - i != endB - j { return (endA - i) - (endB - j) }
                while i < endA {
                    if a[i] != b[j] { return Int(a[i]) - Int(b[j]) }
                    i += 1
                    j += 1
                }
                continue
            }
            if a[i] != b[j] { return Int(a[i]) - Int(b[j]) }
            i += 1
            j += 1
        }
        return (a.count - i) - (b.count - j)
    }

}
