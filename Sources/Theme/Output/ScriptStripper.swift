/// Makes our own readable JavaScript small enough to inline in every page by
/// dropping what only a reader needs: comments that start a line (`//`, and
/// `/* … */` over any number of lines), indentation, trailing spaces and blank
/// lines. Every other line is kept whole, line breaks included, so automatic
/// semicolon insertion sees the same program.
///
/// It is not a JavaScript lexer, which is why it only looks at line starts: a
/// line cannot start inside a string or a regular expression literal (neither
/// spans lines), and no regular expression can begin with `/` or `*`, so a
/// line that starts with `//` or `/*` always starts a comment. The limits that
/// follow, which our scripts must respect: a comment after code on the same
/// line is kept as it is (a `/*` there must close on that line); a template
/// literal or a string continued with `\` across lines would lose the spaces
/// at its line edges.
enum ScriptStripper {
    static func strip(_ source: String) -> String {
        var kept: [Substring] = []
        var inBlockComment = false
        for line in source.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var rest = trimmed(line)
            while inBlockComment || rest.hasPrefix("/*") {
                if !inBlockComment { rest = rest.dropFirst(2) }
                guard let close = rest.range(of: "*/") else {
                    inBlockComment = true
                    rest = ""
                    break
                }
                inBlockComment = false
                rest = trimmed(rest[close.upperBound...])
            }
            if !rest.isEmpty && !rest.hasPrefix("//") { kept.append(rest) }
        }
        return kept.joined(separator: "\n")
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text.drop { $0 == " " || $0 == "\t" }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
