/// The `<!-- md:TYPE ARGS -->` comments of MkDocs Material's own documentation, which a hook of its mkdocs.yml
/// (`hooks:`, Python that MkDocs runs on each page's Markdown) replaces with badges and linkable settings: a version,
/// a default value, a flag, a setting's heading text and id. Written as that hook writes them, with a symbol for each
/// badge's icon, linked to the page of conventions that explains it. Without the hook each comment showed nothing:
/// 182 of that site's headings were empty.
enum MkDocsBadgeComments {
    /// Whether a hook's Python replaces such comments in each page's Markdown.
    static func rewrites(hook: String) -> Bool {
        hook.contains("on_page_markdown") && hook.contains("<!-- md:")
    }

    /// `text` with each comment outside fenced code replaced, and how many of each type were.
    static func replacing(in text: String) -> (text: String, counts: [String: Int]) {
        guard text.contains("<!-- md:") else { return (text, [:]) }
        var counts: [String: Int] = [:]
        var fences = CodeFences()
        // By scalars: a CR LF is one Character, which a split at "\n" would not see.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars -> String in
            let line = Substring(scalars)
            guard !fences.isCode(line), line.contains("<!-- md:") else { return String(line) }
            return String(line.replacing(/<!-- md:(\w+)(.*?) -->/.ignoresCase()) { match in
                guard let markdown = markdown(type: String(match.output.1).lowercased(), String(match.output.2).trimming(" \t")) else {
                    return String(match.output.0)
                }
                counts[String(match.output.1).lowercased(), default: 0] += 1
                return markdown
            })
        }
        return (lines.joined(separator: "\n"), counts)
    }

    /// What the hook writes for a comment of a type; nil for a type it does not know (it stops the build there).
    private static func markdown(type: String, _ arguments: String) -> String? {
        switch type {
        case "version":
            guard arguments.hasPrefix("insiders-") else {
                let changelog = arguments.isEmpty ? "" : "[\(arguments)](/changelog/index.md#\(arguments))"
                return badge("🏷", "version", "Minimum version", changelog)
            }
            let version = arguments.dropFirst("insiders-".count)
            return badge("🏷", "version-insiders", "Minimum version", "[\(arguments)](/insiders/changelog/index.md#\(version))")
        case "default":
            switch arguments {
            case "none": return badge("💧", "default", "Default value is empty")
            case "computed": return badge("💧", "default", "Default value is computed")
            default: return badge("💧", "default", "Default value", arguments)
            }
        case "flag": return flag(arguments.prefix { $0 != " " })
        case "feature": return badge("🔘", "feature", "Optional feature", arguments)
        case "plugin": return badge("💾", "plugin", "Plugin", arguments)
        case "extension": return badge("📝", "extension", "Markdown extension", arguments)
        case "utility": return badge("📦", "utility", "Third-party utility", arguments)
        case "sponsors": return "[♥](/insiders/index.md \"Sponsors only\")"
        case "option":
            // `type:note` → `note`, linked to and given the id `+type:note`.
            let name = arguments.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? arguments
            return "[`\(name)`](#+\(arguments)){ #+\(arguments) }\n\n"
        case "setting":
            // `config.blog_dir` → `blog_dir`, with the id `config.blog_dir`, which `[config.blog_dir]` links to.
            let name = arguments.split(whereSeparator: { $0 == "." || $0 == "*" }).last.map(String.init) ?? arguments
            return "`\(name)` { #\(arguments) }\n\n[\(arguments)]: #\(arguments)\n\n"
        case "example":
            let examples = "https://mkdocs-material.github.io/examples/" + arguments
            return "[📂](\(examples).zip \"Download example files\") [`.zip`](\(examples).zip)\n[👁](\(examples)/ \"View example\")"
        case "demo":
            return "[\(arguments)](https://github.com/mkdocs-material/\(arguments) \"Demo repository\")"
        default:
            return nil
        }
    }

    private static func flag(_ kind: Substring) -> String? {
        switch kind {
        case "experimental": badge("🧪", "experimental", "Experimental")
        case "required": badge("⚠", "required", "Required value")
        case "customization": badge("🖌", "customization", "Customization")
        case "metadata": badge("📋", "metadata", "Metadata property")
        case "multiple": badge("📥", "multiple-instances", "Multiple instances")
        default: nil
        }
    }

    /// A badge: its symbol linked to the convention it stands for, with that convention's name as the link's title.
    private static func badge(_ symbol: String, _ convention: String, _ title: String, _ text: String = "") -> String {
        "[\(symbol)](/conventions.md#\(convention) \"\(title)\")" + (text.isEmpty ? "" : " " + text)
    }
}
