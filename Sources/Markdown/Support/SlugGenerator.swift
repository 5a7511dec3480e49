/// GitHub-style heading ids: lower-cased, punctuation dropped, spaces turned into `-`, and made
/// unique within a document with `-1`, `-2`… as GitHub does.
struct SlugGenerator {
    /// Each slug given out, with how many `-n` variants of it were tried.
    private var occurrences: [String: Int] = [:]

    /// - Parameter capacity: how many slugs the document may ask for (its headings): sized once,
    ///   the table is not rehashed as it grows.
    init(capacity: Int) {
        occurrences.reserveCapacity(capacity)
    }

    mutating func uniqueSlug(for text: String) -> String {
        let base = Self.slug(text)
        // One lookup for the common case, a slug not given out yet.
        if Self.claim(&occurrences[base, default: Self.unclaimed]) { return base }
        var slug = base
        while occurrences[slug] != nil {
            let next = occurrences[base, default: 0] + 1
            occurrences[base] = next
            slug = "\(base)-\(next)"
        }
        occurrences[slug] = 0
        return slug
    }

    private static let unclaimed = -1

    /// Marks an entry as given out; false when it already was.
    private static func claim(_ count: inout Int) -> Bool {
        guard count == unclaimed else { return false }
        count = 0
        return true
    }

    /// Takes an id the author chose as it is, so that no generated slug repeats it; returns it.
    mutating func reserve(_ id: String) -> String {
        if occurrences[id] == nil { occurrences[id] = 0 }
        return id
    }

    /// The slug of one heading's text, before making it unique. Empty text gives `section`.
    static func slug(_ text: String) -> String {
        if let slug = asciiSlug(text) { return slug }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" {
                result.append(scalar)
            } else if scalar.value < 0x80 {
                if UInt8(scalar.value).isASCIIAlphanumeric { result.append(scalar) }
            } else {
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                     .connectorPunctuation:
                    result.append(scalar)
                default:
                    break
                }
            }
        }
        return result.isEmpty ? "section" : String(result)
    }

    /// `slug` of ASCII text, byte by byte; nil for any other text. Lowercasing the whole text and
    /// walking its scalars cost 4,000 instructions a heading, 4 % of a build of real pages; the
    /// bytes go straight into the string (through an array they cost another 1,000).
    private static func asciiSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let slug = String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                for byte in bytes {
                    let mapped = Heading.slugByte(byte) ?? 0
                    buffer[count] = mapped
                    count += mapped == 0 ? 0 : 1
                }
                return count
            }
            return slug.isEmpty ? "section" : slug
        }
    }
}
