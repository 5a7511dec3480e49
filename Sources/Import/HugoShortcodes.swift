/// Converts the Hugo shortcodes that have a Markdown equivalent; every other one stays as written.
struct HugoShortcodes {
    /// Finds the Content/ file a `ref` names, relative to the page at a content path.
    var resolve: (_ reference: String, _ from: String) -> String?
    /// The conversions made, by kind.
    var counts: [String: Int] = [:]

    private static let containers: Set<String> = ["details", "notice", "alert", "hint", "callout", "admonition", "note", "tip", "warning", "info"]
    private static let embeds: Set<String> = ["youtube", "vimeo", "gist", "tweet", "x"]

    /// `text` (a page at `contentPath`) with its shortcodes converted.
    mutating func convert(_ text: String, contentPath: String) -> String {
        var output = ""
        var position = text.startIndex
        while let open = nextOpening(in: text, from: position) {
            output += text[position..<open]
            if let escaped = commentEscaped(text, at: open) {
                output += escaped.literal
                counts["escaped shortcode {{</* */>}} → text", default: 0] += 1
                position = escaped.end
                continue
            }
            guard let tag = ShortcodeTag.read(text, at: open), !tag.isClosing,
                  let (replacement, end) = replacement(for: tag, in: text, contentPath: contentPath) else {
                output += text[open..<text.index(open, offsetBy: 3)]
                position = text.index(open, offsetBy: 3)
                continue
            }
            output += replacement
            position = end
        }
        return output + text[position...]
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

    private mutating func replacement(for tag: ShortcodeTag, in text: String, contentPath: String) -> (String, String.Index)? {
        switch tag.name {
        case "ref", "relref":
            guard let target = tag.argument("path", position: 0), let link = resolve(target, contentPath) else { return nil }
            counts["\(tag.name) → link to the page's file", default: 0] += 1
            return (link, tag.range.upperBound)
        case "figure":
            guard let source = tag.argument("src") else { return nil }
            counts["figure → image with caption", default: 0] += 1
            let figure = MarkdownOutput.figure(source: source, alt: tag.named["alt"], title: tag.named["title"], caption: tag.named["caption"], link: tag.named["link"])
            return (figure, tag.range.upperBound)
        case "highlight":
            guard let close = Self.closing(of: tag, in: text) else { return nil }
            counts["highlight → fenced code", default: 0] += 1
            let code = MarkdownOutput.fencedCode(text[tag.range.upperBound..<close.range.lowerBound], language: tag.positional.first)
            return (code, close.range.upperBound)
        case let name where Self.embeds.contains(name):
            guard let link = Self.embedLink(tag) else { return nil }
            counts["\(name) → link", default: 0] += 1
            return (link, tag.range.upperBound)
        case let name where Self.containers.contains(name):
            guard let close = Self.closing(of: tag, in: text) else { return nil }
            counts["\(name) → callout", default: 0] += 1
            let body = convert(String(text[tag.range.upperBound..<close.range.lowerBound]), contentPath: contentPath)
            let style = name == "details" ? "note" : ["notice", "alert", "hint", "callout", "admonition"].contains(name)
                ? tag.named["type"] ?? tag.named["color"] ?? tag.named["style"] ?? tag.positional.first : name
            let title = tag.named["summary"] ?? tag.named["title"] ?? (name == "details" || name == "hint" ? nil : tag.positional.dropFirst().first)
            return (MarkdownOutput.callout(style: style, title: title, body: Substring(body)), close.range.upperBound)
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
                } else {
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
        case "gist":
            guard let user = tag.argument("user", position: 0) else { return nil }
            return "[Gist \(user)/\(id)](https://gist.github.com/\(user)/\(id))"
        default:
            let user = tag.named["user"] ?? "i"
            return "[Post on X](https://x.com/\(user)/status/\(id))"
        }
    }
}
