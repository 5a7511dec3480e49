/// A type name being spelled from declaration fragments, in UTF-8: the names, the punctuation that belongs to
/// a type (`[`, `?`, `<`, `,`, `->`, …), and Swift's shorthand put in at the end: `Array<Point>` becomes
/// `[Point]`, `Optional<Int>` `Int?`, `Dictionary<String, Int>` `[String:Int]`. Redundant outer parentheses
/// go: `(Int)` is `Int`.
struct TypeSpelling {
    /// `Array`, `Dictionary` and `Optional`, by precise identifier.
    static let sugaredTypes: Set<String> = ["s:Sa", "s:SD", "s:Sq"]

    private var bytes: [UInt8] = []
    /// Where a sugared type's name stands, as its first letter (`A`, `D`, `O`), its `<` right after.
    private var sugarMarkers: [Int] = []
    /// The open brackets, to tell the `:` of a dictionary type (`[String: Int]`) from a label's.
    private var openBrackets: [UInt8] = []

    mutating func append(_ name: String) {
        bytes.append(contentsOf: name.utf8)
    }

    mutating func markSugaredType(_ name: String) {
        sugarMarkers.append(bytes.count)
        bytes.append(name.utf8.first ?? UInt8(ascii: "?"))
    }

    mutating func appendPunctuation(_ text: Substring.UTF8View) {
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["):
                openBrackets.append(byte)
            case UInt8(ascii: ">"):
                // The `>` of `->` closes nothing; nor, as in DocC, does one that starts a fragment.
                if index != text.startIndex, text[text.index(before: index)] != UInt8(ascii: "-") { _ = openBrackets.popLast() }
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                _ = openBrackets.popLast()
            case UInt8(ascii: ".") where text[index...].starts(with: ".Type".utf8):
                bytes.append(contentsOf: ".Type".utf8)
                index = text.index(index, offsetBy: 5)
                continue
            case UInt8(ascii: ":") where openBrackets.last == UInt8(ascii: "["),
                 UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "~"):
                break
            default:
                text.formIndex(after: &index)
                continue
            }
            bytes.append(byte)
            text.formIndex(after: &index)
        }
    }

    /// The spelling, without redundant parentheses, with the shorthand in place.
    func finished() -> [UInt8] {
        var bytes = self.bytes
        var markers = sugarMarkers
        if bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")"), Self.shape(bytes[...]) == .scalar {
            var inner = bytes[...]
            repeat {
                inner = inner.dropFirst().dropLast()
            } while inner.first == UInt8(ascii: "(") && inner.last == UInt8(ascii: ")") && Self.shape(inner) == .scalar
            let removedOnEachSide = (bytes.count - inner.count) / 2
            bytes = Array(inner)
            markers = markers.map { $0 - removedOnEachSide }
        }
        if !markers.isEmpty { Self.applyShorthand(to: &bytes, markers: Set(markers)) }
        return bytes
    }

    enum Shape {
        case scalar, tuple, closure
    }

    /// Whether a parenthesized spelling is a tuple (`(A,B)`), a closure type (`(A)->B`), or one type.
    static func shape(_ spelling: ArraySlice<UInt8>) -> Shape {
        guard spelling.first == UInt8(ascii: "("), spelling.last == UInt8(ascii: ")") else { return .scalar }
        var depth = 0
        for index in spelling.indices {
            switch spelling[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 1: return .tuple
            case UInt8(ascii: ">") where depth == 0 && index > spelling.startIndex && spelling[index - 1] == UInt8(ascii: "-"):
                return .closure
            default: continue
            }
        }
        return .scalar
    }
}
