// libFuzzer target: any bytes as a page body, parsed with every extension the site uses and
// rendered the way a site page is (heading anchors, highlighted code, resolved URLs) in safe
// mode, then unsafe, then as pure CommonMark. Besides crashes, hangs and sanitizer reports it
// fails when the safe rendering holds anything outside the markup the renderer writes
// (HTMLTagScanner and ExecutableMarkup come from Tests/SiteTests/Hostile/).
import Core
import Highlight
import Markdown

/// The tags and attributes the renderer writes in safe mode, its own and those it keeps of raw HTML
/// (RawHTMLAllowlist, with `aria-*`); anything else came through from the input.
private let renderedTags: Set<String> = [
    "a", "abbr", "aside", "b", "bdo", "blockquote", "br", "caption", "center", "cite", "code", "col", "colgroup", "dd",
    "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i",
    "img", "input", "ins", "kbd", "label", "li", "mark", "ol", "p", "picture", "pre", "q", "rp", "rt", "ruby", "s", "samp",
    "section", "small", "source", "span", "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot",
    "th", "thead", "time", "tr", "tt", "u", "ul", "var", "wbr",
]
private let renderedAttributes: Set<String> = [
    "align", "alt", "aria-label", "checked", "cite", "class", "colspan", "data-appearance", "data-footnote-backref",
    "data-footnote-ref", "data-footnotes", "data-linenums", "data-lines", "data-theme", "data-title", "datetime", "dir",
    "disabled", "for", "headers", "height", "href", "hreflang", "id", "itemprop", "lang", "loading", "media", "name",
    "open", "rel", "reversed", "role", "rowspan", "scope", "span", "src", "srcset", "start", "target", "title", "type",
    "valign", "width",
]

private let siteOptions = MarkdownOptions(extensions: MarkdownExtensions.gfm.union(.docs))

private func renderOptions(unsafe: Bool) -> RenderOptions {
    RenderOptions(
        allowsUnsafeHTML: unsafe, headingAnchors: true,
        resolveURL: { destination, _ in destination.hasSuffix(".md") ? "/" + destination.dropLast(3) + "/" : destination },
        highlightCode: { code, language in Highlighter.highlightUTF8(code, language: language) },
        imageVariants: { source in source.hasSuffix(".png") ? [ImageVariant(appearance: "dark", source: source + "~dark")] : [] })
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let safe = HTMLRenderer(options: renderOptions(unsafe: false)).render(bytes, parsing: siteOptions, collecting: [.headings, .links, .text])
    for tag in HTMLTagScanner.tags(in: String(decoding: safe.html, as: UTF8.self)) {
        guard renderedTags.contains(tag.name), tag.attributes.allSatisfy({ renderedAttributes.contains($0.name) || $0.name.hasPrefix("aria-") }) else {
            fatalError("safe rendering holds markup the renderer does not write: \(tag)")
        }
        if let finding = ExecutableMarkup.findings(in: tag).first {
            fatalError("safe rendering can run script: \(finding)")
        }
    }
    _ = HTMLRenderer(options: renderOptions(unsafe: true)).render(bytes, parsing: siteOptions)
    _ = HTMLRenderer().render(bytes)
    return 0
}
