/// What an import did and what it left for the user: printed by `sitegen import`.
public struct ImportReport: Sendable {
    /// Something of the old generator's syntax a page holds that the import could not convert, for the user to port by hand.
    public struct Leftover: Sendable, Equatable {
        /// The shortcode or tag name (`{{< tabs >}}` → `shortcode tabs`).
        public var kind: String
        /// The page in the new site, relative to it (`Content/posts/a.md`).
        public var file: String
        /// The 1-based line in that file.
        public var line: Int
    }

    /// How many pages a language of the new site has.
    public struct LanguagePages: Sendable, Equatable {
        /// The language's code (`de`).
        public var code: String
        /// Its name in itself (`Deutsch`).
        public var name: String
        /// Whether it is the site's default language, published at `/`.
        public var isDefault: Bool
        /// Its pages imported (the section pages the import makes are not counted).
        public var pages: Int
    }

    /// The generator the site came from.
    public var generator: SiteImport.Generator
    /// The new site's folder.
    public var destination: String
    /// Pages written to Content/.
    public var pages = 0
    /// Other files copied to Content/.
    public var files = 0
    /// Pages given a `url` so that their old URL stays.
    public var urlsAdded = 0
    /// Pages of the old site with the URL it published them at.
    public var oldURLs = 0
    /// Of those, the URLs sitegen gives a page: all unless two pages had the same.
    public var keptOldURLs = 0
    /// Pages per language, in the order of the language menu; empty for a site in one language.
    public var languages: [LanguagePages] = []
    /// How many of each conversion were made (`figure → image`: 3).
    public var conversions: [String: Int] = [:]
    /// What could not be converted.
    public var leftovers: [Leftover] = []
    /// The old theme's layouts and includes (not imported).
    public var layouts: [String] = []
    /// Source files or folders not imported, with why.
    public var skipped: [String] = []

    mutating func count(_ conversion: String, _ times: Int = 1) {
        conversions[conversion, default: 0] += times
    }

    /// The report as printed: counts, conversions, leftovers grouped by kind, layouts, next steps.
    public var text: String {
        var lines = [
            "Imported \(generator.rawValue) site into \(destination): \(pages) pages, \(files) files; "
                + "\(keptOldURLs) of \(oldURLs) old URLs kept, \(urlsAdded) of them with 'url'.",
        ]
        if !languages.isEmpty {
            lines += ["", "Pages per language:"]
            for language in languages {
                lines.append("  \(language.code)  \(language.pages)  \(language.name)\(language.isDefault ? " (default, at /)" : " (at /\(language.code)/)")")
            }
        }
        if !conversions.isEmpty {
            lines += ["", "Converted:"]
            for (kind, count) in conversions.sorted(by: { $0.key < $1.key }) { lines.append("  \(count)  \(kind)") }
        }
        if !leftovers.isEmpty {
            lines += ["", "Not converted (\(leftovers.count)), by kind; each is a warning of 'sitegen build', and a Jekyll or Hugo page shows the body of a tag that had one, or nothing, in its place:"]
            for (kind, group) in Dictionary(grouping: leftovers, by: \.kind).sorted(by: { $0.key < $1.key }) {
                lines.append("  \(kind) (\(group.count))")
                for item in group { lines.append("    \(destination)/\(item.file):\(item.line)") }
            }
        }
        if !layouts.isEmpty {
            lines += ["", "Not imported, the old theme's layouts (the default layouts serve; port what you need to Templates/):"]
            lines += layouts.map { "  \($0)" }
        }
        if !skipped.isEmpty {
            lines += ["", "Not imported:"]
            lines += skipped.map { "  \($0)" }
        }
        lines += ["", "Next:", "  sitegen build --source \(destination)", "  sitegen serve --source \(destination)"]
        return lines.joined(separator: "\n") + "\n"
    }
}
