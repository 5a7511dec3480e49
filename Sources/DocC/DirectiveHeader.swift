/// The opening of a directive: `@Name`, its arguments between parentheses (over as many lines as they take),
/// and a `{` when content follows. It reads what DocC reads; where DocC would silently ignore text (an extra
/// `)`, words after the name, text after `{`) or read on (an unclosed `(`), the problem is kept to be reported.
struct DirectiveHeader {
    /// `Image`, `Step`…
    var name: String
    var arguments: [Directive.Argument] = []
    var body = Body.none
    /// What DocC would read otherwise than written.
    var problems: [DirectiveProblem] = []
    /// How many lines the opening takes.
    var lineCount = 1

    /// What follows the opening.
    enum Body {
        /// Nothing: `@Name(…)`.
        case none
        /// `@Name(…) { content }` on one line: the content, and the line and column it starts at.
        case inline(Substring, line: Int, column: Int)
        /// Lines up to a `}`, after the `{` at this line and column.
        case lines(brace: (line: Int, column: Int))
    }

    /// The opening starting at `lines[start]`; nil when that line starts no directive.
    init?(_ lines: BodyLines, at start: Int) {
        guard let first = lines[start], Self.startsDirective(first.content) else { return nil }
        let text = first.content.dropFirst()
        let nameEnd = text.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
        name = String(text[..<nameEnd])
        var line = first
        var rest = text[nameEnd...].drop { $0 == " " || $0 == "\t" }
        var written = "'@\(name)'"
        var expected = "'(', '{' or the end of the line after a directive's name"
        if rest.first == "(" {
            (line, rest) = readArguments(opening: rest, on: first, of: lines, at: start)
            written = "'@\(name)(…)'"
            expected = "'{' or the end of the line after a directive's arguments"
        }
        if rest.allSatisfy({ $0 == " " || $0 == "\t" }), let next = lines[start + lineCount],
           next.content.first == "{", next.indentation - first.indentation < 4 {
            // DocC reads a `{` at the start of the next line as the directive's.
            lineCount += 1
            line = next
            rest = next.content
        }
        readBody(rest, on: line, written: written, expecting: expected)
    }

    /// Whether a line's content starts a directive: `@` and a capital letter (`@available(…)` is text).
    static func startsDirective(_ content: Substring) -> Bool {
        guard content.first == "@", let initial = content.dropFirst().first else { return false }
        return initial.isLetter && initial.isUppercase
    }

    /// Reads the arguments from the `(` that starts `opening` to their `)`, on the following lines if need
    /// be, and returns the line of the `)` with the text after it. Without a `)`, DocC reads on up to a blank
    /// line, a directive or a `}`; so does this, but stops after a line that ends with `{`, whose content
    /// then follows.
    private mutating func readArguments(
        opening: Substring, on first: BodyLine, of lines: BodyLines, at start: Int
    ) -> (line: BodyLine, rest: Substring) {
        var scanner = ArgumentScanner()
        var line = first
        var text = opening.dropFirst()
        var segments: [DirectiveArguments.Segment] = []
        while true {
            if let close = scanner.closingParenthesis(in: text) {
                segments.append(.init(line: line, text: text[..<close]))
                store(segments)
                return (line, text[text.index(after: close)...])
            }
            if !scanner.isInQuotes, text.last == "{" {
                let brace = text.index(before: text.endIndex)
                segments.append(.init(line: line, text: text[..<brace]))
                text = text[brace...]
                break
            }
            segments.append(.init(line: line, text: text))
            guard let candidate = lines[start + lineCount], Self.continuesArguments(candidate) else {
                text = ""
                break
            }
            lineCount += 1
            line = candidate
            text = candidate.content
        }
        store(segments)
        let what = scanner.isInQuotes ? "a quoted argument of '@\(name)' is not closed" : "'(' of '@\(name)' is not closed"
        problems.append(DirectiveProblem(
            line: first.number, column: first.column(of: opening.startIndex),
            message: "\(what); DocC expects ')' after a directive's arguments (without it, DocC reads the lines "
                + "that follow as arguments, up to a blank line)"))
        return (line, text)
    }

    /// Keeps the arguments that `segments` hold, and their problems.
    private mutating func store(_ segments: [DirectiveArguments.Segment]) {
        let (arguments, problems) = DirectiveArguments.parse(segments, of: name)
        self.arguments = arguments
        self.problems += problems
    }

    /// Whether a line after an unclosed `(` holds more arguments, as DocC reads them.
    private static func continuesArguments(_ line: BodyLine) -> Bool {
        !line.isBlank && line.content.first != "}" && !startsDirective(line.content)
    }

    /// Reads what follows the name or the arguments: nothing, `{`, or `{ content }`. Text before the `{` is
    /// reported and left out, as is text after a `{` that does not end with `}`; a `{` after such text still
    /// opens the content, so that its `}` does not close the directive around it.
    private mutating func readBody(_ rest: Substring, on line: BodyLine, written opening: String, expecting expected: String) {
        let rest = rest.drop { $0 == " " || $0 == "\t" }
        let brace = rest.firstIndex(of: "{") ?? rest.endIndex
        let ignored = rest[..<brace].trimmingSpaces
        if !ignored.isEmpty {
            problems.append(DirectiveProblem(
                line: line.number, column: line.column(of: rest.startIndex),
                message: "'\(ignored)' after \(opening) is ignored; DocC expects \(expected)"))
        }
        guard brace < rest.endIndex else { return }
        let inside = rest[rest.index(after: brace)...].drop { $0 == " " || $0 == "\t" }
        if inside.last == "}" {
            let content = inside.dropLast().withoutTrailingSpaces
            body = .inline(content, line: line.number, column: line.column(of: content.startIndex))
            return
        }
        body = .lines(brace: (line.number, line.column(of: brace)))
        if !inside.isEmpty {
            problems.append(DirectiveProblem(
                line: line.number, column: line.column(of: inside.startIndex),
                message: "'\(inside)' after the '{' of '@\(name)' is ignored; DocC expects a directive's content "
                    + "on the lines after its '{', or before a '}' that ends the line"))
        }
    }
}

/// Finds the `)` that closes a directive's `(`, line after line: parentheses nest, quoted strings and
/// characters after a backslash are skipped.
struct ArgumentScanner {
    private var depth = 1
    private(set) var isInQuotes = false
    private var isEscaped = false

    /// The index of the closing `)` in `text`, the text after the `(` or a following line; nil when the
    /// parentheses are still open at its end.
    mutating func closingParenthesis(in text: Substring) -> Substring.Index? {
        for index in text.indices {
            let character = text[index]
            if isEscaped {
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else if isInQuotes {
                isInQuotes = character != "\""
            } else if character == "\"" {
                isInQuotes = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        isEscaped = false
        return nil
    }
}
