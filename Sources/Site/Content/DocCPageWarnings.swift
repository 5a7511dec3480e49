import Core
import DocC

/// What a DocC page's directives tell its author: a directive sitegen does not know is rendered as
/// its content alone, so a misspelled `@Colum` is reported rather than lost silently; directive syntax
/// the parser could not read as written (an extra `)`, an unclosed `{`) is reported where it is.
enum DocCPageWarnings {
    static func directives(in nodes: [DocCNode], body: SourceText, bodyLineOffset: Int) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for node in nodes {
            switch node {
            case .markdown:
                break
            case .directive(let directive):
                if !DocCRenderer.knownDirectives.contains(directive.name) {
                    let sourceLine = body.line(number: directive.line)
                    let column = sourceLine.prefix { $0 == " " || $0 == "\t" }.count + 1
                    warnings.append(Diagnostic(
                        .warning, "unknown DocC directive '@\(directive.name)'; its content is shown without it",
                        at: SourceLocation(path: body.path, line: bodyLineOffset + directive.line, column: column), sourceLine: sourceLine))
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
}
