// libFuzzer target: any bytes as the body of a page of a DocC catalog (an article or a tutorial),
// parsed into directives and rendered as a site renders a catalog page: in a catalog with other
// articles, images with dark variants, a tutorial's code files and a Snippets folder, its `doc:` links
// and images resolved, in safe mode. Besides crashes, hangs and sanitizer reports it fails when
// - the output can run script (ExecutableMarkup, from Tests/SiteTests/Hostile/);
// - a link still points at a `doc:` or `symbol:` URL: each resolves, or becomes text (an image's
//   source, and a raw `<a href>`, are the author's to get right: a `doc:` one is a broken image, as in DocC);
// - two elements share an id the renderer could have made;
// - a directive, or a problem of the syntax or of what directives name, is placed outside the body.
import Core
import DocC
import Foundation
import Highlight
import Markdown

/// A site folder with a catalog's files on disk, which @Code, @Snippet and the catalog's folder read.
private let site: String = {
    let root = NSTemporaryDirectory() + "sitegen-fuzz-docc-\(getpid())"
    let files = [
        "Package.swift": "// swift-tools-version: 6.0\n",
        "Snippets/Example.swift": "//! Shows a greeting.\n// snippet.hello\nprint(\"hello\")\n// snippet.end\nlet x = 1\n",
        "Content/Guide.docc/Resources/step-1.swift": "struct Shape {\n    var sides: Int\n}\n",
        "Content/Guide.docc/Resources/step-2.swift": "struct Shape {\n    var sides: Int\n    var name: String\n}\n",
    ]
    for (path, text) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
    }
    return root
}()

private let pagePath = "Guide.docc/Page.md"

private func catalog(with nodes: [DocCNode]) -> DocCCatalog {
    let page = DocCCatalog.Article(
        contentPath: pagePath, url: "/guide/page/", title: DocCPageMetadata(nodes).displayName ?? DocCRenderer.title(of: nodes) ?? "Page",
        curation: DocCTopics.curation(in: nodes), headingAnchors: DocCHeadingAnchors.anchors(in: nodes), metadata: DocCPageMetadata(nodes),
        absolutePath: site + "/Content/" + pagePath)
    let others = [
        DocCCatalog.Article(contentPath: "Guide.docc/Guide.md", url: "/guide/", title: "Guide", topics: ["doc:Page", "doc:Getting-Started"]),
        DocCCatalog.Article(contentPath: "Guide.docc/Getting-Started.md", url: "/guide/getting-started/", title: "Getting Started", topics: []),
        DocCCatalog.Article(contentPath: "Guide.docc/Tutorials/Basics.tutorial", url: "/guide/tutorials/basics/", title: "Basics", topics: []),
    ]
    let files = ["diagram.png", "diagram~dark.png", "chart@2x.png", "intro.mp4", "step-1.swift", "step-2.swift"].map { name in
        DocCCatalog.File(contentPath: "Guide.docc/Resources/" + name, path: "/guide/Resources/" + name, absolutePath: site + "/Content/Guide.docc/Resources/" + name)
    }
    return DocCCatalog(pages: [page] + others, files: files, roots: ["Guide.docc/Guide.md"])
}

private let renderOptions = RenderOptions(
    allowsUnsafeHTML: false, headingAnchors: true,
    resolveURL: { destination, _ in destination.hasSuffix(".md") ? "/" + destination.dropLast(3) + "/" : destination },
    highlightCode: { code, language in Highlighter.highlightUTF8(code, language: language) })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocC(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The build reads only UTF-8 pages.
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let nodes = DirectiveParser.parse(text)
    let lineCount = SourceText(path: pagePath, bytes: bytes).location(ofOffset: bytes.count).line
    checkPlaces(nodes, lineCount: lineCount)
    let renderer = DocCRenderer(catalog: catalog(with: nodes), contentPath: pagePath, markdownOptions: markdownOptions, renderOptions: renderOptions)
    var problems: [DocCProblem] = []
    let html = String(decoding: renderer.render(nodes, reporting: &problems).html, as: UTF8.self)
    // The Markdown parser reads a NUL as U+FFFD, in an id or a link too.
    let read = text.replacingOccurrences(of: "\0", with: "\u{FFFD}")
    // A directive's argument loses its quotes (`name: "a <h4 id="x"y>"` is `<h4 id=xy>`): the ids of the text without
    // them are the author's too.
    let unquoted = read.replacingOccurrences(of: "\"", with: "")
    check(html, authoredIDs: authoredIDs(in: read).union(authoredIDs(in: unquoted)), text: read)
    for problem in problems where !(1...lineCount).contains(problem.line) {
        fatalError("a problem placed on line \(problem.line) of \(lineCount): \(problem.message)")
    }
    return 0
}

private let markdownOptions = MarkdownOptions(extensions: MarkdownExtensions.gfm.union(.docs))

/// The ids the page's raw HTML and attribute lists may give: safe mode keeps them, so one may repeat an id the renderer gives (a raw
/// `<h2 id="overview">` beside DocC's Overview), which is the author's to keep apart. Every `id=` in the text
/// counts, in a tag or not: the Markdown parser finds tags block by block, where one scan of the whole text lets
/// a broken tag's open quote swallow the tags after it.
private func authoredIDs(in text: String) -> Set<String> {
    // Read as UTF-16, as the expression matched: a String's slice widens to whole characters, and an id starting
    // with a combining mark (`id=\u{7AA}x`) would take the `=` before it.
    let utf16 = text as NSString
    let range = NSRange(location: 0, length: utf16.length)
    return Set((authoredID.matches(in: text, range: range) + attributeListID.matches(in: text, range: range)).compactMap { match in
        (1..<match.numberOfRanges).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }.map { utf16.substring(with: $0) }
    })
}

/// An id an attribute list gives (`{#name}`, `{: .note #name}`, `## Title {#name}`), as the Markdown parser reads one:
/// a letter, then letters, digits, `-`, `_` and `:`.
private let attributeListID = try! NSRegularExpression(pattern: #"\{[^{}\n]*?#([A-Za-z][A-Za-z0-9_:-]*)"#)

/// The value is read in a lookahead, so that a quote that never closes where it should (`id="T>…`) does not hide the ids after it.
private let authoredID = try! NSRegularExpression(pattern: #"(?i)id\s*=\s*(?=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))"#)

private func check(_ html: String, authoredIDs: Set<String>, text: String) {
    var ids: Set<String> = []
    for tag in HTMLTagScanner.tags(in: html) where !tag.isEndTag {
        if let finding = ExecutableMarkup.findings(in: tag).first { fatalError("the page can run script: \(finding)") }
        for (name, value) in tag.attributes {
            // A raw `<a href="doc:…">` the page writes itself is the author's to get right, like an image's source.
            // Compared word by word, without quotes and `>`: a directive's body loses its indentation, inside a quoted
            // value too, a directive's argument its quotes (`title: "a <a href="symbol:x">"`), and a value that runs
            // over the lines of a block quote the `>` that starts each.
            if name == "href", value.hasPrefix("doc:") || value.hasPrefix("symbol:"), !words(of: text).contains(words(of: value)) {
                fatalError("a link left unresolved: \(tag)")
            }
            // A bare `id` the page writes is an empty one, the author's too.
            if name == "id", !value.isEmpty, !ids.insert(value).inserted, !authoredIDs.contains(value), couldBeGenerated(value) { fatalError("two elements have the id '\(value)'") }
        }
    }
}

/// Whether the renderer could have made an id: its heading ids and DocC's anchors hold no space, and no punctuation but
/// `-` and `_`. One that does is the author's, however the page's broken tags hid its `id=` from `authoredIDs`.
private func couldBeGenerated(_ id: String) -> Bool {
    !id.unicodeScalars.contains { scalar in
        if scalar == "-" || scalar == "_" { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation, .dashPunctuation,
             .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }
}

private func words(of text: String) -> String {
    text.filter { $0 != "\"" && $0 != ">" }.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

private func checkPlaces(_ nodes: [DocCNode], lineCount: Int) {
    for node in nodes {
        switch node {
        case .markdown(_, let line):
            guard (1...lineCount).contains(line) else { fatalError("Markdown placed on line \(line) of \(lineCount)") }
        case .directive(let directive):
            guard (1...lineCount).contains(directive.line) else { fatalError("@\(directive.name) placed on line \(directive.line) of \(lineCount)") }
            checkPlaces(directive.children, lineCount: lineCount)
        case .problem(let problem):
            guard (1...lineCount).contains(problem.line), problem.column >= 1 else {
                fatalError("a problem placed at \(problem.line):\(problem.column) of \(lineCount) lines: \(problem.message)")
            }
        }
    }
}
