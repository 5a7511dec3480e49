// libFuzzer target: any bytes as a page body, parsed with every extension the site uses and
// rendered the way a site page is (heading anchors, labelled task lists, smart punctuation, highlighted code,
// resolved URLs, runs of lines read as a template's values) in safe mode, then unsafe, then as pure CommonMark. Besides
// crashes, hangs and sanitizer reports it fails when the safe rendering holds anything outside
// the markup the renderer writes (HTMLTagScanner and ExecutableMarkup come from
// Tests/SiteTests/Hostile/).
import Core
import Highlight
import Markdown

/// The tags and attributes the renderer writes in safe mode, its own and those it keeps of raw HTML
/// (RawHTMLAllowlist, with `aria-*` and `data-*`); anything else came through from the input.
private let renderedTags: Set<String> = [
    "a", "abbr", "acronym", "address", "article", "aside", "audio", "b", "bdi", "bdo", "big", "blockquote", "br", "button",
    "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "dd", "del", "details", "dfn", "div", "dl",
    "dt", "em", "fieldset", "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
    "i", "img", "input", "ins", "kbd", "label", "legend", "li", "mark", "meter", "nav", "ol", "optgroup", "option",
    "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "section", "select", "small",
    "source", "span", "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time",
    "tr", "track", "tt", "u", "ul", "var", "video", "wbr",
]
private let renderedAttributes: Set<String> = [
    "align", "alt", "aria-label", "autoplay", "checked", "cite", "class", "cols", "colspan", "controls", "datetime",
    "default", "dir", "disabled", "for", "headers", "height", "high", "href", "hreflang", "id", "itemprop", "kind", "label",
    "lang", "loading", "loop", "low", "max", "maxlength", "media", "min", "minlength", "multiple", "muted", "name", "open",
    "optimum", "placeholder", "playsinline", "poster", "preload", "pubdate", "readonly", "rel", "reversed", "role", "rows", "rowspan",
    "scope", "selected", "size", "span", "src", "srclang", "srcset", "start", "step", "style", "target", "title", "type",
    "valign", "value", "width", "wrap",
]

/// Why a kept style attribute could do more than style the content (InlineStyle keeps none of these).
private func styleProblem(_ style: String) -> String? {
    let lowercased = style.lowercased()
    for token in ["url(", "expression", "\\", "@", "<", "/*", "\"", "'", "javascript:", "position"] where lowercased.contains(token) {
        return token
    }
    return nil
}

/// A kept `tabindex` leaves the page's focus order as it is: focusable where it stands, by script only, or unset.
private func keepsFocusOrder(_ tabindex: String) -> Bool {
    ["", "0", "-1"].contains(tabindex.filter { !$0.isWhitespace })
}

private let siteOptions = MarkdownOptions(extensions: MarkdownExtensions.gfm.union(.docs))

private func renderOptions(unsafe: Bool) -> RenderOptions {
    RenderOptions(
        allowsUnsafeHTML: unsafe, headingAnchors: true,
        resolveURL: { destination, _ in destination.hasSuffix(".md") ? "/" + destination.dropLast(3) + "/" : destination },
        highlightCode: { code, language in Highlighter.highlightUTF8(code, language: language) },
        imageVariants: { source in source.hasSuffix(".png") ? [ImageVariant(appearance: "dark", source: source + "~dark")] : [] })
}

/// Runs of three lines with a line between them, as if a template had printed each run: code reads its references
/// back, and a run's blank lines do not end a block of raw HTML (`escapedTemplateValues`).
private func templateValues(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var line = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        if line % 4 == 0 { start = index + 1 }
        if line % 4 == 3 { ranges.append(start..<index) }
        line += 1
    }
    if line % 4 != 0 { ranges.append(start..<bytes.count) }
    return ranges
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var options = renderOptions(unsafe: false)
    options.escapedTemplateValues = templateValues(in: bytes)
    options.labelsTaskListCheckboxes = true
    options.smartPunctuation = true
    let safe = HTMLRenderer(options: options).render(bytes, parsing: siteOptions, collecting: [.headings, .links, .text])
    for tag in HTMLTagScanner.tags(in: String(decoding: safe.html, as: UTF8.self)) {
        guard renderedTags.contains(tag.name), tag.attributes.allSatisfy({
            renderedAttributes.contains($0.name) || $0.name.hasPrefix("aria-") || $0.name.hasPrefix("data-")
                || ($0.name == "tabindex" && keepsFocusOrder($0.value))
        }) else {
            fatalError("safe rendering holds markup the renderer does not write: \(tag)")
        }
        if let style = tag.value(of: "style"), let problem = styleProblem(style) {
            fatalError("safe rendering keeps a style with \(problem): \(tag)")
        }
        if tag.name == "button", !tag.isEndTag, tag.value(of: "type") != "button" {
            fatalError("safe rendering keeps a button that can submit: \(tag)")
        }
        if let finding = ExecutableMarkup.findings(in: tag).first {
            fatalError("safe rendering can run script: \(finding)")
        }
    }
    _ = HTMLRenderer(options: renderOptions(unsafe: true)).render(bytes, parsing: siteOptions)
    _ = HTMLRenderer().render(bytes)
    return 0
}
