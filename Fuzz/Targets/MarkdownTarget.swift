// libFuzzer target: any bytes as a page body, parsed with every extension the site uses and
// rendered the way a site page is (heading anchors, highlighted code, resolved URLs) in safe
// mode, then unsafe, then as pure CommonMark. Besides crashes, hangs and sanitizer reports it
// fails when the safe rendering holds anything outside the markup the renderer writes
// (HTMLTagScanner and ExecutableMarkup come from Tests/SiteTests/Hostile/).
import Core
import Highlight
import Markdown

/// The tags and attributes the renderer writes itself in safe mode; anything else came from the input.
private let renderedTags: Set<String> = [
    "a", "aside", "blockquote", "br", "code", "dd", "del", "details", "div", "dl", "dt", "em", "h1", "h2", "h3", "h4", "h5",
    "h6", "hr", "img", "input", "li", "ol", "p", "picture", "pre", "section", "source", "span", "strong", "summary", "sup",
    "table", "tbody", "td", "th", "thead", "tr", "ul",
]
private let renderedAttributes: Set<String> = [
    "align", "alt", "aria-label", "checked", "class", "data-appearance", "data-footnote-backref", "data-footnote-ref",
    "data-footnotes", "data-theme", "disabled", "href", "id", "media", "open", "src", "srcset", "start", "title", "type",
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
        guard renderedTags.contains(tag.name), tag.attributes.allSatisfy({ renderedAttributes.contains($0.name) }) else {
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
