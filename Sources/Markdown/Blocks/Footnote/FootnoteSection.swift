/// The footnotes of a page: how each is numbered and referenced, and its content, written where
/// its definition stands and listed at the page's end.
struct FootnoteList {
    /// Per footnote referenced, by its label as its definition writes it.
    var uses: [String: FootnoteUse] = [:]
    /// Per label, the content of its first definition.
    var contents: [String: FootnoteContent] = [:]
}

/// A footnote definition's content as HTML: the back links go inside its last paragraph, so that
/// paragraph's content is kept apart from the blocks before it.
struct FootnoteContent {
    var blocks: [UInt8] = []
    var lastParagraph: [UInt8]?
    /// The links and images inside, listed after the page's own.
    var links: [LinkOccurrence] = []
}

/// The section at the end, byte for byte as cmark-gfm writes it: the footnotes referenced, by
/// number, each ending with one back link per reference.
extension HTMLWriter {
    mutating func footnoteSection() {
        let footnotes = page.footnotes.uses.sorted { $0.value.number < $1.value.number }
        guard !footnotes.isEmpty else { return }
        newline()
        raw("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        for (label, use) in footnotes {
            let content = page.footnotes.contents[label] ?? FootnoteContent()
            raw("<li id=\"fn-")
            footnoteID(label)
            raw("\">\n")
            recordID("fn-", label)
            trusted(content.blocks[...])
            newline()
            if let paragraph = content.lastParagraph {
                raw("<p>")
                trusted(paragraph[...])
                raw(" ")
                backLinks(label, references: use.count)
                raw("</p>\n")
            } else {
                backLinks(label, references: use.count)
                raw("\n")
            }
            raw("</li>\n")
            page.links += content.links
        }
        raw("</ol>\n</section>\n")
    }

    private mutating func backLinks(_ label: String, references: Int) {
        for occurrence in 1...max(references, 1) {
            if occurrence > 1 { raw(" ") }
            raw("<a href=\"#fnref-")
            footnoteID(label)
            if occurrence > 1 {
                raw("-")
                number(occurrence)
            }
            raw("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩")
            if occurrence > 1 {
                raw("<sup class=\"footnote-ref\">")
                number(occurrence)
                raw("</sup>")
            }
            raw("</a>")
        }
    }

    /// Starts writing a footnote's content apart from the page: into its own output, no text taken
    /// in, its links kept with it. Returns what `endFootnoteContent` restores.
    mutating func beginFootnoteContent() -> (output: HTMLWriter.Output, isRecordingText: Bool, links: [LinkOccurrence]?) {
        defer {
            isRecordingText = false
            footnoteLinks = []
        }
        return (takeOutput(), isRecordingText, footnoteLinks)
    }

    /// The content written since `beginFootnoteContent`, whose state it restores.
    mutating func endFootnoteContent(
        _ saved: (output: HTMLWriter.Output, isRecordingText: Bool, links: [LinkOccurrence]?), lastParagraph: [UInt8]?
    ) -> FootnoteContent {
        var written = takeOutput()
        let content = FootnoteContent(blocks: written.buffer.take(), lastParagraph: lastParagraph, links: footnoteLinks ?? [])
        restoreOutput(saved.output)
        isRecordingText = saved.isRecordingText
        footnoteLinks = saved.links
        return content
    }
}
