import Core
import DocC

/// What a DocC page's directives tell its author: a directive sitegen does not know is rendered as
/// its content alone, so a misspelled `@Colum` is reported rather than lost silently; directive syntax
/// the parser could not read as written (an extra `)`, an unclosed `{`) is reported where it is; a
/// directive that names what the catalog does not have (`DocCProblem`) is left out and reported.
enum DocCPageWarnings {
    static func directives(in nodes: [DocCNode], body: SourceText, bodyLineOffset: Int) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for node in nodes {
            switch node {
            case .markdown:
                break
            case .directive(let directive):
                if !DocCRenderer.knownDirectives.contains(directive.name) {
                    warnings.append(warning("unknown DocC directive '@\(directive.name)'; its content is shown without it",
                                            atDirectiveOn: directive.line, body: body, bodyLineOffset: bodyLineOffset))
                }
                warnings += directives(in: directive.children, body: body, bodyLineOffset: bodyLineOffset)
            case .problem(let problem):
                warnings.append(Diagnostic(
                    .warning, problem.message,
                    at: SourceLocation(path: body.path, line: bodyLineOffset + problem.line, column: problem.column),
                    sourceLine: body.line(number: problem.line)))
            }
        }
        return warnings
    }

    /// What a page's directives name that is not there, each where its directive is written.
    static func problems(_ problems: [DocCProblem], in parsed: ParsedPage) -> [Diagnostic] {
        let body = SourceText(path: parsed.sourcePath, bytes: parsed.body.bytes)
        return problems.map { warning($0.message, atDirectiveOn: $0.line, body: body, bodyLineOffset: parsed.bodyLineOffset) }
    }

    /// A warning at the directive that starts body line `line`, its column past the line's indentation.
    private static func warning(_ message: String, atDirectiveOn line: Int, body: SourceText, bodyLineOffset: Int) -> Diagnostic {
        let sourceLine = body.line(number: line)
        let column = sourceLine.prefix { $0 == " " || $0 == "\t" }.count + 1
        return Diagnostic(.warning, message, at: SourceLocation(path: body.path, line: bodyLineOffset + line, column: column), sourceLine: sourceLine)
    }
}
