/// A rendering's HTML, and what else its caller asked for.
public struct RenderedMarkdown: Sendable {
    /// What a rendering collects besides its HTML, in the same pass.
    public struct Parts: OptionSet, Sendable, Hashable {
        /// The set's bits.
        public let rawValue: Int

        /// Creates a set from its raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Every heading outside the footnotes, with its text and id.
        public static let headings = Parts(rawValue: 1 << 0)
        /// Every link and image with where it is written (those of footnotes after the rest).
        public static let links = Parts(rawValue: 1 << 1)
        /// The text without markup, and its runs for search.
        public static let text = Parts(rawValue: 1 << 2)
    }

    /// The HTML fragment, in UTF-8.
    public let html: [UInt8]
    /// The headings, in document order; empty unless asked for.
    public let headings: [Heading]
    /// The ids raw HTML gives its elements (`<dt id="term">`, `<a name="old">`), which a link may point at as at a
    /// heading; collected with the headings.
    public let elementIDs: [String]
    /// The links and images; empty unless asked for.
    public let links: [LinkOccurrence]
    /// The text without markup; empty unless asked for.
    public let text: PlainText
    /// What safe mode removed of the raw HTML, in the order first met; empty when unsafe HTML is allowed.
    public let removedHTML: [RawHTMLRemoval]
    /// The emoji and icon shortcodes (`.shortcodes`) left as written for want of a character, each once.
    public let unknownShortcodes: [UnknownShortcode]
    /// The mkautodoc and mkdocstrings blocks (`::: httpx.request`, with `.schemeContainers`), left as written.
    public let autodocBlocks: [AutodocBlock]
}

/// A line `::: package.module` of MkDocs' mkautodoc or mkdocstrings: the API documentation they write needs
/// Python to import the module, which sitegen does not run.
public struct AutodocBlock: Sendable, Hashable {
    /// The dotted name after the colons.
    public var name: String
    /// Where it is written, from 1.
    public var line: Int
    public var column: Int

    /// The warning's text.
    public var message: String {
        "'::: \(name)' is an mkautodoc or mkdocstrings block: its API documentation needs Python to import the module, "
            + "so it is left as written"
    }
}

/// A shortcode (`:material-apple:`) sitegen has no character for, where the document first writes it.
public struct UnknownShortcode: Sendable, Hashable {
    /// The name between the colons.
    public var name: String
    /// Where it is first written, from 1.
    public var line: Int
    public var column: Int

    /// The warning's text.
    public var message: String {
        "unknown emoji or icon shortcode ':\(name):' is left as written (sitegen has no character for it)"
    }
}

/// A document's text without markup: every block's text, code included, one line per paragraph,
/// heading, term and table row (each cell followed by a space); raw HTML, footnote references and
/// the footnotes left out.
public struct PlainText: Sendable {
    /// A range of the text, and whether it is a top-level heading's text.
    public struct Run: Sendable, Hashable {
        /// Where the run is in `bytes`.
        public var range: Range<Int>
        /// Whether the run is a top-level heading's text (with its line break).
        public var isHeading: Bool
    }

    /// The text, in UTF-8.
    public internal(set) var bytes: [UInt8] = []
    /// The runs search takes in, in the order of the text and none empty: each a top-level heading's
    /// text or the text of the blocks after one (or before the first), code blocks left out at any depth.
    public internal(set) var runs: [Run] = []
    /// Where the text after a leading level-1 heading starts (0 without one): the heading repeats
    /// the title that listings show already.
    public internal(set) var bodyStart = 0
}
