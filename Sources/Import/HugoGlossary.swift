import Foundation

/// Hugo's documentation's glossary. Each term is a page of a glossary section that is never published; a link written
/// `[template action](g)` goes to the term's entry on the glossary page (the site's link render hook finds the term's
/// page by the link's text, or by its singular), and the `glossary` shortcode lists the terms there, each a
/// definition list term with an id. Made from the render hook only when it sends `g` to a glossary.
struct HugoGlossary {
    /// The glossary section's logical path (`/quick-reference/glossary`).
    let path: String
    /// Terms the hook maps to another term's page (`"localized" "localization"`).
    let aliases: [String: String]
    let pageIndex: HugoPageIndex

    init?(renderHook: String, pageIndex: HugoPageIndex) {
        guard renderHook.contains("eq $u.String \"g\""),
              let path = Self.firstMatch(of: #"\$glossaryPath\s*:=\s*"([^"]+)""#, in: renderHook) else { return nil }
        self.path = HugoPageIndex.logicalPath(path)
        self.pageIndex = pageIndex
        var aliases: [String: String] = [:]
        if let start = renderHook.range(of: "$cheating := dict"), let end = renderHook[start.upperBound...].range(of: "}}") {
            let pairs = renderHook[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.split(separator: "\"").filter { !$0.allSatisfy(\.isWhitespace) } }
            for pair in pairs where pair.count == 2 { aliases[String(pair[0])] = String(pair[1]) }
        }
        self.aliases = aliases
    }

    /// `text` with each `[term](g)` outside code pointed at its term's entry, and how many were.
    func linkingTerms(in text: String, language: String) -> (text: String, linked: Int) {
        guard text.contains("](g)") else { return (text, 0) }
        var linked = 0
        let text = LinkDestinations.replacing(in: text) { link in
            guard link.destination == "g", let term = link.text, let destination = destination(ofTerm: String(term), language: language) else { return nil }
            linked += 1
            return MarkdownOutput.destination(destination)
        }
        return (text, linked)
    }

    /// The glossary page's entry for a link's text, found as the hook finds it: the term's page, its singular's,
    /// or the page the hook maps it to.
    func destination(ofTerm text: String, language: String) -> String? {
        let term = Self.plainText(text).lowercased()
        guard let glossary = pageIndex.page(path, language: language, from: "") else { return nil }
        for candidate in [term] + Self.singulars(of: term) + [aliases[term]].compactMap({ $0 })
        where pageIndex.page(path + "/" + candidate.replacingOccurrences(of: " ", with: "-"), language: language, from: "") != nil {
            return glossary.link + "#" + Self.anchor(candidate)
        }
        return nil
    }

    /// The terms, in title order.
    func terms(language: String) -> [HugoPageIndex.Page] {
        pageIndex.regularPages(inSection: path, language: language)
    }

    /// Hugo's `anchorize`: letters, digits, `-` and `_` kept, lower-cased, spaces as `-`, everything else left out.
    static func anchor(_ text: String) -> String {
        String(text.lowercased().trimmingCharacters(in: .whitespaces).compactMap { character -> Character? in
            character == " " ? "-" : character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// A link's text without its Markdown emphasis, code marks and HTML tags.
    private static func plainText(_ text: String) -> String {
        let withoutTags = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        return String(withoutTags.filter { !"_*`".contains($0) }).trimmingCharacters(in: .whitespaces)
    }

    /// What a plural's singular may be: `libraries` → `library`, `boxes` → `box`, `caches` → `cache`.
    private static func singulars(of word: String) -> [String] {
        if word.hasSuffix("ies") { return [word.dropLast(3) + "y"] }
        guard word.hasSuffix("s"), !word.hasSuffix("ss") else { return [] }
        return word.hasSuffix("es") ? [String(word.dropLast()), String(word.dropLast(2))] : [String(word.dropLast())]
    }

    private static func firstMatch(of pattern: String, in text: String) -> String? {
        let expression = try! NSRegularExpression(pattern: pattern)
        guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
