import Foundation
import FrontMatter

/// Shortcodes of Hugo's documentation whose output is fixed by what the site holds: the Go version of its go.mod,
/// text or links written in the shortcode's own template, the configuration keys and Chroma styles of its data.
extension HugoShortcodes {
    mutating func hugoDocsTemplateMarkdown(for tag: ShortcodeTag, contentPath: String) -> TemplateText? {
        let markdown: (kind: String, text: String)? = switch tag.name {
        case "current-go-version": goVersion.map { ("the Go version of the site's go.mod", $0) }
        case "per-lang-config-keys": configKeyLinks(of: tag.name, contentPath: contentPath).map { ("a list of its links", $0) }
        case "root-configuration-keys": rootConfigurationKeys(of: tag.name, contentPath: contentPath).map { ("its links", $0) }
        case "syntax-highlighting-styles-light-with-counterpart": chromaCounterpartTable().map { ("table of the docs' data", $0) }
        case "syntax-highlighting-styles": chromaStyleList().map { ("each style's name and mode, without Chroma's colours", $0) }
        default: alertCallout(tag).map { ("note", $0) }
        }
        guard let markdown else { return nil }
        counts["\(tag.name) → \(markdown.kind)", default: 0] += 1
        var output = TemplateText()
        output.append(text: markdown.text)
        return output
    }

    /// A shortcode whose template shows fixed text in the docs' alert partial (`newtemplatesystem`): that text as a
    /// note, or a warning when the alert has the warning icon.
    private func alertCallout(_ tag: ShortcodeTag) -> String? {
        guard let template = templateTexts[tag.name], template.contains("partial \"layouts/blocks/alert.html\""),
              let text = Self.rawStrings(in: template).first else { return nil }
        let style = template.contains("exclamation-triangle") ? "warning" : "note"
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimming(" \t") }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        var quoted = TemplateText()
        quoted.append(text: body)
        return MarkdownOutput.callout(style: style, title: nil) + "\n" + quoted.quoted().text
    }

    /// `per-lang-config-keys`: the `(dict "key" "/url/")` pairs of its template, as a list of links to those pages.
    private func configKeyLinks(of shortcode: String, contentPath: String) -> String? {
        guard let template = templateTexts[shortcode] else { return nil }
        let pattern = /\(dict\s+"([^"]+)"\s+"([^"]+)"\s*\)/
        let items = template.matches(of: pattern).map { match in
            "- " + docsLink(String(match.output.1).trimmingCharacters(in: .whitespaces), to: String(match.output.2), contentPath: contentPath)
        }
        return items.isEmpty ? nil : items.joined(separator: "\n")
    }

    /// `root-configuration-keys`: the keys of the docs' configuration data whose values are tables, each linked to the
    /// configuration page named for it (`mediaTypes` → /configuration/media-types/), with the deletions and renames its
    /// template makes (`$s.Delete "author"`, `$s.Set "related" "related-content"`), comma-separated.
    private func rootConfigurationKeys(of shortcode: String, contentPath: String) -> String? {
        guard case .map(let entries)? = data["docs"]?.member("config"), let template = templateTexts[shortcode] else { return nil }
        var pages: [String: String] = [:]
        for entry in entries {
            switch entry.value {
            case .map, .list: pages[entry.key] = Self.kebabCase(entry.key)
            default: break
            }
        }
        for match in template.matches(of: /\$s\.Delete\s+"([^"]+)"/) { pages[String(match.output.1)] = nil }
        for match in template.matches(of: /\$s\.Set\s+"([^"]+)"\s+"([^"]+)"/) { pages[String(match.output.1)] = String(match.output.2) }
        let links = pages.sorted { Array($0.key.utf8).lexicographicallyPrecedes($1.key.utf8) }.compactMap { key, page in
            pageIndex?.page("/configuration/" + page, language: language, from: contentPath).map { "[`\(key)`](\(MarkdownOutput.destination($0.link)))" }
        }
        guard let last = links.last else { return nil }
        return links.count < 3 ? links.joined(separator: " and ") : links.dropLast().joined(separator: ", ") + ", and " + last
    }

    /// The light Chroma styles of the docs' data that have a dark counterpart, each linked to its entry of the gallery.
    private func chromaCounterpartTable() -> String? {
        guard let styles = chromaStyles() else { return nil }
        let rows = styles.filter { $0.mode == "light" && !$0.counterpart.isEmpty }.map { ["[\($0.name)](#\($0.name))", "[\($0.counterpart)](#\($0.counterpart))"] }
        return MarkdownOutput.table(header: ["Light mode style", "Dark mode counterpart"], rows: rows)
    }

    /// The gallery's headings, one per Chroma style, with its mode and counterpart: what the counterpart table links to.
    /// Its examples are left out, as they show Chroma's colours for each style, which sitegen's highlighter does not have.
    private func chromaStyleList() -> String? {
        guard let styles = chromaStyles() else { return nil }
        return styles.map { style in
            let opposite = style.mode == "light" ? "dark" : "light"
            let counterpart = style.counterpart.isEmpty ? "" : "\\\n\(opposite) mode counterpart: [\(style.counterpart)](#\(style.counterpart))"
            return "### \(style.name) {#\(style.name)}\n\nmode: \(style.mode)\(counterpart)\n"
        }.joined(separator: "\n")
    }

    private func chromaStyles() -> [(name: String, mode: String, counterpart: String)]? {
        guard case .list(let styles)? = data["docs"]?.member("chroma")?.member("styles") else { return nil }
        let read = styles.compactMap { style in
            style.member("name")?.scalarText.map { ($0, style.member("mode")?.scalarText ?? "", style.member("counterpart")?.scalarText ?? "") }
        }
        return read.isEmpty ? nil : read
    }

    /// A link to the page of the docs a URL names (`/configuration/all/#baseurl`), or the key as code where none has it.
    private func docsLink(_ key: String, to url: String, contentPath: String) -> String {
        let (path, fragment) = url.firstIndex(of: "#").map { (String(url[..<$0]), String(url[$0...])) } ?? (url, "")
        guard let page = pageIndex?.page(path, language: language, from: contentPath) else { return MarkdownOutput.codeSpan(key) }
        return "[\(MarkdownOutput.codeSpan(key))](\(MarkdownOutput.destination(page.link + fragment)))"
    }

    /// `mediaTypes` → `media-types`, as Hugo's `humanize | anchorize` makes it.
    static func kebabCase(_ key: String) -> String {
        var output = ""
        var previous: Character?
        for character in key {
            if character.isUppercase, previous?.isLowercase == true { output += "-" }
            output += character.lowercased()
            previous = character
        }
        return output
    }

    /// The Go raw strings (`` `…` ``) of a template, in order.
    private static func rawStrings(in template: String) -> [Substring] {
        template.matches(of: /`([^`]*)`/).map(\.output.1)
    }
}
