/// The `Range` request field for one byte range (RFC 9110 §14.2). Several
/// ranges in one request are answered with the whole file, which the RFC allows.
enum ByteRange: Equatable {
    /// Send the whole file: no `Range`, one the server ignores, or several ranges.
    case whole
    /// Send these bytes with 206.
    case partial(Range<Int>)
    /// No byte of the file is in the range: 416.
    case unsatisfiable

    /// What to send of a file of `size` bytes for the field value `field`.
    init(field: String?, size: Int) {
        guard let field, field.utf8.count > 6, field.prefix(6).caseInsensitiveEquals("bytes=") else {
            self = .whole
            return
        }
        let spec = field.dropFirst(6).trimmingCharacters(inSet: [" ", "\t"])
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else {
            self = .whole
            return
        }
        let firstText = spec[..<dash]
        let lastText = spec[spec.index(after: dash)...]
        guard firstText.allSatisfy(\.isASCIIDigit), lastText.allSatisfy(\.isASCIIDigit),
              firstText.count <= 18, lastText.count <= 18, !(firstText.isEmpty && lastText.isEmpty) else {
            self = .whole
            return
        }
        if firstText.isEmpty {
            let suffixLength = Int(lastText)!
            self = suffixLength == 0 || size == 0 ? .unsatisfiable : .partial(max(0, size - suffixLength)..<size)
            return
        }
        let first = Int(firstText)!
        let last = lastText.isEmpty ? size - 1 : Int(lastText)!
        if !lastText.isEmpty, last < first {
            self = .whole
        } else if first >= size {
            self = .unsatisfiable
        } else {
            self = .partial(first..<(min(last, size - 1) + 1))
        }
    }
}
