import Core
import FrontMatter
import Site

/// A page of the source site with what its URL depends on read from its front matter.
struct SourcePage {
    var text: String
    var frontMatter: FrontMatter
    /// Where the body starts, in UTF-8 bytes.
    var bodyOffset: Int

    /// Reads a page; front matter that does not parse counts as empty (sitegen's build reports it), and the body
    /// starts after its closing line all the same, so that what the import converts is the body alone.
    init(text: String, path: String) {
        self.text = text
        let split = try? FrontMatterParser.split(SourceText(path: path, text: text))
        frontMatter = split?.frontMatter ?? FrontMatter()
        bodyOffset = split?.bodyOffset ?? FrontMatterParser.block(in: Array(text.utf8))?.closing?.bodyStart ?? 0
    }

    /// The front matter as written, and the body.
    var parts: (frontMatter: Substring, body: Substring) {
        let start = text.utf8.index(text.startIndex, offsetBy: bodyOffset)
        return (text[..<start], text[start...])
    }

    /// Whether a source file is a Markdown page.
    static func isPage(_ path: String) -> Bool { path.hasSuffix(".md") || path.hasSuffix(".markdown") }

    func string(_ key: String) -> String? { frontMatter[key]?.value.scalarText }

    /// Whether the page sets its own URL, which sitegen follows as the old generator did.
    var setsURL: Bool { ownURL != nil }

    /// The URL the page sets itself (`url`, `permalink`).
    var ownURL: String? { string("url") ?? string("permalink") }

    /// `2016-01-29` from a `date` written as a date or a string.
    var day: (year: String, month: String, day: String)? {
        guard let text = frontMatter["date"]?.value.scalarText else { return nil }
        return Self.day(text)
    }

    static func day(_ text: String) -> (year: String, month: String, day: String)? {
        let characters = Array(text.prefix(10))
        guard characters.count == 10, characters[4] == "-", characters[7] == "-" else { return nil }
        return (String(characters[0..<4]), String(characters[5..<7]), String(characters[8..<10]))
    }

    /// The URL sitegen gives a page at `contentPath` with this front matter (lowercase, as site.json
    /// leaves it), in the language published under `languagePrefix` (`/de`; `` for the default).
    func sitegenURL(contentPath: String, languagePrefix: String = "") -> String {
        languagePrefix + PercentEncoding.decoded(Route.page(contentPath: contentPath, slug: string("slug"), keepingCase: false).url)
    }

    /// The `url` addition that keeps `oldURL`, none when sitegen gives the page that URL anyway.
    /// `contentPath` is the page's path as the default language's page has it (`guide/intro.md`
    /// for `guide/intro.de.md`).
    func urlAddition(oldURL: String, contentPath: String, languagePrefix: String = "") -> [FrontMatterAddition] {
        // A `url` that is no text (a list, a table) is the page's own all the same: the build reports it, and a second
        // `url` the import wrote would be a duplicate key (which YAML's last one wins and TOML refuses).
        guard !setsURL, frontMatter["url"].map({ $0.value == .null }) ?? true,
              oldURL != sitegenURL(contentPath: contentPath, languagePrefix: languagePrefix) else { return [] }
        return [.url(oldURL)]
    }
}

/// Generators' path cleaning: `//` collapsed, a leading `/` ensured.
func cleanURL(_ url: String) -> String {
    var cleaned = "/" + url.split(separator: "/").joined(separator: "/")
    if url.hasSuffix("/"), cleaned != "/" { cleaned += "/" }
    return cleaned
}
