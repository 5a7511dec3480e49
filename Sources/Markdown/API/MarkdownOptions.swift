/// What the parser does beyond CommonMark 0.31.2.
public struct MarkdownOptions: Sendable, Hashable {
    /// The syntax extensions to recognise; none by default (pure CommonMark).
    public var extensions: MarkdownExtensions

    /// Creates options; the default parses pure CommonMark.
    public init(extensions: MarkdownExtensions = []) {
        self.extensions = extensions
    }
}

/// Syntax beyond CommonMark. None of them changes the output of a CommonMark spec example.
public struct MarkdownExtensions: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// GFM tables: a header row, a delimiter row (`| --- | :-: |`) and body rows.
    public static let tables = MarkdownExtensions(rawValue: 1 << 0)
    /// GFM strikethrough: `~text~` and `~~text~~`.
    public static let strikethrough = MarkdownExtensions(rawValue: 1 << 1)
    /// GFM task list items: `- [ ]` and `- [x]`.
    public static let taskLists = MarkdownExtensions(rawValue: 1 << 2)
    /// GFM extended autolinks: `www.example.org`, `https://…` and e-mail addresses without `<>`.
    public static let autolinks = MarkdownExtensions(rawValue: 1 << 3)
    /// GFM disallowed raw HTML: `<script>`, `<iframe>`, `<title>`… are written as text when raw HTML is allowed.
    public static let tagFilter = MarkdownExtensions(rawValue: 1 << 4)
    /// GitHub-style `id`s on headings (`intro`, `intro-1`), unique within the document.
    public static let headingIDs = MarkdownExtensions(rawValue: 1 << 5)
    /// Callouts: a block quote whose first line is GitHub's `[!NOTE]` (`TIP`, `IMPORTANT`, `WARNING`,
    /// `CAUTION`) alone, or whose text starts with DocC's `Note:` (`Tip:`, `Important:`, `Warning:`,
    /// `Experiment:`, `Deprecated:`), becomes `<aside class="callout note">` with a title.
    public static let callouts = MarkdownExtensions(rawValue: 1 << 6)
    /// `::: dark` / `::: light` … `:::` containers that force a color scheme on their content
    /// (`<div data-theme="dark">`). They nest; an opener does not interrupt a paragraph, and an
    /// unclosed container runs to the end of its parent.
    public static let schemeContainers = MarkdownExtensions(rawValue: 1 << 7)
    /// GFM footnotes as cmark-gfm renders them: `[^label]` references a `[^label]: text` definition
    /// (continued by lines indented four columns); the definitions referenced are listed, in the
    /// order of their first reference, in a section at the end with links back.
    public static let footnotes = MarkdownExtensions(rawValue: 1 << 8)
    /// goldmark's (and Hugo's) heading attributes: `## Title {#custom-id .class}` gives the heading
    /// the id `custom-id` (its anchor and link target) and drops the braces from the title; classes
    /// and `key=value` pairs are accepted and not written.
    public static let headingAttributes = MarkdownExtensions(rawValue: 1 << 9)
    /// MkDocs admonitions: `!!! note "Title"` and the lines indented four columns below it become the
    /// same callout as `> [!NOTE]`; `??? tip` a collapsed one (`<details>`), `???+ tip` an expanded one.
    public static let admonitions = MarkdownExtensions(rawValue: 1 << 10)
    /// Definition lists as goldmark and PHP Markdown Extra write them: `Term`, then `: definition`
    /// on the next line (`<dl>`, `<dt>`, `<dd>`).
    public static let definitionLists = MarkdownExtensions(rawValue: 1 << 11)
    /// DocC's asides of any kind: a block quote whose text starts with one word and a colon
    /// (`> Bug: …`) and is no `.callouts` callout becomes a callout of that kind (`bug`), titled with
    /// the word as written.
    public static let asides = MarkdownExtensions(rawValue: 1 << 12)
    /// With `.headingIDs`, heading ids as DocC makes them (`Slug.docCAnchor`, case kept:
    /// `Should-TCA-be-used`), rather than GitHub's lower-case ones: the ids DocC authors link to.
    public static let docCHeadingIDs = MarkdownExtensions(rawValue: 1 << 13)
    /// DocC's term lists: in a bulleted list, a run of items whose text starts with `term`, a term and a colon
    /// (`- term Name: definition`) becomes a `<dl>` of those terms and definitions; the other items stay lists.
    public static let termLists = MarkdownExtensions(rawValue: 1 << 14)
    /// Markdown inside HTML, as Python-Markdown's md_in_html and kramdown read it: an element whose
    /// opening tag fills its line and carries `markdown` (`markdown="1"`, `markdown="block"`) holds
    /// Markdown blocks up to the line that holds only its closing tag; the attribute is not written.
    public static let markdownInHTML = MarkdownExtensions(rawValue: 1 << 15)
    /// pymdownx.tabbed's content tabs (MkDocs Material): `=== "Label"` and the lines indented four
    /// columns below it are a tab; consecutive tabs form one set (`===!` starts a new one, `===+` marks
    /// the tab shown first), written as radio inputs, labels and blocks that work without script.
    public static let contentTabs = MarkdownExtensions(rawValue: 1 << 16)
    /// pymdownx.superfences' fence attributes: an info string that is an attribute list
    /// (```` ```{ .yaml title="…" linenums="1" hl_lines="2 3" } ````, its first class the language) or
    /// starts with an attribute (```` ``` title="…" ````) gives no `language-{` class. Titles, marked lines
    /// and line numbers after a language are read without it.
    public static let fenceAttributes = MarkdownExtensions(rawValue: 1 << 17)
    /// MkDocs Material's code annotations: fenced code whose lines end in a comment with `(1)` (`# (1)`;
    /// `# (1)!` hides the comment), followed by an ordered list, links each marker to that item of the
    /// list, which is written after the code as its notes (`<ol class="code-annotations">`).
    public static let codeAnnotations = MarkdownExtensions(rawValue: 1 << 18)
    /// pymdownx.tilde's subscript: `H~2~O` is `H<sub>2</sub>O`; `~~text~~` stays strikethrough, and with
    /// `.strikethrough` a single `~` around whitespace (`~a b~`) too, as GFM reads it.
    public static let tildeSubscript = MarkdownExtensions(rawValue: 1 << 19)
    /// pymdownx.caret: `^^text^^` is inserted text (`<ins>`), `2^10^` superscript (no whitespace inside).
    public static let caretInsert = MarkdownExtensions(rawValue: 1 << 20)
    /// pymdownx.mark: `==text==` is marked text (`<mark>`).
    public static let mark = MarkdownExtensions(rawValue: 1 << 21)
    /// pymdownx.keys: `++ctrl+alt+del++` is a key combination, `<kbd class="keys">` holding a `<kbd>` per key.
    public static let keys = MarkdownExtensions(rawValue: 1 << 22)
    /// Emoji and icon shortcodes (pymdownx.emoji, MkDocs Material): `:smile:`, `:material-check:`,
    /// `:octicons-search-24:` become their Unicode character where sitegen knows one; an unknown one stays
    /// as written and is listed in `RenderedMarkdown.unknownShortcodes`.
    public static let shortcodes = MarkdownExtensions(rawValue: 1 << 23)
    /// kramdown's attribute lists, as Jekyll renders them: a line `{: #id .class key="value"}` right after a
    /// block (or right before one, after a blank line) gives the block those attributes; `*text*{: .class}`,
    /// `[link](url){: target="_blank"}`, `![image](a.png){: width="50%"}` and `` `code`{: .swift} `` give them to
    /// the span before; `* {: .class} item` to an item; `{:name: …}` defines a list others name (`{: name}`).
    /// Attributes pass the same checks as raw HTML's in safe mode. A list marked `{:toc}` is the table of
    /// contents of the document's headings (those with class `no_toc` left out). `{::comment}` … `{:/}` is
    /// left out, `{::nomarkdown}` … `{:/}` is raw HTML, `{::options … /}` is ignored. With `.headingAttributes`,
    /// `## Title {: #id}` as well.
    public static let kramdownAttributes = MarkdownExtensions(rawValue: 1 << 24)
    /// Abbreviations (PHP Markdown Extra, kramdown, Python-Markdown's abbr): a line `*[HTML]: Hyper Text Markup
    /// Language` anywhere in the document defines one and is not written; every whole-word `HTML` in the text
    /// (not in code, raw HTML or an autolink) becomes `<abbr title="Hyper Text Markup Language">HTML</abbr>`.
    public static let abbreviations = MarkdownExtensions(rawValue: 1 << 25)

    /// Python-Markdown's attr_list (MkDocs) and goldmark's attributes (Hugo): kramdown's attribute lists without
    /// the colon, `{ .class #id key=value }`, in the same places: on a line after a block, right after a span
    /// (`[link](url){ .button }`, `:smile:{ title="…" }`), at the end of a heading. A value may go unquoted and a
    /// bare word is an attribute without a value. Braces holding anything else (`{a, b}`) stay text.
    public static let attributeLists = MarkdownExtensions(rawValue: 1 << 26)

    /// TeX math, as pymdownx.arithmatex and GitHub write it: `$…$` in text, `$$…$$` displayed, and blocks between
    /// lines that hold only `$$` (or in ```` ```math ```` fences). The TeX is written as it stands, escaped, in `\(…\)`
    /// or `\[…\]` inside an element of class `math`, which MathJax or KaTeX typeset when a site loads one: its `_`, `^`
    /// and braces never become emphasis or attributes. A `$` opens before a non-space and closes after one, and not
    /// before a digit, so that `$5 and $10` stays text.
    public static let math = MarkdownExtensions(rawValue: 1 << 27)

    /// The extensions that act inside a paragraph's text and give nothing an id: what a paragraph shown away from its
    /// page (an abstract on a link card) is read with.
    public static let inline: MarkdownExtensions = [.strikethrough, .autolinks, .tagFilter, .tildeSubscript, .caretInsert, .mark, .keys,
                                                    .shortcodes, .math]
    /// The GitHub Flavored Markdown extensions.
    public static let gfm: MarkdownExtensions = [.tables, .strikethrough, .taskLists, .autolinks, .tagFilter, .footnotes]
    /// The documentation extensions sitegen's pages use.
    public static let docs: MarkdownExtensions = [.headingIDs, .callouts, .schemeContainers, .headingAttributes, .admonitions,
                                                  .definitionLists, .markdownInHTML, .contentTabs,
                                                  .fenceAttributes, .codeAnnotations, .tildeSubscript, .caretInsert, .mark, .keys,
                                                  .shortcodes, .kramdownAttributes, .attributeLists, .abbreviations, .math]
}
