/// What safe mode keeps of a `style` attribute: the declarations that change how the content itself
/// looks (colours, fonts, sizes, spacing, borders, alignment), with values made only of words, numbers,
/// colours, `rgb()`/`hsl()`/`calc()` and `var()`, and custom properties (`--name`) with such values. Nothing kept can load a resource (`url(`, `image-set(`), run
/// code (`expression(`, `-moz-binding`), hide a value from this reading (escapes, quotes, comments,
/// `@`, `<`), take the content out of the page's flow (`position`, `z-index`, `transform`) or pull it
/// over the page around it (negative margins). As Ruby's sanitize and bleach's CSS sanitizer do, the
/// rest of the attribute stays when a declaration goes.
enum InlineStyle {
    /// A declaration left out: as written (blanks collapsed), and why.
    struct Removal: Equatable {
        var declaration: String
        var reason: RawHTMLRemoval.Reason
    }

    /// The declarations of `value` (a `style` attribute's value, character references decoded) that are
    /// kept, joined with `; `, and those left out. `kept` is nil when every declaration is kept: the
    /// attribute can be written as it is.
    static func sanitized(_ value: [UInt8]) -> (kept: [UInt8]?, removals: [Removal]) {
        var kept: [UInt8] = []
        var removals: [Removal] = []
        for declaration in value[...].split(separator: UInt8(ascii: ";")) {
            let trimmed = declaration.trimmingASCIIWhitespace
            guard !trimmed.isEmpty else { continue }
            if let reason = removalReason(of: trimmed) {
                removals.append(Removal(declaration: written(trimmed), reason: reason))
            } else {
                if !kept.isEmpty { kept += "; ".utf8 }
                kept += trimmed
            }
        }
        return (removals.isEmpty ? nil : kept, removals)
    }

    /// Why the declaration `property: value` is left out, or nil when it is kept.
    static func removalReason(of declaration: ArraySlice<UInt8>) -> RawHTMLRemoval.Reason? {
        guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")) else { return .styleValue }
        let property = declaration[..<colon].trimmingASCIIWhitespace.map(\.asciiLowercased)
        guard properties.contains(property) || isCustomProperty(property) else { return .styleProperty }
        var value = declaration[(colon + 1)...].trimmingASCIIWhitespace
        if let bang = value.firstIndex(of: UInt8(ascii: "!")) {
            guard value[(bang + 1)...].trimmingASCIIWhitespace.map(\.asciiLowercased).elementsEqual("important".utf8) else { return .styleValue }
            value = value[..<bang]
        }
        guard !value.isEmpty, hasOnlySafeTokens(value) else { return .styleValue }
        if property.starts(with: "margin".utf8) || property.starts(with: "padding".utf8), value.contains(UInt8(ascii: "-")) {
            return .negativeSpacing
        }
        return nil
    }

    /// Words, numbers, `#` colours, `%`, `,`, `/` and the functions `rgb`, `rgba`, `hsl`, `hsla`, `calc`
    /// and `var` (no comment: `*` is never kept).
    private static func hasOnlySafeTokens(_ value: ArraySlice<UInt8>) -> Bool {
        var wordStart = value.startIndex
        var previous: UInt8 = 0
        for index in value.indices {
            let byte = value[index]
            if byte == UInt8(ascii: "(") {
                guard functions.contains(value[wordStart..<index].map(\.asciiLowercased)) else { return false }
            } else if byte == UInt8(ascii: "*") {
                return false
            } else if !(byte.isASCIIAlphanumeric || byte == .space || byte == .tab || allowedPunctuation.contains(byte)) {
                return false
            } else if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") {
                return false
            }
            if !(byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-")) { wordStart = index + 1 }
            previous = byte
        }
        return true
    }

    /// `--name`: set on an element, a custom property reaches only the element and what it holds, as the
    /// site's style sheets read it there (MkDocs Material's `--md-tooltip-width`).
    private static func isCustomProperty(_ property: [UInt8]) -> Bool {
        property.count > 2 && property.starts(with: "--".utf8) && property.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// The declaration as a warning shows it: `position: fixed`.
    private static func written(_ declaration: ArraySlice<UInt8>) -> String {
        let text = String(decoding: declaration, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > 60 ? text.prefix(59) + "…" : text
    }

    private static let allowedPunctuation: Set<UInt8> = Set("#.%,-+/()".utf8)

    /// `var()` reads a custom property: the site's own, or one the content set with a value as safe as this.
    private static let functions: Set<[UInt8]> = Set(["rgb", "rgba", "hsl", "hsla", "calc", "var"].map { Array($0.utf8) })

    private static let properties: Set<[UInt8]> = Set("""
        color background background-color opacity \
        font font-family font-size font-style font-variant font-weight line-height letter-spacing word-spacing \
        text-align text-decoration text-decoration-color text-decoration-line text-decoration-style text-indent \
        text-transform vertical-align white-space word-break overflow-wrap word-wrap hyphens direction \
        width height min-width min-height max-width max-height aspect-ratio box-sizing object-fit overflow overflow-x overflow-y \
        margin margin-top margin-right margin-bottom margin-left margin-block margin-inline \
        padding padding-top padding-right padding-bottom padding-left padding-block padding-inline \
        border border-top border-right border-bottom border-left border-color border-style border-width border-radius \
        border-top-color border-right-color border-bottom-color border-left-color \
        border-top-style border-right-style border-bottom-style border-left-style \
        border-top-width border-right-width border-bottom-width border-left-width \
        border-top-left-radius border-top-right-radius border-bottom-left-radius border-bottom-right-radius \
        border-collapse border-spacing caption-side empty-cells table-layout \
        display float clear list-style list-style-type list-style-position \
        flex flex-direction flex-wrap flex-flow flex-grow flex-shrink flex-basis order \
        justify-content align-items align-content align-self gap row-gap column-gap \
        grid-template-columns grid-template-rows grid-column grid-row
        """.split(whereSeparator: \.isWhitespace).map { Array($0.utf8) })
}

private extension ArraySlice<UInt8> {
    var trimmingASCIIWhitespace: ArraySlice<UInt8> {
        let isBlank: (UInt8) -> Bool = { $0 == .space || $0 == .tab || $0.isLineEnding || $0 == 0x0C }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
