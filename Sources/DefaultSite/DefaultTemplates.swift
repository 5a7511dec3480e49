/// The default layouts and built-in output templates compiled into sitegen, so a folder of Markdown
/// builds with nothing else. The repository's Templates/ folder is their only source: the
/// EmbedDefaultSite plugin writes `files` from it on every build.
public enum DefaultTemplates {
    /// Template sources by name (`page.html`, `partials/header.html`, `feed.xml`, `robots.txt`).
    public static let templates = files.filter { name, _ in !name.hasPrefix("assets/") && isTemplate(name) }

    /// Layout files copied to the output (`assets/site.css`).
    public static let assets = files.filter { name, _ in name.hasPrefix("assets/") }

    /// The layouts' words for readers, one table a language, by file name (`strings/de.json`).
    public static let strings = files.filter { name, _ in name.hasPrefix(stringsFolder) }

    /// Other files of Templates/ (`theme.json`), written out by `sitegen new`.
    public static let otherFiles = files.filter { name, _ in
        !name.hasPrefix("assets/") && !name.hasPrefix(stringsFolder) && !isTemplate(name)
    }

    /// The folder of `strings`, in Templates/ (a site's own tables override the built-in ones there).
    public static let stringsFolder = "strings/"

    /// HTML layouts and partials, and the XML and plain-text templates of the feed, sitemap and robots.txt.
    private static func isTemplate(_ name: String) -> Bool {
        name.hasSuffix(".html") || name.hasSuffix(".xml") || name.hasSuffix(".txt")
    }
}
