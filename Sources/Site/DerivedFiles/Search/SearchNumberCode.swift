/// How the search index writes whole numbers inside JSON strings: five bits
/// per character, least significant first, from a 64-character alphabet that
/// needs no escaping; the first 32 characters end a number, the other 32 say
/// more follow. Numbers below 32 take one character, below 1024 two. search.js
/// reads it back with the same alphabet.
enum SearchNumberCode {
    static let alphabet = Array("0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZwxyz-_".utf8)

    /// Appends `number` (at least 0) to `output`.
    static func append(_ number: Int, to output: inout [UInt8]) {
        var rest = number
        while rest >= 32 {
            output.append(alphabet[32 + (rest & 31)])
            rest >>= 5
        }
        output.append(alphabet[rest])
    }
}
