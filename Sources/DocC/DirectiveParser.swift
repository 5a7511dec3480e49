/// Splits a DocC article into Markdown and directives, line by line. A directive starts a line
/// (`@Name`, then `(`, `{` or the line's end); its braces close at a `}` alone on a line. Lines in
/// fenced code are never directives. Content inside braces loses its common indentation, so
/// indented directive bodies stay paragraphs rather than becoming code blocks.
public enum DirectiveParser {
    /// The nodes of `text`, a page body.
    public static func parse(_ text: String) -> [DocCNode] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var position = 0
        return nodes(lines, from: &position, firstLine: 1)
    }

    private static func nodes(_ lines: [Substring], from position: inout Int, firstLine: Int) -> [DocCNode] {
        var result: [DocCNode] = []
        var pending: [Substring] = []
        var pendingLine = firstLine + position
        var fence: Substring?
        func flush() {
            if pending.contains(where: { !$0.trimmingSpaces.isEmpty }) {
                result.append(.markdown(pending.joined(separator: "\n"), line: pendingLine))
            }
            pending = []
        }
        while position < lines.count {
            let line = lines[position]
            let trimmed = Substring(line.trimmingSpaces)
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                pending.append(line)
                position += 1
                continue
            }
            if let marker = fenceMarker(trimmed) {
                if pending.isEmpty { pendingLine = firstLine + position }
                fence = marker
                pending.append(line)
                position += 1
                continue
            }
            if let header = DirectiveHeader(trimmed) {
                flush()
                let line = firstLine + position
                position += 1
                var directive = Directive(name: header.name, arguments: header.arguments, children: [], line: line)
                if let inline = header.inlineContent {
                    directive.children = inline.trimmingSpaces.isEmpty ? [] : [.markdown(inline.trimmingSpaces, line: line)]
                } else if header.opensBlock {
                    directive.children = block(lines, from: &position, firstLine: firstLine)
                }
                result.append(.directive(directive))
                pendingLine = firstLine + position
                continue
            }
            if pending.isEmpty { pendingLine = firstLine + position }
            pending.append(line)
            position += 1
        }
        flush()
        return result
    }

    /// The lines up to the matching `}`, without their common indentation.
    private static func block(_ lines: [Substring], from position: inout Int, firstLine: Int) -> [DocCNode] {
        let start = position
        var depth = 1
        var end = position
        var fence: Substring?
        while end < lines.count {
            let trimmed = Substring(lines[end].trimmingSpaces)
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
            } else if let marker = fenceMarker(trimmed) {
                fence = marker
            } else if trimmed == "}" {
                depth -= 1
                if depth == 0 { break }
            } else if let header = DirectiveHeader(trimmed), header.opensBlock, header.inlineContent == nil {
                depth += 1
            }
            end += 1
        }
        let indent = lines[start..<end].filter { !$0.trimmingSpaces.isEmpty }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        let body = lines[start..<end].map { $0.trimmingSpaces.isEmpty ? Substring("") : $0.dropFirst(indent) }
        var inner = 0
        let children = nodes(Array(body), from: &inner, firstLine: firstLine + start)
        position = min(end + 1, lines.count)
        return children
    }

    /// ```` ``` ```` or `~~~` (three or more) opening a fenced code block.
    private static func fenceMarker(_ trimmed: Substring) -> Substring? {
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let run = trimmed.prefix { $0 == first }
        return run.count >= 3 ? run : nil
    }
}

/// The first line of a directive: `@Name(arguments) {`, `@Name(arguments)` or `@Name { content }`.
struct DirectiveHeader {
    var name: String
    var arguments: [Directive.Argument]
    var opensBlock: Bool
    /// The content of a one-line `@Name { content }`.
    var inlineContent: Substring?

    init?(_ line: Substring) {
        guard line.first == "@", let initial = line.dropFirst().first, initial.isLetter, initial.isUppercase else { return nil }
        let nameEnd = line.dropFirst().firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? line.endIndex
        name = String(line[line.index(after: line.startIndex)..<nameEnd])
        var rest = line[nameEnd...]
        arguments = []
        if rest.first == "(" {
            guard let close = Self.closingParenthesis(in: rest) else { return nil }
            arguments = DirectiveArguments.parse(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        }
        let after = Substring(rest.trimmingSpaces)
        if after.isEmpty {
            opensBlock = false
        } else if after.first == "{" {
            opensBlock = true
            let inside = after.dropFirst()
            if inside.hasSuffix("}") { inlineContent = inside.dropLast() }
        } else {
            return nil
        }
    }

    /// The `)` that closes the `(` starting `text`, skipping quoted strings.
    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        var inQuotes = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if inQuotes {
                if character == "\"" && previous != "\\" { inQuotes = false }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            previous = character
        }
        return nil
    }
}
