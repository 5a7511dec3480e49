// libFuzzer target: any bytes as a JSON file (site.json, theme.json, an asset catalog's Contents.json),
// read by Core's JSONParser; and the same bytes as text, written by Core's JSONString. Besides crashes,
// hangs and sanitizer reports it fails when
// - a diagnostic points outside the file;
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
    let value: JSONValue
    do {
        value = try JSONParser.parse(source)
    } catch {
        JSONText.checkInside(error, source)
        if foundationAccepts(bytes) == true, !JSONParser.rejectsByChoice(error) {
            fatalError("JSONParser rejects what JSONSerialization accepts: \(error.summary)")
        }
        return 0
    }
    guard let text = JSONText.of(value) else { return 0 }
    guard foundationAccepts(bytes) != false else { fatalError("JSONParser accepts what JSONSerialization rejects") }
    checkRoundTrip(value, text)
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
