import Foundation
import FrontMatter

/// The shortcodes Hugo's own documentation writes its pages with, as Markdown: what they show, without their
/// theme (Hugo's docs are the largest Hugo site there is to import, and much of their text is in these).
extension HugoShortcodes {
    /// The Markdown of `include`, `glossary-term` (the glossary's page), `code-toggle`, `eturl`, `new-in`,
    /// `deprecated-in`, `hl`, the tables of the docs' data (`datatable`, `chroma-lexers`) and those that show other pages (`hugoDocsPagesMarkdown`); nil for another shortcode, or
    /// one that has no Markdown (an include of no page, a section of the docs' data that is not there).
    mutating func hugoDocsMarkdown(for tag: ShortcodeTag, body: Substring?, contentPath: String) -> TemplateText? {
        var output = TemplateText()
        switch tag.name {
        case "include", "glossary-term":
            // Hugo renders the included page's shortcodes as its own: so are they converted here.
            guard let name = tag.positional.first, includeDepth < 8 else { return nil }
            let reference = tag.name == "include" ? name : "/quick-reference/glossary/" + HugoImporter.urlize(name)
            guard let text = include(reference, contentPath) else { return nil }
            includeDepth += 1
            defer { includeDepth -= 1 }
            counts["\(tag.name) → the page's text", default: 0] += 1
            return convert(Substring(text).trimmingBlankLines(), contentPath: contentPath)
        case "code-toggle":
            if let body, !body.allSatisfy(\.isWhitespace) {
                counts["code-toggle → fenced code", default: 0] += 1
                output.append(text: MarkdownOutput.fencedCode(body, language: Self.configLanguage(of: body), indent: tag.indent))
            } else {
                guard let toml = docsDataTOML(for: tag) else { return nil }
                counts["code-toggle of the docs' data → fenced TOML", default: 0] += 1
                output.append(text: MarkdownOutput.fencedCode(Substring(toml), language: "toml", indent: tag.indent))
            }
        case "eturl":
            // The source of one of Hugo's embedded templates, from data/embedded_template_urls.toml.
            guard let urls = data["embedded_template_urls"], let base = urls.member("base_url")?.scalarText,
                  let name = tag.argument("filename", position: 0), let path = urls.member(name)?.scalarText else { return nil }
            counts["eturl → the template's URL", default: 0] += 1
            output.append(text: base + "/" + path)
        case "new-in", "deprecated-in":
            guard let version = tag.positional.first.map({ "v" + $0.drop { $0 == "v" || $0 == "V" } }) else { return nil }
            counts["\(tag.name) → note", default: 0] += 1
            let title = (tag.name == "new-in" ? "New in " : "Deprecated in ") + version
            guard let body, !body.allSatisfy(\.isWhitespace) else {
                output.append(text: "*\(title)*")
                return output
            }
            output.append(text: MarkdownOutput.callout(style: tag.name == "new-in" ? "note" : "warning", title: title) + "\n")
            output.append(convert(body.trimmingBlankLines(), contentPath: contentPath).quoted())
        case "datatable", "chroma-lexers":
            guard let table = tag.name == "datatable" ? docsDataTable(tag.positional) : chromaLexersTable() else { return nil }
            counts["\(tag.name) → table of the docs' data", default: 0] += 1
            output.append(text: table)
        case "hl":
            guard let body else { return nil }
            counts["hl → inline code", default: 0] += 1
            output.append(text: MarkdownOutput.codeSpan(body.trimmingCharacters(in: .whitespacesAndNewlines)))
        default:
            return hugoDocsPagesMarkdown(for: tag, contentPath: contentPath)
        }
        return output
    }

    /// What `{{< code-toggle config=privacy.x />}}` shows: that section of the docs' data (`data/docs.yaml`'s `config`,
    /// or its `dataKey`) as TOML, under its keys unless `skipHeader`.
    private func docsDataTOML(for tag: ShortcodeTag) -> String? {
        guard let data = data["docs"] else { return nil }
        let (root, key) = if let config = tag.named["config"] { (data.member("config"), config) } else { (Optional(data), tag.named["dataKey"] ?? "") }
        let keys = key.split(separator: ".").map(String.init)
        guard !keys.isEmpty, var value = root else { return nil }
        for key in keys {
            guard let inner = value.member(key) else { return nil }
            value = inner
        }
        return TOMLOutput.document(value, at: tag.named["skipHeader"] == "true" ? [] : keys)
    }

    /// `datatable "config" "mediaTypes" "_key" "suffixes"`: a row for each entry of that map of the docs' data, by key,
    /// and a column for each field named (`_key` the entry's key, headed `type`), values as Go prints them.
    private func docsDataTable(_ arguments: [String]) -> String? {
        guard arguments.count > 2, case .map(let entries)? = data["docs"]?.member(arguments[0])?.member(arguments[1]) else { return nil }
        let fields = arguments.dropFirst(2)
        let rows = entries.sorted { $0.key < $1.key }.map { entry in
            fields.map { $0 == "_key" ? entry.key : entry.value.member($0).map(Self.goText) ?? "" }
        }
        return MarkdownOutput.table(header: fields.map { $0 == "_key" ? "type" : $0 }, rows: rows)
    }

    /// The languages Hugo highlights, from the docs' data: each one's name and the identifiers a code block names it by.
    private func chromaLexersTable() -> String? {
        guard case .list(let lexers)? = data["docs"]?.member("chroma")?.member("lexers") else { return nil }
        let rows = lexers.map { lexer -> [String] in
            let aliases = if case .list(let items)? = lexer.member("Aliases") { items.compactMap(\.scalarText) } else { [String]() }
            return [lexer.member("Name")?.scalarText ?? "", aliases.map(MarkdownOutput.codeSpan).joined(separator: ", ")]
        }
        return MarkdownOutput.table(header: ["Language", "Identifiers"], rows: rows)
    }

    /// A value as Go's templates print it: a list `[a b]`, a map `map[k:v]`.
    private static func goText(_ value: FrontMatterValue) -> String {
        switch value {
        case .list(let items): "[" + items.map(goText).joined(separator: " ") + "]"
        case .map(let entries): "map[" + entries.sorted { $0.key < $1.key }.map { "\($0.key):\(goText($0.value))" }.joined(separator: " ") + "]"
        case .null: "<nil>"
        default: value.scalarText ?? ""
        }
    }

    /// The language of configuration as `code-toggle` reads it: JSON, TOML (`key = value`) or YAML.
    private static func configLanguage(of text: Substring) -> String {
        let lines = text.split(separator: "\n").map { $0.trimming(" \t\r") }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        if lines.first?.first == "{" { return "json" }
        return lines.contains { $0.hasPrefix("[") || $0.contains(" = ") || $0.contains("=") && !$0.contains(":") } ? "toml" : "yaml"
    }
}
