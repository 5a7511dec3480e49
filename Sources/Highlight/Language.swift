/// The supported languages, by canonical name, and the aliases code fences use for them.
enum Language: String, CaseIterable, Sendable {
    case swift, shell, console, json, yaml, html, xml, css, javascript, typescript, python
    case c, cpp, objectivec, diff, markdown

    /// The language a fence or caller names, ignoring case and surrounding spaces.
    init?(named name: String) {
        let key = name.trimmingASCIISpaces().lowercased()
        if let language = Language(rawValue: key) ?? Self.aliases[key] {
            self = language
        } else {
            return nil
        }
    }

    /// Other names for each language, as used in code fences.
    static let aliases: [String: Language] = [
        "sh": .shell, "bash": .shell, "zsh": .shell, "ksh": .shell, "shellscript": .shell,
        "shell-session": .console, "shellsession": .console, "sh-session": .console, "bash-session": .console,
        "terminal": .console,
        "jsonc": .json, "json5": .json, "jsonl": .json,
        "yml": .yaml,
        "htm": .html, "xhtml": .html,
        "svg": .xml, "plist": .xml, "xsl": .xml, "xslt": .xml, "xsd": .xml, "rss": .xml, "atom": .xml,
        "js": .javascript, "mjs": .javascript, "cjs": .javascript, "jsx": .javascript,
        "ts": .typescript, "mts": .typescript, "cts": .typescript, "tsx": .typescript,
        "py": .python, "python3": .python, "py3": .python, "pyi": .python,
        "h": .c,
        "c++": .cpp, "cc": .cpp, "cxx": .cpp, "hpp": .cpp, "hh": .cpp, "hxx": .cpp, "h++": .cpp,
        "objc": .objectivec, "objective-c": .objectivec, "obj-c": .objectivec,
        "objc++": .objectivec, "objective-c++": .objectivec, "mm": .objectivec,
        "patch": .diff, "udiff": .diff,
        "md": .markdown, "mkd": .markdown, "mdown": .markdown,
    ]

    /// Highlights from the lexer's position to its limit.
    func highlight(_ lexer: inout Lexer) {
        switch self {
        case .swift: SwiftGrammar.highlight(&lexer)
        case .shell: ShellGrammar.highlight(&lexer)
        case .console: ConsoleGrammar.highlight(&lexer)
        case .json: JSONGrammar.highlight(&lexer)
        case .yaml: YAMLGrammar.highlight(&lexer)
        case .html, .xml: MarkupGrammar.highlight(&lexer)
        case .css: CSSGrammar.highlight(&lexer)
        case .javascript: JavaScriptGrammar.highlight(&lexer, dialect: .javascript)
        case .typescript: JavaScriptGrammar.highlight(&lexer, dialect: .typescript)
        case .python: PythonGrammar.highlight(&lexer)
        case .c: CGrammar.highlight(&lexer, dialect: .c)
        case .cpp: CGrammar.highlight(&lexer, dialect: .cpp)
        case .objectivec: CGrammar.highlight(&lexer, dialect: .objectiveC)
        case .diff: DiffGrammar.highlight(&lexer)
        case .markdown: MarkdownGrammar.highlight(&lexer)
        }
    }
}

private extension String {
    func trimmingASCIISpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
