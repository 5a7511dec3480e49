/// How the search index writes whole numbers inside JSON strings: five bits
/// per character, least significant first, from a 64-character alphabet that
/// needs no escaping; the first 32 characters end a number, the other 32 say
/// more follow. Numbers below 32 take one character, below 1024 two. search.js
/// reads it back with the same alphabet.
enum SearchNumberCode {
    /// A constant in the binary rather than an array: reading it costs no lazy initialization and no
    /// reference count, and the index writes millions of numbers.
    private static var alphabet: StaticString { "0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZwxyz-_" }

    /// Appends `number` (at least 0) to `output`.
    static func append(_ number: Int, to output: inout [UInt8]) {
        // Five bits a character: at most 13 for 64 bits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 13) { buffer in
            let start = buffer.baseAddress!
            output.append(contentsOf: UnsafeBufferPointer(start: start, count: write(number, at: start) - start))
        }
    }

    /// Writes `number` (at least 0) at `output`; where the next number goes.
    static func write(_ number: Int, at output: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let alphabet = Self.alphabet.utf8Start
        var rest = number, next = output
        while rest >= 32 {
            next.pointee = alphabet[32 + (rest & 31)]
            next += 1
            rest >>= 5
        }
        next.pointee = alphabet[rest]
        return next + 1
    }

    /// Reads the number that starts at `position` in `code` (as `append` wrote it) and moves `position` past it.
    static func read(_ code: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int {
        var number = 0, shift = 0
        while true {
            let digit = value(of: code[position])
            position += 1
            number |= (digit & 31) << shift
            guard digit >= 32 else { return number }
            shift += 5
        }
    }

    /// How many characters `append` writes for `number`.
    static func count(_ number: Int) -> Int {
        var count = 1
        var rest = number
        while rest >= 32 {
            count += 1
            rest >>= 5
        }
        return count
    }

    /// A character's place in the alphabet.
    private static func value(of character: UInt8) -> Int {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(character - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "v"): Int(character - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(character - UInt8(ascii: "A")) + 32
        case UInt8(ascii: "w")...UInt8(ascii: "z"): Int(character - UInt8(ascii: "w")) + 58
        case UInt8(ascii: "-"): 62
        default: 63
        }
    }
}
