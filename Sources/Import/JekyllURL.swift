import Core
import Foundation
import FrontMatter

/// The URLs Jekyll gives pages and posts.
extension JekyllImporter {
    /// `about.md` → `/about.html` (or `/about/` when the site's permalink style is pretty), `docs/index.md` → `/docs/`.
    func pageURL(at path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        let stem = parts.removeLast().split(separator: ".").dropLast().joined(separator: ".")
        let folder = parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
        if stem == "index" { return folder }
        return folder + stem + (prettyPages ? "/" : ".html")
    }

    /// A collection document's URL (`_docs/usage/install.md` with `/:collection/:path/` → `/docs/usage/install/`).
    func documentURL(at path: String, collection: String, pattern: String) -> String {
        let inside = path.split(separator: "/").dropFirst().joined(separator: "/")
        let stem = inside.split(separator: ".").dropLast().joined(separator: ".")
        let name = String(stem.split(separator: "/").last ?? "")
        return cleanURL(expand(pattern, [(":collection", collection), (":path", stem), (":name", name), (":title", name), (":output_ext", ".html")]))
    }

    /// The page with a `permalink` written without its leading slash (`404.html`, as Poole's themes write it) given
    /// one, as Jekyll reads it: sitegen takes only a path from the site root. A pattern (`:title`) is left as it is.
    static func rootingPermalink(in text: String) -> String {
        guard let entry = try? FrontMatterParser.split(SourceText(path: "", text: text)).frontMatter["permalink"],
              case .string(let value) = entry.value, !value.isEmpty, !value.hasPrefix("/"), !value.contains(":") else { return text }
        return FrontMatterLine.replacing(entry, in: text, with: "permalink: " + JSONString.quoted("/" + value)) ?? text
    }

    /// A post's URL from the permalink pattern, its date (front matter or file name), categories and slug.
    func postURL(_ page: SourcePage, at path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        let stem = parts.last!.split(separator: ".").dropLast().joined(separator: ".")
        let nameDay = SourcePage.day(stem)
        let title = page.string("slug") ?? (nameDay == nil ? stem : String(stem.dropFirst(11)))
        guard let day = page.day ?? nameDay else { return cleanURL(expand(permalink, [(":title", title), (":output_ext", ".html")])) }
        let yearDay = Self.dayOfYear(day)
        let categories = (Array(parts.prefix { $0 != "_posts" }) + page.categories).map { $0.lowercased() }
        var seen = Set<String>()
        let tokens: [(String, String)] = [
            (":categories", categories.filter { seen.insert($0).inserted }.joined(separator: "/")),
            (":short_year", String(day.year.suffix(2))), (":year", day.year), (":i_month", String(Int(day.month) ?? 1)), (":month", day.month),
            (":i_day", String(Int(day.day) ?? 1)), (":y_day", yearDay), (":day", day.day), (":title", title),
            (":slug", Slug.url(title)), (":name", Slug.url(title)), (":output_ext", ".html"),
        ]
        return cleanURL(expand(permalink, tokens))
    }

    private func expand(_ pattern: String, _ tokens: [(String, String)]) -> String {
        var url = pattern
        for (token, value) in tokens { url = url.replacingOccurrences(of: token, with: value) }
        return url
    }

    private static func dayOfYear(_ day: (year: String, month: String, day: String)) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: DateComponents(year: Int(day.year), month: Int(day.month), day: Int(day.day))),
              let number = calendar.ordinality(of: .day, in: .year, for: date) else { return "001" }
        return String(repeating: "0", count: 3 - String(number).count) + String(number)
    }
}

extension SourcePage {
    /// Jekyll's categories of a post from its front matter: `category` when it sets one, as written (one name, or a
    /// list); `categories` otherwise, a list or words.
    var categories: [String] {
        if let category = frontMatter["category"]?.value, category != .null { return Self.names(category, splittingWords: false) }
        return frontMatter["categories"].map { Self.names($0.value, splittingWords: true) } ?? []
    }

    private static func names(_ value: FrontMatterValue, splittingWords: Bool) -> [String] {
        if case .list(let items) = value { return items.compactMap(\.scalarText) }
        guard let text = value.scalarText else { return [] }
        return splittingWords ? text.split(whereSeparator: \.isWhitespace).map(String.init) : [text]
    }
}
