/// A block of a Markdown document.
public enum Block: Sendable, Hashable {
    /// A paragraph.
    case paragraph([Inline])
    /// An ATX (`## Title`) or setext heading, level 1–6; `id` is set only with `.headingIDs` or a
    /// `{#id}` attribute, `classes` only by `{.class}` attributes (`.headingAttributes`).
    case heading(level: Int, content: [Inline], id: String?, classes: [String])
    /// `***`, `---` or `___`.
    case thematicBreak
    /// `> …`
    case blockQuote([Block])
    /// A fenced (`info` is its info string, possibly empty) or indented (`info` is nil) code block.
    case codeBlock(info: String?, code: String)
    /// A raw HTML block, exactly as written.
    case html(String)
    /// A bullet or ordered list.
    case list(List)
    /// A GFM table (`.tables`).
    case table(Table)
    /// A note, tip, warning… (`.callouts`).
    case callout(Callout)
    /// Terms and their definitions (`.definitionLists`).
    case definitionList(DefinitionList)
    /// Content shown in one color scheme, `dark` or `light` (`.schemeContainers`).
    case schemeContainer(scheme: String, blocks: [Block])
}

/// A bullet or ordered list.
public struct List: Sendable, Hashable {
    /// The first number of an ordered list; nil for a bullet list.
    public var start: Int?
    /// Whether the items' paragraphs are rendered without `<p>` (no blank lines between items).
    public var isTight: Bool
    /// The items in order.
    public var items: [ListItem]

    /// Whether the list is numbered.
    public var isOrdered: Bool { start != nil }

    /// Creates a list.
    public init(start: Int?, isTight: Bool, items: [ListItem]) {
        self.start = start
        self.isTight = isTight
        self.items = items
    }
}

/// One item of a list.
public struct ListItem: Sendable, Hashable {
    /// For a task list item (`.taskLists`) whether it is checked; nil for an ordinary item.
    public var checkbox: Bool?
    /// The item's content.
    public var blocks: [Block]

    /// Creates an item.
    public init(checkbox: Bool?, blocks: [Block]) {
        self.checkbox = checkbox
        self.blocks = blocks
    }
}

/// A GFM table.
public struct Table: Sendable, Hashable {
    /// How a column's cells are aligned.
    public enum Alignment: Sendable, Hashable {
        /// No colon in the delimiter row: no `align` attribute.
        case none
        /// `:--`
        case left
        /// `:-:`
        case center
        /// `--:`
        case right
    }

    /// One alignment per column.
    public var alignments: [Alignment]
    /// The header cells, one per column.
    public var header: [[Inline]]
    /// The body rows, each with exactly one cell per column.
    public var rows: [[[Inline]]]

    /// Creates a table.
    public init(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

/// An aside such as a note or a warning.
public struct Callout: Sendable, Hashable {
    /// `note`, `tip`, `important`, `warning`, `caution`, `experiment` or `deprecated`; an MkDocs
    /// admonition's kind as written (`info`, `danger`…).
    public var kind: String
    /// The title shown above the content (`Note`, `Warning`…); empty for none.
    public var title: String
    /// The content.
    public var blocks: [Block]
    /// For a collapsible callout (MkDocs' `???`), whether it starts collapsed; nil when it cannot collapse.
    public var isCollapsed: Bool?

    /// Creates a callout.
    public init(kind: String, title: String, blocks: [Block], isCollapsed: Bool? = nil) {
        self.kind = kind
        self.title = title
        self.blocks = blocks
        self.isCollapsed = isCollapsed
    }
}
