/// What the HTML renderer does with what it parses.
public struct RenderOptions: Sendable {
    /// Writes raw HTML as written and links of every URL scheme. Off by default: raw HTML is kept as
    /// far as it cannot run script (`RawHTMLSanitizer`: allowed elements and attributes, the rest
    /// removed and listed in `RenderedMarkdown.removedHTML`), and `javascript:`, `vbscript:`, `file:`
    /// and `data:` URLs (except PNG, GIF, JPEG and WebP images) become empty.
    public var allowsUnsafeHTML: Bool
    /// Adds a visible `#` permalink inside every heading that has an id.
    public var headingAnchors: Bool
    /// Writes a code span (or a link ending in one) and the punctuation right after it inside one
    /// `<span class="nowrap">`, so that a stylesheet can keep the `.` of `` `sitegen build`. `` from
    /// wrapping alone onto the next line (`CodePunctuation`). Off by default: CommonMark's output has no such span.
    public var keepsPunctuationWithCode: Bool
    /// Wraps a task list item's checkbox and the text after it in a `<label>`, so that the text names the checkbox to
    /// a screen reader ("Write the tests, checkbox, checked") and to checkers such as axe-core. Off by default: GFM's
    /// output has none.
    public var labelsTaskListCheckboxes = false
    /// Writes straight quotes curly, `--` and `---` as dashes and `...` as an ellipsis (`SmartPunctuation`), as cmark's
    /// `--smart`, Jekyll's kramdown and Hugo's goldmark do. Off by default: CommonMark's output keeps them as written.
    public var smartPunctuation = false
    /// Rewrites link and image URLs after the safety check (`intro.md` → `/docs/intro/`).
    public var resolveURL: (@Sendable (_ destination: String, _ isImage: Bool) -> String)?
    /// Returns the HTML inside `<code>`, in UTF-8, for a fenced code block with a language (the hook
    /// escapes); nil leaves the code plain.
    public var highlightCode: (@Sendable (_ code: String, _ language: String) -> [UInt8]?)?
    /// The color-scheme variants of an image (`photo~dark.png`), rendered as a `<picture>`.
    public var imageVariants: (@Sendable (_ source: String) -> [ImageVariant])?
    /// Replaces a link or an image before anything else looks at it (DocC's `doc:` and `symbol:`
    /// links, images named by their catalog name). `textIsDestination` says whether the link's text
    /// is its destination as written (`<doc:Intro>`); nil keeps the link as it is. Of an image's
    /// rewrite only a `.link` destination is used.
    public var rewriteLink: (@Sendable (_ destination: String, _ isImage: Bool, _ textIsDestination: Bool) -> LinkRewrite?)?
    /// Gives each definition list term an id made from its text, as headings get theirs (Hugo's
    /// `autoDefinitionTermID`): a link may point at a term. Off by default, as in goldmark and Python-Markdown.
    public var givesDefinitionTermsIDs = false
    /// Heading ids as Python-Markdown's `toc` makes them (`Slug.pythonMarkdownHeadingID`, `_1` for a repeat), not
    /// GitHub's: the ids an MkDocs site's links and readers' bookmarks name.
    public var pythonMarkdownHeadingIDs = false
    /// Icons the site draws itself, as SVG markup by shortcode name (`fontawesome-brands-github`): `:name:` in text
    /// becomes its picture, before any character sitegen knows for the name. The markup is written as it is, as a
    /// template's is: it comes from the site's own files, not from its pages.
    public var siteIcons: [String: [UInt8]] = [:]
    /// Where a template printed values into the input escaped as HTML text (`&lt;` for `<`), as input ranges in
    /// order. Code shows its text as written, so in code the character references of these ranges are read back to
    /// the value's characters; elsewhere Markdown reads them as it reads any. A blank line inside one does not end a
    /// block of raw HTML: the value is that HTML's text.
    public var escapedTemplateValues: [Range<Int>] = []

    /// Creates options; the defaults render safely and plainly.
    public init(allowsUnsafeHTML: Bool = false, headingAnchors: Bool = false, keepsPunctuationWithCode: Bool = false,
                resolveURL: (@Sendable (_ destination: String, _ isImage: Bool) -> String)? = nil,
                highlightCode: (@Sendable (_ code: String, _ language: String) -> [UInt8]?)? = nil,
                imageVariants: (@Sendable (_ source: String) -> [ImageVariant])? = nil) {
        self.allowsUnsafeHTML = allowsUnsafeHTML
        self.headingAnchors = headingAnchors
        self.keepsPunctuationWithCode = keepsPunctuationWithCode
        self.resolveURL = resolveURL
        self.highlightCode = highlightCode
        self.imageVariants = imageVariants
    }

    /// Whether `:name:` is a shortcode: lower-case letters, digits, `_`, `+` and `-`, at most 62 of them.
    public static func isShortcodeName(_ name: String) -> Bool {
        Shortcode.isName(name)
    }
}

/// An alternative image for one appearance.
public struct ImageVariant: Sendable, Hashable {
    /// `dark` or `night`.
    public var appearance: String
    /// The variant's URL, as the image's own destination would be written.
    public var source: String

    /// Creates a variant.
    public init(appearance: String, source: String) {
        self.appearance = appearance
        self.source = source
    }
}

/// What `RenderOptions.rewriteLink` makes of a link.
public enum LinkRewrite: Sendable, Hashable {
    /// A link to `destination`; with `text`, that text replaces the link's own.
    case link(destination: String, text: String?)
    /// The link's text without the link.
    case unlinked
    /// This text in place of the link.
    case text(String)
    /// A code span of this text in place of the link.
    case code(String)
    /// A link to `destination` around a code span of `code` in place of the link's own text (a DocC symbol
    /// link, shown by the symbol's name).
    case codeLink(destination: String, code: String)
}
