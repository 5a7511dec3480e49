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
}
