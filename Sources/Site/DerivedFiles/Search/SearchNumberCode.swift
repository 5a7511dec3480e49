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
        let alphabet = Self.alphabet.utf8Start
        var rest = number
        while rest >= 32 {
            output.append(alphabet[32 + (rest & 31)])
            rest >>= 5
        }
        output.append(alphabet[rest])
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
}
