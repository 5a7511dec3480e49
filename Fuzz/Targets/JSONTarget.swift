// libFuzzer target: any bytes as a JSON file, read by Core's JSONParser as site.json, theme.json and asset
// catalogs are, by JSONScanner's member-by-member reading, and as a symbol graph; and the same bytes as
// text, written by Core's JSONString. Besides crashes, hangs and sanitizer reports it fails when
// - a diagnostic points outside the file;
// - JSONScanner passes other documents than JSONParser reads (but for a key given twice, which only the
//   tree looks for), or reads other values; the symbol graph read holds another module name, other
//   symbols or another number of relationships than the tree;
// - a value read, written back as JSON and read again, is another value, or is written otherwise;
// - JSONParser, strict RFC 8259, accepts what Foundation's JSONSerialization rejects, or rejects what
//   it accepts for another reason than the two JSONParser chose (a key given twice, nesting past its depth);
//   left out there are bytes with a NUL, where JSONSerialization stops reading, and a comma before `]` or
//   `}`, which it reads and RFC 8259 does not have;
// - JSONString writes a string that does not read back as itself, or leaves in it a character that
//   could end an HTML <script> or a JavaScript line (`<`, `>`, `&`, U+2028, U+2029, a control), or
//   its two ways of writing disagree.
import Core
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkWriting(String(decoding: bytes, as: UTF8.self))
    let source = SourceText(path: "site.json", bytes: bytes)
    let tree = Result { () throws(Diagnostic) in try JSONParser.parse(source) }
    checkScanning(source, agreesWith: tree)
    checkSymbolGraph(source, agreesWith: tree)
    switch tree {
    case .failure(let error):
        checkInside(error, source)
        if foundationAccepts(bytes) == true, !JSONParser.rejectsByChoice(error) {
            fatalError("JSONParser rejects what JSONSerialization accepts: \(error.summary)")
        }
    case .success(let value):
        guard let text = JSONText.of(value) else { return 0 }
        guard foundationAccepts(bytes) != false else { fatalError("JSONParser accepts what JSONSerialization rejects") }
        checkRoundTrip(value, text)
    }
    return 0
}

private func checkRoundTrip(_ value: JSONValue, _ text: String) {
    let again: JSONValue
    do {
        again = try JSONParser.parse(SourceText(path: "written.json", text: text))
    } catch {
        fatalError("the value written back does not read: \(error.summary)\n\(text.debugDescription)")
    }
    guard JSONText.same(value, again) else { fatalError("the value written back reads as another: \(text.debugDescription)") }
    guard JSONText.of(again) == text else { fatalError("the value read back is written otherwise: \(text.debugDescription)") }
}

/// Whether JSONSerialization reads the bytes; nil when they hold what it reads otherwise than RFC 8259 has it.
private func foundationAccepts(_ bytes: [UInt8]) -> Bool? {
    guard !bytes.contains(0), !hasTrailingComma(bytes) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) != nil
}

/// Whether a comma outside strings comes before a `]` or `}`, with only whitespace between.
private func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
    var inString = false, escaped = false, afterComma = false
    for byte in bytes {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        switch byte {
        case UInt8(ascii: "]"), UInt8(ascii: "}"): if afterComma { return true }
        case UInt8(ascii: " "), 0x09, 0x0A, 0x0D: continue
        case UInt8(ascii: "\""): inString = true
        default: break
        }
        afterComma = byte == UInt8(ascii: ",")
    }
    return false
}

private extension JSONParser {
    /// Whether JSONParser rejects the text by a choice of its own, which JSONSerialization does not make.
    static func rejectsByChoice(_ error: Diagnostic) -> Bool {
        ["duplicate key", "JSON nested more than"].contains { error.message.hasPrefix($0) }
    }
}

private func checkWriting(_ text: String) {
    for escapingApostrophes in [false, true] {
        var output: [UInt8] = []
        JSONString.appendQuoted(text, escapingApostrophes: escapingApostrophes, to: &output)
        let written = String(decoding: output, as: UTF8.self)
        let forbidden: [Unicode.Scalar] = ["<", ">", "&", "\u{2028}", "\u{2029}"] + (escapingApostrophes ? ["'"] : [])
        if let found = written.unicodeScalars.dropFirst().dropLast().first(where: { forbidden.contains($0) || $0.value < 0x20 }) {
            fatalError("JSONString leaves U+\(String(found.value, radix: 16)) in \(written.debugDescription)")
        }
        let read = try? JSONParser.parse(SourceText(path: "written.json", bytes: output))
        guard let string = read?.string, Array(string.utf8) == Array(text.utf8) else {
            fatalError("JSONString writes \(text.debugDescription) as \(written.debugDescription), which does not read back as it")
        }
        if !escapingApostrophes, JSONString.quoted(text) != written {
            fatalError("quoted and appendQuoted write \(text.debugDescription) differently")
        }
    }
}

/// A value as JSONScanner's reading calls give it, as a reader of symbol graphs makes them.
private indirect enum Scanned {
    /// A number the scanner was asked to pass over: it reads whole numbers only, and not all of those.
    case skipped
    case null, bool(Bool), int(Int), string(String), array([Scanned]), object([(key: String, value: Scanned)])

    /// Whether the tree's value is this one, a skipped number matching any number.
    func matches(_ value: JSONValue) -> Bool {
        switch (self, value.kind) {
        case (.skipped, .number), (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .number(let b)): Double(a) == b
        case (.string(let a), .string(let b)): Array(a.utf8) == Array(b.utf8)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { Array($0.key.utf8) == Array($1.key.utf8) && $0.value.matches($1.value) }
        default: false
        }
    }
}

private func checkScanning(_ source: SourceText, agreesWith tree: Result<JSONValue, Diagnostic>) {
    let scanned = Result { () throws(Diagnostic) in
        var scanner = JSONScanner(source)
        let value = try scan(&scanner, source.bytes, depth: 0)
        try scanner.finish()
        return value
    }
    switch (tree, scanned) {
    case (.success(let value), .success(let read)):
        guard read.matches(value) else { fatalError("JSONScanner reads other values than JSONParser") }
    case (.failure(let error), .success):
        guard JSONParser.rejectsByChoice(error), !error.message.hasPrefix("JSON nested") else {
            fatalError("JSONScanner passes what JSONParser rejects: \(error.summary)")
        }
    case (.success, .failure(let error)):
        fatalError("JSONScanner rejects what JSONParser reads: \(error.summary)")
    case (.failure, .failure):
        break
    }
}

/// The value at the scanner, read with the call its first byte asks for; past the parser's depth, passed over as
/// the scanner's reader does with what it does not read, which checks the depth.
private func scan(_ scanner: inout JSONScanner, _ bytes: [UInt8], depth: Int) throws(Diagnostic) -> Scanned {
    guard depth < JSONParser.maximumDepth, scanner.offset < bytes.count else {
        try scanner.skipValue(depth: depth)
        return .skipped
    }
    switch bytes[scanner.offset] {
    case UInt8(ascii: "{"):
        var members: [(key: String, value: Scanned)] = []
        try scanner.readObject { scanner, key throws(Diagnostic) in members.append((key, try scan(&scanner, bytes, depth: depth + 1))) }
        return .object(members)
    case UInt8(ascii: "["):
        return .array(try scanner.array { scanner throws(Diagnostic) in try scan(&scanner, bytes, depth: depth + 1) })
    case UInt8(ascii: "\""): return .string(try scanner.readString())
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try scanner.readBool())
    case UInt8(ascii: "n"):
        guard try scanner.skipNull() else { throw scanner.error("expected null") }
        return .null
    default:
        // Whole numbers short enough for an Int are read as such; any other is passed over.
        let number = bytes[scanner.offset...].prefix { !",]} \t\r\n".utf8.contains($0) }
        guard number.count <= 15, number.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            try scanner.skipValue(depth: depth)
            return .skipped
        }
        return .int(try scanner.readInt())
    }
}

private func checkSymbolGraph(_ source: SourceText, agreesWith tree: Result<JSONValue, Diagnostic>) {
    let graph: SymbolGraph
    do {
        graph = try SymbolGraph(source)
    } catch {
        checkInside(error, source)
        return
    }
    switch tree {
    case .failure(let error):
        guard JSONParser.rejectsByChoice(error) else { fatalError("a symbol graph is read from what JSONParser rejects: \(error.summary)") }
    case .success(let value):
        let symbols = value["symbols"]?.array?.map { $0["identifier"]?["precise"]?.string }
        guard graph.module.name == value["module"]?["name"]?.string, graph.symbols.map(\.identifier.precise) == symbols,
              graph.relationships.count == value["relationships"]?.array?.count else {
            fatalError("the symbol graph read holds other values than the JSON tree")
        }
    }
}
