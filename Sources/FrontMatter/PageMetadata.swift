import Core
import Foundation

/// The front matter keys sitegen itself understands, checked and typed;
/// every other key is kept for templates as a page parameter.
///
/// Keys other generators write mean what they mean there: `url` (Hugo) and `permalink` (Jekyll)
/// set the URL, `published: false` (Jekyll) keeps a page out like `draft: true`, `lastmod` and
/// `last_modified_at` set `lastModified`, `summary` and `excerpt` the description when there is
/// none, `nav_order` the weight, `linkTitle` (Hugo) the navigation title, and a `date` block of
/// `created`/`updated` (MkDocs) both dates. `template: true` is sitegen's own: the other generators run every page
/// through their template language, sitegen only the pages that ask, so that `{{` in any other page is text and
/// costs nothing.
public struct PageMetadata: Sendable, Equatable {
    /// A color scheme a page forces, like SwiftUI's `preferredColorScheme` on a view.
    public enum ColorScheme: String, Sendable {
        case light, dark
    }

    // Declared in this order, and the offset kept in 32 bits, so that the fields pack with no padding
    // between them: every page keeps its metadata for the whole build.
    public var title: String?
    public var description: String?
    private var tagList = TextList([])
    /// The values most pages leave out (`Seldom`), boxed, nil when all are: inline they made every
    /// page's metadata larger.
    private var seldomBox: SeldomBox?
    public var date: Date?
    public var draft = false
    /// Whether the page's body is a template (`template: true`), rendered before its Markdown.
    public var isTemplate = false
    /// Seconds east of UTC the date was written in (less than a day's).
    private var utcOffsetSeconds: Int32 = 0
    public var weight: Int?

    public var tags: [String] {
        get { tagList.texts }
        set { tagList = TextList(newValue) }
    }

    /// Takes the tags from `pool` when a page with the same tags put them there, else puts them there.
    public mutating func shareTags(in pool: TagListPool) {
        tagList = pool.shared(tagList)
    }

    /// Seconds east of UTC the date was written in, so that it is shown on the author's day.
    public var dateUTCOffset: Int {
        get { Int(utcOffsetSeconds) }
        set { utcOffsetSeconds = Int32(clamping: newValue) }
    }

    /// When the page last changed, if the front matter says.
    public var lastModified: Date? {
        get { seldom.lastModified }
        set { seldom.lastModified = newValue }
    }
    public var layout: String? {
        get { seldom.layout }
        set { seldom.layout = newValue }
    }
    public var slug: String? {
        get { seldom.slug }
        set { seldom.slug = newValue }
    }
    /// The URL path the page asks for (`url` or `permalink`), as written.
    public var url: String? {
        get { seldom.url }
        set { seldom.url = newValue }
    }
    public var aliases: [String] {
        get { seldom.aliases }
        set { seldom.aliases = newValue }
    }
    public var colorScheme: ColorScheme? {
        get { seldom.colorScheme }
        set { seldom.colorScheme = newValue }
    }
    // The navigation keys are read for every entry of every sidebar, and every page as it is routed: read from the
    // box itself, not through a copy of all the seldom values.
    /// The title the navigation shows for the page (`nav_title`, Hugo's `linkTitle`) when it is not the page's own.
    public var navTitle: String? {
        get { seldomBox?.values.navTitle }
        set { seldom.navTitle = newValue }
    }
    /// The heading the navigation lists the page under among its section's entries (`nav_group`), as a
    /// DocC Topics group or an MkDocs nav section of pages that share a folder with others.
    public var navGroup: String? {
        get { seldomBox?.values.navGroup }
        set { seldom.navGroup = newValue }
    }
    /// Where a link page leads (`nav_link`): such a page is a link in the navigation and is not published itself.
    public var navLink: String? {
        get { seldomBox?.values.navLink }
        set { seldom.navLink = newValue }
    }
    /// Every other key, in the order written.
    public var params: [FrontMatterEntry] {
        get { seldom.params }
        set { seldom.params = newValue }
    }
    /// Keys whose value could not mean what the key needs, each ignored and located.
    public var warnings: [Diagnostic] {
        get { seldom.warnings }
        set { seldom.warnings = newValue }
    }

    private struct Seldom: Sendable, Equatable {
        var lastModified: Date?
        var layout: String?
        var slug: String?
        var url: String?
        var aliases: [String] = []
        var colorScheme: ColorScheme?
        var navTitle: String?
        var navGroup: String?
        var navLink: String?
        var params: [FrontMatterEntry] = []
        var warnings: [Diagnostic] = []
    }

    private final class SeldomBox: Sendable, Equatable {
        let values: Seldom

        init(_ values: Seldom) {
            self.values = values
        }

        static func == (lhs: SeldomBox, rhs: SeldomBox) -> Bool {
            lhs.values == rhs.values
        }
    }

    /// Set by replacing the box (never changed in place, as metadata is copied freely); none when every value is the default.
    private var seldom: Seldom {
        get { seldomBox?.values ?? Seldom() }
        set { seldomBox = newValue == Seldom() ? nil : SeldomBox(newValue) }
    }

    /// The keys read into the fields above, as written in front matter.
    static let knownKeys: Set<String> = [
        "title", "date", "description", "tags", "draft", "layout", "slug", "weight", "aliases", "color-scheme",
        "url", "permalink", "published", "lastmod", "last_modified_at", "summary", "excerpt", "nav_order", "template",
        "nav_title", "linkTitle", "nav_group", "nav_link",
    ]

    /// Metadata with every key at its default.
    public init() {}

    /// Reads the known keys of `frontMatter`. A key whose value has the wrong form is coerced when
    /// its meaning is plain (`draft: "false"`, `weight: "10"`, an empty `date:`), otherwise it is
    /// ignored with a warning at its value.
    public init(frontMatter: FrontMatter) {
        var summary: String?
        for entry in frontMatter.entries {
            guard !entry.value.isNull || !Self.knownKeys.contains(entry.key) else { continue }
            do throws(Diagnostic) {
                switch entry.key {
                case "summary", "excerpt": if summary == nil { summary = try Self.text(entry) }
                default: try read(entry)
                }
            } catch {
                warnings.append(error)
            }
        }
        if description == nil { description = summary }
    }

    private mutating func read(_ entry: FrontMatterEntry) throws(Diagnostic) {
        switch entry.key {
        case "title": title = try Self.text(entry)
        case "description": description = try Self.text(entry)
        case "layout": layout = try Self.text(entry)
        case "date": try readDate(entry)
        case "lastmod", "last_modified_at": lastModified = try Self.date(entry).date
        case "tags": tags = try Self.textList(entry)
        case "aliases": aliases = try Self.textList(entry)
        case "draft": draft = try Self.bool(entry)
        case "template": isTemplate = try Self.bool(entry)
        case "published": draft = try !Self.bool(entry)
        case "weight", "nav_order": weight = try Self.wholeNumber(entry)
        case "slug": slug = try Self.slug(entry)
        case "url", "permalink": url = try Self.urlPath(entry)
        case "nav_title", "linkTitle": navTitle = try Self.text(entry)
        case "nav_group": navGroup = try Self.text(entry)
        case "nav_link": navLink = try Self.linkTarget(entry)
        case "color-scheme":
            guard let scheme = ColorScheme(rawValue: try Self.text(entry)) else {
                throw entry.valueWarning("'color-scheme' must be light or dark; ignored")
            }
            colorScheme = scheme
        default:
            params.append(entry)
        }
    }

    /// A date, or MkDocs' block of `created` and `updated` dates.
    private mutating func readDate(_ entry: FrontMatterEntry) throws(Diagnostic) {
        guard case .map(let entries) = entry.value else {
            let parsed = try Self.date(entry)
            date = parsed.date
            dateUTCOffset = parsed.utcOffset
            return
        }
        for inner in entries where !inner.value.isNull {
            switch inner.key {
            case "created":
                let parsed = try Self.date(inner)
                date = parsed.date
                dateUTCOffset = parsed.utcOffset
            case "updated": lastModified = try Self.date(inner).date
            default: continue
            }
        }
    }
}
