import Core

/// A piece of a section a page adds between its documents: Markdown, which the page renders as its own,
/// or the page's own markup.
enum SectionPiece: Equatable {
    case markdown(String)
    case html(String)
}

/// The sections DocC makes of a documentation's tagged list items (`DocCommentTags`), built once for the
/// pages that show them: a symbol's page and an article's.
enum DocCSections {
    /// "Parameters": each parameter's name in code over its description, first word capitalized.
    static func parameters(_ parameters: [(name: String, markdown: String)]) -> [SectionPiece] {
        guard !parameters.isEmpty else { return [] }
        var pieces: [SectionPiece] = [.markdown(heading("Parameters")), .html("<dl class=\"docc-parameters\">\n")]
        for parameter in parameters {
            pieces.append(.html("<dt><code>\(HTMLEscaping.text(parameter.name))</code></dt>\n<dd>\n"))
            pieces.append(.markdown(capitalizingFirstWord(parameter.markdown)))
            pieces.append(.html("</dd>\n"))
        }
        return pieces + [.html("</dl>\n")]
    }

    /// "Return Value": the description, first word capitalized.
    static func returnValue(_ markdown: String?) -> [SectionPiece] {
        guard let markdown else { return [] }
        return [.markdown(heading("Return Value") + "\n\n" + capitalizingFirstWord(markdown))]
    }

    /// A section's `##` heading, with the lower-case id DocC gives the sections it makes (`return-value`),
    /// where the heading ids of the page's own headings keep their case.
    static func heading(_ title: String) -> String {
        "## \(title) {#\(Slug.headingID(title))}"
    }

    /// DocC capitalizes the first word of a section (a parameter's description, the return value, the
    /// discussion) when it is all lower-case letters and punctuation: `the point` → `The point`.
    static func capitalizingFirstWord(_ markdown: String) -> String {
        guard let first = markdown.first, first.isLowercase else { return markdown }
        let word = markdown.prefix { !$0.isWhitespace }
        guard word.allSatisfy({ $0.isLowercase || $0.isPunctuation }) else { return markdown }
        return first.uppercased() + markdown.dropFirst()
    }
}
