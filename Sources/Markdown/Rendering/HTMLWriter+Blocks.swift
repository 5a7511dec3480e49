/// Block markup, byte for byte as cmark writes it, plus the extensions' elements.
extension HTMLWriter {
    mutating func blocks(_ blocks: [Block], tight: Bool) {
        // By index: a `for in` copies each block out of the array, retaining its payload.
        for index in blocks.indices { block(blocks[index], tight: tight) }
    }

    /// One block. A thin dispatcher: recursion passes through here once per nesting level, so
    /// it keeps its frame small (debug builds size a frame for every branch's locals).
    mutating func block(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let content): paragraph(content, tight: tight, checkbox: nil)
        case .heading(let level, let content, let id, let classes): heading(level: level, content: content, id: id, classes: classes)
        case .thematicBreak: thematicBreak()
        case .blockQuote(let children): blockQuote(children)
        case .codeBlock(let info, let code): codeBlock(info: info, code: code)
        case .html(let html): htmlBlock(html)
        case .list(let list): self.list(list)
        case .table(let table): self.table(table)
        case .callout(let callout): self.callout(callout)
        case .schemeContainer(let scheme, let children): schemeContainer(scheme, children)
        case .definitionList(let list): definitionList(list)
        }
    }

    private mutating func thematicBreak() {
        newline()
        raw("<hr />\n")
    }

    private mutating func blockQuote(_ children: [Block]) {
        openBlockQuote()
        blocks(children, tight: false)
        closeBlockQuote()
    }

    mutating func openBlockQuote() {
        newline()
        raw("<blockquote>\n")
    }

    mutating func closeBlockQuote() {
        newline()
        raw("</blockquote>\n")
    }

    private mutating func htmlBlock(_ html: String) {
        newline()
        rawHTML(html)
        newline()
    }

    /// An aside, or a `<details>` when it can collapse (open unless collapsed).
    private mutating func callout(_ callout: Callout) {
        newline()
        raw(callout.isCollapsed == nil ? "<aside class=\"callout " : "<details class=\"callout ")
        attribute(callout.kind)
        raw(callout.isCollapsed == false ? "\" open>\n" : "\">\n")
        if callout.isCollapsed != nil {
            raw("<summary class=\"callout-title\">")
            text(callout.title)
            raw("</summary>\n")
        } else if !callout.title.isEmpty {
            raw("<p class=\"callout-title\">")
            text(callout.title)
            raw("</p>\n")
        }
        blocks(callout.blocks, tight: false)
        newline()
        raw(callout.isCollapsed == nil ? "</aside>\n" : "</details>\n")
    }

    private mutating func schemeContainer(_ scheme: String, _ children: [Block]) {
        newline()
        raw("<div data-theme=\"")
        attribute(scheme)
        raw("\">\n")
        blocks(children, tight: false)
        newline()
        raw("</div>\n")
    }

    mutating func paragraph(_ content: [Inline], tight: Bool, checkbox: Bool?) {
        openParagraph(tight: tight, checkbox: checkbox)
        inlines(content)
        closeParagraph(tight: tight)
    }

    /// A tight list's paragraphs have no `<p>`; a task list item's first starts with its checkbox.
    mutating func openParagraph(tight: Bool, checkbox: Bool?) {
        if !tight {
            newline()
            raw("<p>")
        }
        if let checkbox {
            raw(checkbox ? "<input checked=\"\" disabled=\"\" type=\"checkbox\"> " : "<input disabled=\"\" type=\"checkbox\"> ")
        }
    }

    mutating func closeParagraph(tight: Bool) {
        if !tight { raw("</p>\n") }
    }

    private mutating func heading(level: Int, content: [Inline], id: String?, classes: [String]) {
        newline()
        raw("<h")
        number(level)
        if let id {
            raw(" id=\"")
            attribute(id)
            raw("\"")
        }
        if !classes.isEmpty {
            raw(" class=\"")
            attribute(classes.joined(separator: " "))
            raw("\"")
        }
        raw(">")
        inlines(content)
        if let id, options.headingAnchors {
            // Each anchor is named for its heading, so a list of links reads "Permalink to Install", not the same words each time.
            raw(" <a class=\"heading-anchor\" href=\"#")
            attribute(id)
            raw("\" aria-label=\"Permalink to ")
            attribute(PlainText.of(content))
            raw("\">#</a>")
        }
        raw("</h")
        number(level)
        raw(">\n")
    }

    private mutating func codeBlock(info: String?, code: String) {
        newline()
        let details = CodeInfo(info)
        let language = details.language
        raw("<pre")
        if let title = details.title {
            raw(" data-title=\"")
            attribute(title)
            raw("\"")
        }
        if let lines = details.lines {
            raw(" data-lines=\"")
            attribute(lines)
            raw("\"")
        }
        raw("><code")
        if !language.isEmpty {
            raw(" class=\"language-")
            attribute(language)
            raw("\"")
        }
        raw(">")
        if !language.isEmpty, let highlighted = options.highlightCode?(code, language) {
            trusted(highlighted)
        } else {
            text(code)
        }
        raw("</code></pre>\n")
    }

    private mutating func list(_ list: List) {
        openList(start: list.start)
        // By index, like `blocks`: iterating by value would copy every item and block.
        for item in list.items.indices {
            openItem()
            let blocks = list.items[item].blocks
            for index in blocks.indices {
                if index == 0, let checkbox = list.items[item].checkbox, case .paragraph(let content) = blocks[index] {
                    paragraph(content, tight: list.isTight, checkbox: checkbox)
                } else {
                    block(blocks[index], tight: list.isTight)
                }
            }
            closeItem()
        }
        closeList(start: list.start)
    }

    /// `<ol>` from `start` on, or `<ul>` when `start` is nil.
    mutating func openList(start: Int?) {
        newline()
        if let start {
            if start == 1 {
                raw("<ol>\n")
            } else {
                raw("<ol start=\"")
                number(start)
                raw("\">\n")
            }
        } else {
            raw("<ul>\n")
        }
    }

    mutating func closeList(start: Int?) {
        raw(start == nil ? "</ul>\n" : "</ol>\n")
    }

    mutating func openItem() {
        newline()
        raw("<li>")
    }

    mutating func closeItem() {
        raw("</li>\n")
    }

    /// As goldmark writes it: a tight definition's paragraphs without `<p>`, like a tight list item's.
    private mutating func definitionList(_ list: DefinitionList) {
        newline()
        raw("<dl>\n")
        for item in list.items {
            switch item {
            case .term(let content):
                raw("<dt>")
                inlines(content)
                raw("</dt>\n")
            case .definition(let content, let isTight):
                raw("<dd>")
                blocks(content, tight: isTight)
                raw("</dd>\n")
            }
        }
        raw("</dl>\n")
    }

    private mutating func table(_ table: Table) {
        newline()
        raw("<table>\n<thead>\n")
        tableRow(table.header, alignments: table.alignments, isHeader: true)
        raw("</thead>\n")
        if !table.rows.isEmpty {
            raw("<tbody>\n")
            for row in table.rows { tableRow(row, alignments: table.alignments, isHeader: false) }
            raw("</tbody>\n")
        }
        raw("</table>\n")
    }

    private mutating func tableRow(_ cells: [[Inline]], alignments: [Table.Alignment], isHeader: Bool) {
        raw("<tr>\n")
        for (index, cell) in cells.enumerated() {
            raw(isHeader ? "<th" : "<td")
            switch index < alignments.count ? alignments[index] : .none {
            case .none: break
            case .left: raw(" align=\"left\"")
            case .center: raw(" align=\"center\"")
            case .right: raw(" align=\"right\"")
            }
            raw(">")
            inlines(cell)
            raw(isHeader ? "</th>\n" : "</td>\n")
        }
        raw("</tr>\n")
    }
}
