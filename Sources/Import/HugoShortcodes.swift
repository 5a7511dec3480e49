import FrontMatter

/// Converts a page's Hugo shortcodes: those with a Markdown equivalent to Markdown, `param` to its value, the site's own
/// shortcodes that have a template (`templates`) to `{% shortcode %}` calls, and every other one to a call of the
/// `unconverted` shortcode, which warns at build time and shows the body (or nothing) instead of the syntax.
struct HugoShortcodes {
    /// Finds the Content/ file a `ref` names, relative to the page at a content path.
    var resolve: (_ reference: String, _ from: String) -> String?
    /// The value `{{< param "name" >}}` prints on the page being converted: its front matter's, else the site's.
    var param: (_ name: String) -> String? = { _ in nil }
    /// The site's pages by logical path, and the language of the page being converted: what Hugo's documentation
    /// shows of other pages (`get-page-desc`).
    var pageIndex: HugoPageIndex?
    var language = ""
    /// Hugo's documentation's glossary, when the site's link render hook has one: `[term](g)` links, `glossary`.
    var glossary: HugoGlossary?
    /// Whether the site's link render hook finds a relative link's page from the content folder too (`.Page.GetPage`).
    var linksFromContentFolder = false
    /// The file of the page's bundle a glob names (`Resources.GetMatch`).
    var resource: (_ pattern: String) -> PageResource? = { _ in nil }
    /// The text of the page an `include` names (without its front matter), found from the page at a content path.
    var include: (_ reference: String, _ from: String) -> String? = { _, _ in nil }
    /// The site's data files by name (`docs` for `data/docs.yaml`), which shortcodes of Hugo's documentation read.
    var data: [String: FrontMatterValue] = [:]
    /// How many includes are being converted inside one another: a page that includes itself stops.
    var includeDepth = 0
    /// The site's own shortcodes that have a template in Templates/shortcodes/, by name.
    var templates: Set<String> = []
    /// Why each other shortcode of the site's layouts/shortcodes/ has none.
    var untranslatable: [String: String] = [:]
    /// The Go templates of those, by name: some of Hugo's documentation's hold what they show.
    var templateTexts: [String: String] = [:]
    /// The Go version the site's go.mod names, as `1.26.0`: what Hugo's documentation gives as the version Hugo needs.
    var goVersion: String?
    /// The conversions made, by kind.
    var counts: [String: Int] = [:]
    /// Files the conversions drew (a `qr` code's image), by Content/ path.
    var madeFiles: [(contentPath: String, text: String)] = []

    private static let containers: Set<String> = ["details", "notice", "alert", "hint", "callout", "admonition", "note", "tip", "warning", "info"]
    private static let embeds: Set<String> = ["youtube", "vimeo", "gist", "instagram", "tweet", "x"]
    /// The names a shortcode's template gives values of its own, which no argument may take.
    private static let reservedNames: Set<String> = ["page", "site", "args", "inner"]

    /// `text`, the body of a page at `contentPath`, with its shortcodes converted.
    mutating func convert<Text: StringProtocol>(_ text: Text, contentPath: String) -> TemplateText {
        var text = String(text)
        if let glossary {
            let linked = glossary.linkingTerms(in: text, language: language)
            text = linked.text
            if linked.linked > 0 { counts["glossary link (g) → the term on the glossary page", default: 0] += linked.linked }
        }
        if linksFromContentFolder, let pageIndex {
            let rooted = pageIndex.rootingLinks(in: text, language: language, from: contentPath)
            text = rooted.text
            if rooted.rooted > 0 { counts["relative link → the page the render hook finds from the content folder", default: 0] += rooted.rooted }
        }
        var output = TemplateText()
        var position = text.startIndex
        while let open = nextOpening(in: text, from: position) {
            output.append(text: text[position..<open])
            if let escaped = commentEscaped(text, at: open) {
                output.append(text: escaped.literal)
                counts["escaped shortcode {{</* */>}} → text", default: 0] += 1
                position = escaped.end
                continue
            }
            guard let tag = ShortcodeTag.read(text, at: open), !tag.isClosing else {
                output.append(text: text[open..<text.index(open, offsetBy: 3)])
                position = text.index(open, offsetBy: 3)
                continue
            }
            position = convert(tag, in: text, contentPath: contentPath, to: &output)
        }
        output.append(text: text[position...])
        return output
    }

    /// Writes one shortcode (with its body, when it has one) and tells where the text goes on after it.
    private mutating func convert(_ tag: ShortcodeTag, in text: String, contentPath: String, to output: inout TemplateText) -> String.Index {
        // The site's own template wins over the Markdown for a shortcode of Hugo's or a theme's of that name.
        if !templates.contains(tag.name), let (replacement, end) = markdown(for: tag, in: text, contentPath: contentPath) {
            output.append(replacement)
            return end
        }
        let close = tag.isSelfClosing ? nil : Self.closing(of: tag, in: text)
        let inner = close.map { text[tag.range.upperBound..<$0.range.lowerBound] }
        if let markdown = hugoDocsMarkdown(for: tag, body: inner, contentPath: contentPath) {
            output.append(markdown)
            return close?.range.upperBound ?? tag.range.upperBound
        }
        let body = inner.map { convert($0, contentPath: contentPath) }
        let end = close?.range.upperBound ?? tag.range.upperBound
        if let why = whyUnconverted(tag) {
            output.appendUnconverted(kind: "shortcode \(tag.name)", what: "Hugo shortcode '\(tag.name)'", why: why, body: body)
            return end
        }
        counts["\(tag.name) → {% shortcode \"\(tag.name)\" %}", default: 0] += 1
        output.append(tag: "{% shortcode \(TemplateText.literal(tag.name))\(tag.callArguments) %}")
        if let body {
            output.append(body)
            output.append(tag: "{% endshortcode \(TemplateText.literal(tag.name)) %}")
        }
        return end
    }

    /// Why a shortcode cannot become a `{% shortcode %}` call; nil when it can.
    private func whyUnconverted(_ tag: ShortcodeTag) -> String? {
        if tag.name == "ref" || tag.name == "relref" { return "no page has the path it names" }
        if let name = tag.named.keys.sorted().first(where: { Self.reservedNames.contains($0) || !$0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
            return "its argument '\(name)' cannot be a template variable"
        }
        if tag.name == "param" { return "neither the page's front matter nor the site's params has the value" }
        if tag.name == "qr" { return "Hugo refuses it too: it has no text, an unknown level, a scale under 2, or more text than a QR code holds" }
        if templates.contains(tag.name) { return nil }
        return untranslatable[tag.name] ?? "neither Hugo nor the site's layouts/shortcodes/ has a template sitegen can convert"
    }

    private func nextOpening(in text: String, from index: String.Index) -> String.Index? {
        var search = index
        while let found = text[search...].range(of: "{{") {
            let after = text[found.upperBound...]
            if after.hasPrefix("<") || after.hasPrefix("%") { return found.lowerBound }
            search = found.upperBound
        }
        return nil
    }

    /// `{{</* name */>}}`, Hugo's way to show a shortcode as text: the tag without the comment marks.
    private func commentEscaped(_ text: String, at open: String.Index) -> (literal: String, end: String.Index)? {
        let delimiter = text[text.index(open, offsetBy: 2)]
        let rest = text[text.index(open, offsetBy: 3)...]
        guard rest.drop(while: { $0 == " " }).hasPrefix("/*"), let close = rest.range(of: "*/\(delimiter == "<" ? ">" : "%")}}") else { return nil }
        let inner = rest[..<close.lowerBound].drop { $0 == " " }.dropFirst(2)
        return ("{{\(delimiter)" + inner + "\(delimiter == "<" ? ">" : "%")}}", close.upperBound)
    }

    /// The Markdown of a shortcode that has an equivalent, and where the text goes on after it.
    private mutating func markdown(for tag: ShortcodeTag, in text: String, contentPath: String) -> (TemplateText, String.Index)? {
        var output = TemplateText()
        switch tag.name {
        case "ref", "relref":
            guard let target = tag.argument("path", position: 0), let link = resolve(target, contentPath) else { return nil }
            counts["\(tag.name) → link to the page's file", default: 0] += 1
            output.append(text: link)
            return (output, tag.range.upperBound)
        case "param":
            guard let name = tag.argument("name", position: 0), let value = param(name) else { return nil }
            counts["param → its value", default: 0] += 1
            output.append(text: value)
            return (output, tag.range.upperBound)
        case "figure":
            guard let source = tag.argument("src") else { return nil }
            counts["figure → image with caption", default: 0] += 1
            output.append(text: MarkdownOutput.figure(source: source, alt: tag.named["alt"], title: tag.named["title"], caption: tag.named["caption"], link: tag.named["link"]))
            return (output, tag.range.upperBound)
        case "highlight":
            guard let close = Self.closing(of: tag, in: text) else { return nil }
            counts["highlight → fenced code", default: 0] += 1
            output.append(text: MarkdownOutput.fencedCode(text[tag.range.upperBound..<close.range.lowerBound], language: tag.positional.first, indent: tag.indent))
            return (output, close.range.upperBound)
        case "qr":
            return qrCode(for: tag, in: text)
        case "comment":
            // Hugo's built-in: a note to the page's authors that the page never shows.
            let close = tag.isSelfClosing ? nil : Self.closing(of: tag, in: text)
            counts["comment → left out", default: 0] += 1
            return (output, close?.range.upperBound ?? tag.range.upperBound)
        case let name where Self.embeds.contains(name):
            guard let link = Self.embedLink(tag) else { return nil }
            counts["\(name) → link", default: 0] += 1
            output.append(text: link)
            return (output, tag.range.upperBound)
        case "pageinfo", "blocks/lead", "blocks/section", "blocks/feature", "blocks/cover", "blocks/link-down":
            return docsyMarkdown(for: tag, in: text, contentPath: contentPath)
        case "_param", "imgproc", "td/site-build-info/netlify":
            return docsyHelperMarkdown(for: tag, in: text)
        case let name where Self.containers.contains(name):
            guard let close = Self.closing(of: tag, in: text) else { return nil }
            counts["\(name) → callout", default: 0] += 1
            let body = convert(text[tag.range.upperBound..<close.range.lowerBound].trimmingBlankLines(), contentPath: contentPath)
            let style = name == "details" ? "note" : ["notice", "alert", "hint", "callout", "admonition"].contains(name)
                ? tag.named["type"] ?? tag.named["color"] ?? tag.named["style"] ?? tag.positional.first : name
            let title = tag.named["summary"] ?? tag.named["title"] ?? (name == "details" || name == "hint" ? nil : tag.positional.dropFirst().first)
            output.append(text: MarkdownOutput.callout(style: style, title: title) + "\n")
            output.append(body.quoted())
            return (output, close.range.upperBound)
        default:
            return nil
        }
    }

    /// The closing tag of a paired shortcode, counting nested ones of the same name.
    static func closing(of tag: ShortcodeTag, in text: String) -> ShortcodeTag? {
        var depth = 0
        var search = tag.range.upperBound
        while let found = text[search...].range(of: "{{") {
            let after = text[found.upperBound...]
            if (after.hasPrefix("<") || after.hasPrefix("%")), let next = ShortcodeTag.read(text, at: found.lowerBound), next.name == tag.name {
                if next.isClosing {
                    if depth == 0 { return next }
                    depth -= 1
                } else if !next.isSelfClosing {
                    depth += 1
                }
                search = next.range.upperBound
            } else {
                search = found.upperBound
            }
        }
        return nil
    }

    private static func embedLink(_ tag: ShortcodeTag) -> String? {
        guard let id = tag.argument("id", position: tag.name == "gist" ? 1 : 0) else { return nil }
        switch tag.name {
        case "youtube": return "[YouTube video](https://www.youtube.com/watch?v=\(id))"
        case "vimeo": return "[Vimeo video](https://vimeo.com/\(id))"
        case "instagram": return "[Instagram post](https://www.instagram.com/p/\(id)/)"
        case "gist":
            guard let user = tag.argument("user", position: 0) else { return nil }
            return "[Gist \(user)/\(id)](https://gist.github.com/\(user)/\(id))"
        default:
            let user = tag.named["user"] ?? "i"
            return "[Post on X](https://x.com/\(user)/status/\(id))"
        }
    }
}
