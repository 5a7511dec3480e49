/// GitHub-style heading ids: lower-cased, punctuation dropped, spaces turned into `-`, and made
/// unique within a document with `-1`, `-2`… as GitHub does.
struct SlugGenerator {
    private var occurrences: [String: Int] = [:]

    mutating func uniqueSlug(for text: String) -> String {
        let base = Self.slug(text)
        var slug = base
        while occurrences[slug] != nil {
            let next = occurrences[base, default: 0] + 1
            occurrences[base] = next
            slug = "\(base)-\(next)"
        }
        occurrences[slug] = 0
        return slug
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
    /// walking its scalars cost 4,000 instructions a heading, 4 % of a build of real pages.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard let mapped = Heading.slugByte(byte) else { return nil }
            if mapped != 0 { bytes.append(mapped) }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }
}
