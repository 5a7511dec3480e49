import Foundation

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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !fences.isCode(line), line.contains("<!-- md:") else { return String(line) }
            let replaced = String(line.replacing(/<!-- md:(\w+)(.*?) -->/.ignoresCase()) { match in
                guard let markdown = markdown(type: String(match.output.1).lowercased(), String(match.output.2).trimming(" \t")) else {
                    return String(match.output.0)
                }
                counts[String(match.output.1).lowercased(), default: 0] += 1
                return markdown
            })
            return naming(replaced, like: line)
        }
        return (lines.joined(separator: "\n"), counts)
    }

    /// A heading's converted line, given the id Python-Markdown's toc gives the heading where the line names none: from
    /// the heading's text without the comments, whose icons have no text there (`### <!-- md:version --> – Version` is
    /// `version`, which the version badges link to; by sitegen's rule the symbol and the dash would be in it).
    private static func naming(_ converted: String, like line: Substring) -> String {
        let marks = line.prefix { $0 == "#" }
        guard (1...6).contains(marks.count), line.dropFirst(marks.count).first == " " else { return converted }
        var text = Substring(String(line.dropFirst(marks.count)).replacing(/<!-- md:.*? -->/, with: ""))
        let trimmed = text.trimming(" \t")
        if trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") {
            let list = trimmed[open...]
            guard !list.contains(/(^|[{\s])#\S|(^|[{\s])id=/) else { return converted }
            text = trimmed[..<open]
        }
        let slug = pythonMarkdownSlug(String(text))
        guard !slug.isEmpty else { return converted }
        let line = converted.trimming(" \t")
        guard line.hasSuffix("}"), let open = line.lastIndex(of: "{") else { return line + " { #\(slug) }" }
        return line[...open] + " #\(slug)" + line[line.index(after: open)...]
    }

    /// Python-Markdown's default `slugify`: letters folded to ASCII, what is not a word character, blank or `-` left
    /// out, lowercased, runs of blanks and `-` one `-`.
    static func pythonMarkdownSlug(_ text: String) -> String {
        let ascii = text.decomposedStringWithCompatibilityMapping.unicodeScalars.filter { $0.isASCII }
        let kept = String(String.UnicodeScalarView(ascii.filter { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == " " || scalar == "\t"
        })).trimmingCharacters(in: .whitespaces).lowercased()
        return kept.replacing(/[-\s]+/, with: "-")
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
