/// Splits a DocC page body into Markdown and directives, line by line, reading them as DocC does. A
/// directive starts a line (`@Name`, then `(`, `{` or the line's end); its arguments may run over several
/// lines up to their `)`; its `{` opens a body that a line starting with `}` closes. A body's lines lose
/// the indentation of its first line, so directive bodies indented for reading stay paragraphs rather than
/// becoming code. Lines in fenced code, and lines indented four columns or more past their body's
/// indentation (indented code), are never directives or braces. Syntax that DocC would read otherwise
/// than written, or drop silently, becomes a `.problem` node beside what could be read of it.
public enum DirectiveParser {
    /// The nodes of `text`, a page body.
    public static func parse(_ text: String) -> [DocCNode] {
        var reader = DirectiveReader(text)
        return reader.page()
    }
}

/// Reads a page body in one pass: a directive's body is read by a nested call that returns at its `}`,
/// so that a body's end is found by the same rules as everything in it.
struct DirectiveReader {
    /// How deep directives may nest. DocC's own nest six deep (`@Tutorial` … `@Step`, `@Code`, `@Image`);
    /// the cap keeps the parser and everything that walks its nodes recursively within their stack.
    static let maximumDepth = 32

    private let lines: BodyLines
    private var position = 0
    /// The directive bodies open around the line being read.
    private var depth: Int

    /// Lines end where CommonMark's do, at LF, CR LF or a CR alone; the Markdown of each node has LF alone, which
    /// whatever reads it line by line (an abstract, Topics) splits as the renderer does.
    init(_ text: String) {
        lines = BodyLines(text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        depth = 0
    }

    private init(_ lines: BodyLines, depth: Int) {
        self.lines = lines
        self.depth = depth
    }

    /// The nodes of the whole body.
    mutating func page() -> [DocCNode] {
        var body = Body(indentation: 0, owner: nil)
        return nodes(in: &body)
    }

    /// The lines being read: the page's, or a directive's between its braces.
    private struct Body {
        /// The columns of indentation its lines lose: its first non-blank line's (nil until that is read).
        var indentation: Int?
        /// The directive whose `}` ends it; nil for the page.
        let owner: String?
        /// Whether that `}` was read.
        var isClosed = false
    }

    /// The nodes up to the end of `body`: its `}`, or the end of the text.
    private mutating func nodes(in body: inout Body) -> [DocCNode] {
        var result: [DocCNode] = []
        var markdown = MarkdownLines()
        var verbatim: Verbatim?
        while let line = lines[position] {
            if body.indentation == nil && !line.isBlank { body.indentation = line.indentation }
            let isCode = verbatim != nil || line.indentation - (body.indentation ?? 0) >= 4
            if !isCode, line.content.first == "}", let owner = body.owner {
                markdown.flush(into: &result)
                result += Self.closingProblems(line, of: owner)
                position += 1
                body.isClosed = true
                return result
            }
            if !isCode, line.content == "}" {
                markdown.flush(into: &result)
                result.append(.problem(DirectiveProblem(
                    line: line.number, column: line.column(of: line.content.startIndex),
                    message: "'}' closes no directive and is left out (DocC would show it as text); "
                        + "DocC expects '}' only to end a directive's content")))
                position += 1
                continue
            }
            if !isCode, let header = DirectiveHeader(lines, at: position) {
                markdown.flush(into: &result)
                result += directive(header, startingAt: line.number)
                continue
            }
            if let open = verbatim {
                if open.isClosed(by: line.content) { verbatim = nil }
            } else if !isCode {
                verbatim = Verbatim(opening: line.content)
            }
            markdown.append(line.droppingIndentation(body.indentation ?? 0), number: line.number)
            position += 1
        }
        markdown.flush(into: &result)
        return result
    }

    /// The directive that `header` opens at the current line, with its body read, after the problems of
    /// its syntax.
    private mutating func directive(_ header: DirectiveHeader, startingAt line: Int) -> [DocCNode] {
        position += header.lineCount
        var directive = Directive(name: header.name, arguments: header.arguments, children: [], line: line)
        var problems = header.problems
        switch header.body {
        case .none:
            break
        case .inline(let content, let contentLine, let column):
            directive.children = inlineNodes(content, line: contentLine, column: column)
            if DirectiveHeader.startsDirective(content) {
                problems.append(DirectiveProblem(
                    line: contentLine, column: column,
                    message: "a directive between the braces of a one-line '@\(header.name) { … }' is read as one here, "
                        + "but DocC shows it as text; DocC expects a directive inside another on the lines after its '{'"))
            }
        case .lines(let brace) where depth >= Self.maximumDepth:
            problems.append(DirectiveProblem(
                line: brace.line, column: brace.column,
                message: "'@\(header.name)' is nested more than \(Self.maximumDepth) directives deep, so its content is read "
                    + "as its parent's, and its '}' ends its parent; DocC's own directives nest at most six deep"))
        case .lines(let brace):
            var body = Body(indentation: nil, owner: header.name)
            depth += 1
            directive.children = nodes(in: &body)
            depth -= 1
            if !body.isClosed {
                problems.append(DirectiveProblem(
                    line: brace.line, column: brace.column,
                    message: "'{' of '@\(header.name)' is not closed, so its content runs to the end of the page; "
                        + "DocC expects a line starting with '}' to end a directive's content"))
            }
        }
        return problems.map(DocCNode.problem) + [.directive(directive)]
    }

    /// The nodes of a one-line body, `content` at `column` of `line`: read as a line of its own, indented as
    /// far as it is, so that the columns of its problems are those of the source.
    private func inlineNodes(_ content: Substring, line: Int, column: Int) -> [DocCNode] {
        guard depth < Self.maximumDepth else { return [.markdown(String(content), line: line)] }
        let indented = String(repeating: " ", count: column - 1) + content
        var reader = DirectiveReader(BodyLines([indented[...]], firstNumber: line), depth: depth + 1)
        var body = Body(indentation: nil, owner: nil)
        return reader.nodes(in: &body)
    }

    /// What DocC ignores on the line of a body's `}`: anything after the brace.
    private static func closingProblems(_ line: BodyLine, of owner: String) -> [DocCNode] {
        let after = line.content.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard !after.isEmpty else { return [] }
        return [.problem(DirectiveProblem(
            line: line.number, column: line.column(of: after.startIndex),
            message: "'\(after)' after the '}' that closes '@\(owner)' is ignored; DocC expects '}' alone on its line"))]
    }
}

/// Lines whose text is never directive syntax: fenced code, and HTML comments (where sources keep
/// unfinished Swift, braces and all).
private enum Verbatim {
    /// ```` ``` ```` or `~~~` (three or more) opening a fenced code block.
    case fence(Substring)
    /// `<!--` opening a comment that its line does not close.
    case comment

    /// What the line with this content opens, if anything.
    init?(opening content: Substring) {
        if let first = content.first, first == "`" || first == "~" {
            let run = content.prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            self = .fence(run)
        } else if content.hasPrefix("<!--") && !content.dropFirst(4).contains("-->") {
            self = .comment
        } else {
            return nil
        }
    }

    /// Whether the line with this content ends it.
    func isClosed(by content: Substring) -> Bool {
        switch self {
        case .fence(let marker): content.hasPrefix(marker) && content.allSatisfy { $0 == marker.first }
        case .comment: content.contains("-->")
        }
    }
}

/// Markdown lines waiting for the next directive or the end of their body.
private struct MarkdownLines {
    private var lines: [Substring] = []
    private var firstLine = 0

    mutating func append(_ line: Substring, number: Int) {
        if lines.isEmpty { firstLine = number }
        lines.append(line)
    }

    /// Adds the lines to `nodes` as one Markdown node, unless they are all blank.
    mutating func flush(into nodes: inout [DocCNode]) {
        if lines.contains(where: { !$0.trimmingSpaces.isEmpty }) {
            nodes.append(.markdown(lines.joined(separator: "\n"), line: firstLine))
        }
        lines = []
    }
}

/// The lines of a page body, numbered from `firstNumber`.
struct BodyLines {
    private let lines: [Substring]
    private let firstNumber: Int

    init(_ lines: [Substring], firstNumber: Int = 1) {
        self.lines = lines
        self.firstNumber = firstNumber
    }

    /// The line at `index`; nil past the last.
    subscript(index: Int) -> BodyLine? {
        index < lines.count ? BodyLine(lines[index], number: firstNumber + index) : nil
    }
}

/// A line of a page body, its indentation counted in columns as CommonMark counts them (a tab reaches the
/// next multiple of four).
struct BodyLine {
    /// The whole line.
    let text: Substring
    /// Its 1-based number in the body.
    let number: Int
    /// The line without its leading and trailing spaces and tabs.
    let content: Substring
    /// The columns before `content`.
    let indentation: Int

    init(_ text: Substring, number: Int) {
        self.text = text
        self.number = number
        var columns = 0
        var start = text.startIndex
        while start < text.endIndex, let step = Self.columns(of: text[start], at: columns) {
            columns += step
            start = text.index(after: start)
        }
        indentation = columns
        let rest = text[start...]
        content = rest[..<(rest.lastIndex { $0 != " " && $0 != "\t" }.map(rest.index(after:)) ?? rest.startIndex)]
    }

    var isBlank: Bool { content.isEmpty }

    /// The 1-based column of `index`, in Unicode scalars.
    func column(of index: Substring.Index) -> Int {
        text.unicodeScalars[text.startIndex..<index].count + 1
    }

    /// The line without up to `columns` of its indentation; a blank line empty.
    func droppingIndentation(_ columns: Int) -> Substring {
        guard !isBlank else { return "" }
        var dropped = 0
        var start = text.startIndex
        while dropped < columns, start < text.endIndex, let step = Self.columns(of: text[start], at: dropped) {
            dropped += step
            start = text.index(after: start)
        }
        return text[start...]
    }

    /// The columns a space or tab takes at column `column`; nil for any other character.
    private static func columns(of character: Character, at column: Int) -> Int? {
        switch character {
        case " ": 1
        case "\t": 4 - column % 4
        default: nil
        }
    }
}
