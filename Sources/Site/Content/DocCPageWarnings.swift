import Core
import DocC

/// What a DocC page's directives tell its author: a directive sitegen does not know is rendered as
/// its content alone, so a misspelled `@Colum` is reported rather than lost silently; a directive that
/// names what the catalog does not have (`DocCProblem`) is left out and reported.
enum DocCPageWarnings {
    static func unknownDirectives(in nodes: [DocCNode], body: SourceText, bodyLineOffset: Int) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for case .directive(let directive) in nodes {
            if !DocCRenderer.knownDirectives.contains(directive.name) {
                warnings.append(warning("unknown DocC directive '@\(directive.name)'; its content is shown without it",
                                        line: directive.line, body: body, bodyLineOffset: bodyLineOffset))
            }
            warnings += unknownDirectives(in: directive.children, body: body, bodyLineOffset: bodyLineOffset)
        }
        return warnings
    }

    /// What a page's directives name that is not there, each where its directive is written.
    static func problems(_ problems: [DocCProblem], in parsed: ParsedPage) -> [Diagnostic] {
        let body = SourceText(path: parsed.sourcePath, bytes: parsed.body.bytes)
        return problems.map { warning($0.message, line: $0.line, body: body, bodyLineOffset: parsed.bodyLineOffset) }
    }

    /// A warning at the directive that starts body line `line`, its column past the line's indentation.
    private static func warning(_ message: String, line: Int, body: SourceText, bodyLineOffset: Int) -> Diagnostic {
        let sourceLine = body.line(number: line)
        let column = sourceLine.prefix { $0 == " " || $0 == "\t" }.count + 1
        return Diagnostic(.warning, message, at: SourceLocation(path: body.path, line: bodyLineOffset + line, column: column), sourceLine: sourceLine)
    }
}
