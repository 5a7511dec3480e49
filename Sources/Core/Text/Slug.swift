import Foundation

/// Slugs: text made into a piece of a URL, lower-cased, its letters and digits kept (accents and all,
/// in any script) and what lies between them turned into `-`. One rule in two named variants:
///
/// - `url(_:)`, for URLs: tag pages and the templates' `slugify`, which must agree so that
///   `/tags/{{ tag | slugify }}/` is the page the build writes. A run of anything but letters and
///   digits is one `-`, none at either end: `Café au lait!` → `café-au-lait`. Letters keep their
///   accents (as Hugo's `urlize` does) because tag pages of published sites are at those URLs.
/// - `headingID(_:)`, for the ids headings get: GitHub's rule, each space a `-`, `-` and `_` kept,
///   other punctuation dropped: `Hello, World - Again` → `hello-world---again`. A variant rather than
///   `url`'s rule because heading links are shared and bookmarked, and the same Markdown on GitHub
///   gets these ids: changing them would break those links.
/// - `pythonMarkdownHeadingID(_:)`, for the ids headings get on a site imported from MkDocs: Python-Markdown's,
///   whose ids that site's links and bookmarks name.
/// - `docCAnchor(_:)`, for the ids headings get on pages of DocC catalogs: DocC's rule, case kept.
///   Its own variant because DocC authors link headings by it (`#Heading-Name`,
///   `<doc:Article#Heading-Name>`), and so do links shared to DocC-hosted pages.
public enum Slug {
    /// `text`'s URL slug; empty when `text` has no letter or digit (the caller picks the fallback).
    public static func url(_ text: String) -> String {
        var writer = Writer(collapsesSeparators: true)
        var text = text
        let wasASCII = text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            for byte in bytes {
                if byte.isASCIIAlphanumeric { writer.keep(byte.asciiLowercased) } else { writer.separate() }
            }
            return true
        }
        if !wasASCII {
            // Characters, not scalars: an accent that follows its letter as a scalar of its own stays with it.
            for character in text.lowercased() {
                if character.isLetter || character.isNumber { writer.keep(character.utf8) } else { writer.separate() }
            }
        }
        return writer.slug
    }

    /// The id `text` gives a heading before it is made unique in its document; `section` when `text`
    /// has nothing the id keeps.
    public static func headingID(_ text: String) -> String {
        if let id = asciiHeadingID(text) { return id }
        var writer = Writer(collapsesSeparators: false)
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                writer.separate()
            } else if isKeptInHeadingID(scalar) {
                writer.keep(String(scalar).utf8)
            }
        }
        return writer.slug.isEmpty ? "section" : writer.slug
    }

    /// The id Python-Markdown's `toc` gives a heading with this text before it is made unique (its default
    /// `slugify`): letters folded to ASCII and the rest of what is not ASCII dropped, then what is not a letter,
    /// digit, `_`, `-` or blank, trimmed, lower-cased, each run of blanks and `-` one `-`: `Caret, Mark & Tilde` →
    /// `caret-mark-tilde`, `Café` → `cafe`. Empty when nothing is kept (the heading then gets `_1`).
    public static func pythonMarkdownHeadingID(_ text: String) -> String {
        let kept = text.decomposedStringWithCompatibilityMapping.unicodeScalars.lazy.filter(\.isASCII).map { UInt8($0.value) }
            .filter { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0.isASCIIWhitespace }
        var bytes = Array(kept)
        while let last = bytes.last, last.isASCIIWhitespace { bytes.removeLast() }
        var slug: [UInt8] = []
        slug.reserveCapacity(bytes.count)
        var inSeparators = false
        for byte in bytes.drop(while: \.isASCIIWhitespace) {
            if byte == UInt8(ascii: "-") || byte.isASCIIWhitespace {
                if !inSeparators { slug.append(UInt8(ascii: "-")) }
                inSeparators = true
            } else {
                slug.append(byte.asciiLowercased)
                inSeparators = false
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// The anchor DocC gives a heading with this text (swift-docc's `urlReadableFragment`), also what it
    /// makes of a link's fragment: each run of white space and dashes (`-`, en and em dash) one `-`, none at
    /// either end; then punctuation other than `-` and the backtick dropped, letters of any script, digits,
    /// symbols (`+`, `=`, `→`, emoji) and case kept: `Should TCA be used?` → `Should-TCA-be-used`,
    /// `C++ & ObjC` → `C++--ObjC`. Punctuation goes only after the runs are joined, so a word of punctuation
    /// alone still leaves its two dashes (`a . b` → `a--b`). `section` when nothing is kept, where DocC's
    /// anchor is empty: an empty `id` is no id.
    public static func docCAnchor(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var inWord = false, hasWord = false
        for scalar in text.unicodeScalars {
            if isDocCSeparator(scalar) {
                inWord = false
                continue
            }
            if !inWord {
                if hasWord { bytes.append(UInt8(ascii: "-")) }
                inWord = true
                hasWord = true
            }
            if !isDroppedFromDocCAnchor(scalar) { bytes.append(contentsOf: String(scalar).utf8) }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// What a byte of ASCII heading text becomes in its id: lower case, a space as `-`, `-` and `_`
    /// kept, other punctuation dropped (0). Nil for a byte of a non-ASCII character, whose id is made
    /// from the text's Unicode scalars.
    // Inlinable: the site calls it once a byte of every heading's text to match links' fragments.
    @inlinable
    public static func headingIDByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): byte
        case UInt8(ascii: " "): UInt8(ascii: "-")
        case 0x80...: nil
        default: 0
        }
    }

    /// `headingID` of ASCII text, byte by byte; nil for any other text. Lowercasing the whole text and
    /// walking its scalars cost far more a heading; the bytes go straight into the string.
    private static func asciiHeadingID(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let id = String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                for byte in bytes {
                    let mapped = headingIDByte(byte) ?? 0
                    buffer[count] = mapped
                    count += mapped == 0 ? 0 : 1
                }
                return count
            }
            return id.isEmpty ? "section" : id
        }
    }

    /// Letters, marks, digits and connector punctuation (`_`, `‿`…), and `-`; no other punctuation,
    /// no symbols (emoji), no spaces.
    private static func isKeptInHeadingID(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            return byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// White space as Foundation's `CharacterSet.whitespaces` has it (space separators and the tab), and the
    /// dashes DocC turns into `-`.
    private static func isDocCSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "-", "\u{2013}", "\u{2014}": true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Punctuation (any of Unicode's `P` categories, as `CharacterSet.punctuationCharacters`) and the backtick,
    /// which quotes code. A `-` never reaches here: it separates.
    private static func isDroppedFromDocCAnchor(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "`" { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// Collects a slug's bytes: what is kept, and a `-` for each separator, or, collapsing them, for a
    /// run of separators between two kept parts.
    private struct Writer {
        let collapsesSeparators: Bool
        private var bytes: [UInt8] = []
        private var separatorPending = false

        init(collapsesSeparators: Bool) {
            self.collapsesSeparators = collapsesSeparators
        }

        var slug: String { String(decoding: bytes, as: UTF8.self) }

        mutating func keep(_ byte: UInt8) {
            writePendingSeparator()
            bytes.append(byte)
        }

        mutating func keep(_ utf8: some Collection<UInt8>) {
            writePendingSeparator()
            bytes.append(contentsOf: utf8)
        }

        mutating func separate() {
            if collapsesSeparators { separatorPending = true } else { bytes.append(UInt8(ascii: "-")) }
        }

        private mutating func writePendingSeparator() {
            if separatorPending, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
            separatorPending = false
        }
    }
}
