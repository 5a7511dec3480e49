import Core
import DocC

/// What a DocC page's directives tell its author: a directive sitegen does not know is rendered as
/// its content alone, so a misspelled `@Colum` is reported rather than lost silently.
enum DocCPageWarnings {
    static func unknownDirectives(in nodes: [DocCNode], body: SourceText, bodyLineOffset: Int) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for case .directive(let directive) in nodes {
            if !DocCRenderer.knownDirectives.contains(directive.name) {
                let sourceLine = body.line(number: directive.line)
                let column = sourceLine.prefix { $0 == " " || $0 == "\t" }.count + 1
                warnings.append(Diagnostic(
                    .warning, "unknown DocC directive '@\(directive.name)'; its content is shown without it",
                    at: SourceLocation(path: body.path, line: bodyLineOffset + directive.line, column: column), sourceLine: sourceLine))
            }
            warnings += unknownDirectives(in: directive.children, body: body, bodyLineOffset: bodyLineOffset)
        }
        return warnings
    }
}
