/// What in a page could run script when a browser opens it: script elements,
/// elements that load or frame other documents, event-handler attributes, and
/// `javascript:`, `vbscript:`, `file:` or `data:` URLs where a browser follows
/// or loads them. Works on the tags `HTMLTagScanner` finds, so the check sees
/// attribute values after character references are decoded, as a browser does.
enum ExecutableMarkup {
    /// One thing that can run script, with the tag it is in.
    struct Finding: Hashable, CustomStringConvertible {
        enum Kind: String, Hashable {
            case script, embeddingElement, eventHandler, dangerousURL
        }

        var kind: Kind
        /// The offending tag as the browser sees it.
        var tag: String
        /// For scripts: their `src` or their text, which a caller compares with the site's own scripts.
        var detail: String

        var description: String { "\(kind.rawValue): \(tag) \(detail)" }
    }

    /// Elements that run script or load another document into the page.
    static let embeddingElements: Set<String> = ["iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal"]

    /// Attributes holding a URL a browser follows or loads.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "data", "background", "cite", "longdesc",
        "lowsrc", "dynsrc", "manifest", "ping", "codebase", "archive", "icon",
    ]

    /// Every finding in `html`.
    static func findings(in html: String) -> [Finding] {
        HTMLTagScanner.tags(in: html).filter { !$0.isEndTag }.flatMap(findings(in:))
    }

    static func findings(in tag: HTMLTag) -> [Finding] {
        var found: [Finding] = []
        if tag.name == "script" {
            found.append(Finding(kind: .script, tag: tag.description, detail: tag.value(of: "src").map { "src=\($0)" } ?? tag.rawText ?? ""))
        }
        if embeddingElements.contains(tag.name) {
            found.append(Finding(kind: .embeddingElement, tag: tag.description, detail: ""))
        }
        for (name, value) in tag.attributes {
            if name.hasPrefix("on") {
                found.append(Finding(kind: .eventHandler, tag: tag.description, detail: name))
            }
            var urls: [String] = []
            if urlAttributes.contains(name) { urls = [value] }
            if name == "srcset" || name == "imagesrcset" {
                urls = value.split(separator: ",").map { candidate in
                    String(candidate.drop(while: { $0.isWhitespace }).prefix(while: { !$0.isWhitespace }))
                }
            }
            if tag.name == "meta", name == "content", tag.value(of: "http-equiv")?.lowercased() == "refresh",
               let equals = value.firstIndex(of: "=") {
                urls = [String(value[value.index(after: equals)...])]
            }
            for url in urls where !isSafe(url) {
                found.append(Finding(kind: .dangerousURL, tag: tag.description, detail: "\(name)=\(url)"))
            }
        }
        return found
    }

    /// Whether a browser following or loading `url` (character references decoded) could run script.
    /// Leading spaces and control characters are ignored and tabs and newlines removed, as the URL
    /// parser does. An `&` left in the value is literal: no named reference the decoder leaves alone
    /// stands for a letter, and it knows the ones for `:`, tab and newline.
    static func isSafe(_ url: String) -> Bool {
        let significant = url.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        let schemeEnd = significant.firstIndex { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }
        guard let schemeEnd, significant[schemeEnd] == ":" else { return true }
        let scheme = String(String.UnicodeScalarView(significant[..<schemeEnd])).lowercased()
        switch scheme {
        case "javascript", "vbscript", "file", "livescript":
            return false
        case "data":
            // The raster images CommonMark renderers let through: a browser shows them as images
            // wherever they are opened, and never runs them as script.
            let rest = String(String.UnicodeScalarView(significant[schemeEnd...])).lowercased()
            return ["png", "gif", "jpeg", "webp"].contains { rest.hasPrefix(":image/\($0)") }
        default:
            return true
        }
    }
}
