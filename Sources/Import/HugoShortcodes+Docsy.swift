import Foundation

/// The page blocks of Docsy, the theme most Hugo documentation sites use, as Markdown: what they say without the
/// theme's layout (the theme's own templates are not in the sites that use it, which load it as a module).
extension HugoShortcodes {
    /// `pageinfo` is a callout; a cover's and a feature's title a heading over its body (a feature's link after it); a
    /// lead and a section their body; `link-down`, an arrow to the next block, nothing.
    mutating func docsyMarkdown(for tag: ShortcodeTag, in text: String, contentPath: String) -> (TemplateText, String.Index)? {
        var output = TemplateText()
        let result = switch tag.name {
        case "pageinfo": "callout"
        case "blocks/link-down": "left out"
        default: "its content"
        }
        counts["Docsy \(tag.name) → \(result)", default: 0] += 1
        guard tag.name != "blocks/link-down" else { return (output, tag.range.upperBound) }
        guard let close = Self.closing(of: tag, in: text) else { return nil }
        let body = convert(text[tag.range.upperBound..<close.range.lowerBound].trimmingBlankLines(), contentPath: contentPath)
        switch tag.name {
        case "pageinfo":
            output.append(text: MarkdownOutput.callout(style: tag.named["color"]?.split(separator: " ").first.map(String.init), title: nil) + "\n")
            output.append(body.quoted())
            return (output, close.range.upperBound)
        case "blocks/cover", "blocks/feature":
            if let title = tag.named["title"], !title.isEmpty { output.append(text: (tag.name == "blocks/cover" ? "## " : "### ") + title + "\n\n") }
            output.append(body)
            if let url = tag.named["url"], !url.isEmpty { output.append(text: "\n\n[\(tag.named["url_text"] ?? "Read more")](\(url))") }
        default:
            output.append(body)
        }
        return (output, close.range.upperBound)
    }
}

/// Docsy's helpers for pages: a parameter with placeholders filled, a bundle's image, a table of build information.
extension HugoShortcodes {
    mutating func docsyHelperMarkdown(for tag: ShortcodeTag, in text: String) -> (TemplateText, String.Index)? {
        var output = TemplateText()
        var end = tag.range.upperBound
        switch tag.name {
        case "_param":
            guard let value = filledParam(tag) else { return nil }
            counts["Docsy _param → its value", default: 0] += 1
            output.append(text: value)
        case "imgproc":
            guard let close = Self.closing(of: tag, in: text), let name = tag.positional.first, let image = resource("**\(name)*") else { return nil }
            counts["Docsy imgproc → image with caption (not resized)", default: 0] += 1
            let caption = [String(text[tag.range.upperBound..<close.range.lowerBound].trimmingBlankLines()), image.params["byline"]]
            let captionText = caption.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " — ")
            output.append(text: MarkdownOutput.figure(source: image.link, alt: nil, title: nil, caption: captionText, link: nil))
            end = close.range.upperBound
        default:
            counts["Docsy \(tag.name) → a local build's table", default: 0] += 1
            output.append(text: "Netlify build information:\n\n| Attribute | Value |\n|---|---|\n| Netlify built | `false` |\n| Deploy context | local |\n")
        }
        return (output, end)
    }

    /// `_param name arg…`: the page's or site's parameter, written as HTML, with `{0}` the name and `{1}`, `{2}`…
    /// the arguments after it.
    private func filledParam(_ tag: ShortcodeTag) -> String? {
        guard let name = tag.argument("name", position: 0), var value = param(name) else { return nil }
        for (index, argument) in tag.positional.enumerated() {
            value = value.replacingOccurrences(of: "{\(index)}", with: argument)
        }
        return value
    }
}
