// libFuzzer target: any bytes as a small Hugo, Jekyll or MkDocs site, imported as `sitegen import` does
// up to writing the new site. The first byte picks the generator and its configuration file; the rest,
// split at 0x01 bytes, is the configuration, a page and a second file (another page, or a snippet the
// page may include), written to a folder in memory (/dev/shm) for the importer to read. Besides crashes,
// hangs and sanitizer reports it fails when
// - a configuration error points outside the configuration file;
// - the site.json the import writes does not read as site.json;
// - a page whose front matter read before the import no longer reads after it, or lacks a key the
//   import added to it (`url`, `aliases`, `weight`, `title`) with the value added;
// - a leftover of the old syntax is reported on a line the page does not have;
// - a page the import made a template (`template: true`) does not parse as one;
// - a page holds text from a file beside the site's folder, outside it.
// Configurations that name a folder with `..` are left out: the importer reads the folders they name, as
// the generators do (Hugo's `contentDir = "../content"`).
import Core
import Foundation
import FrontMatter
@testable import Site
import Templates

private let root: String = {
    let shared = "/dev/shm"
    let base = FileManager.default.fileExists(atPath: shared) ? shared : NSTemporaryDirectory()
    let root = base + "/sitegen-fuzz-import-\(getpid())"
    write(Array(outsideText.utf8), to: root + "/outside.md")
    return root
}()

/// What the file beside the sites holds, which no page may.
private let outsideText = "text from outside the site"

/// A generator's site as the input lays it out: where its configuration and its two other files go.
private struct Layout {
    var generator: SiteImport.Generator
    var configurations: [String]
    var files: [String]
}

private let layouts: [Layout] = [
    Layout(generator: .hugo, configurations: ["hugo.toml", "hugo.yaml", "config.json", "config/_default/hugo.toml"],
           files: ["content/posts/page.md", "content/posts/other/index.md"]),
    Layout(generator: .jekyll, configurations: ["_config.yml", "_config.toml"], files: ["_posts/2016-01-29-page.md", "about.md"]),
    Layout(generator: .mkdocs, configurations: ["mkdocs.yml"], files: ["docs/guide/page.md", "includes/snippet.md"]),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let choice = Int(data[0])
    let layout = layouts[choice % layouts.count]
    let configuration = layout.configurations[choice / layouts.count % layout.configurations.count]
    let parts = UnsafeBufferPointer(start: data + 1, count: size - 1).split(separator: 0x01, maxSplits: 2, omittingEmptySubsequences: false)
    guard !namesParentFolder(Array(parts[0]), configuration) else { return 0 }
    let source = root + "/" + layout.generator.rawValue
    try? FileManager.default.removeItem(atPath: source)
    write(Array(parts[0]), to: source + "/" + configuration)
    for (path, part) in zip(layout.files, parts.dropFirst()) { write(Array(part), to: source + "/" + path) }

    var site = ImportedSite(source: source, destination: root + "/unused", generator: layout.generator)
    do {
        switch layout.generator {
        case .hugo: try HugoImporter(site: site).run(into: &site)
        case .jekyll: try JekyllImporter(site: site).run(into: &site)
        case .mkdocs: try MkDocsImporter(site: site).run(into: &site)
        }
    } catch let error as Diagnostic {
        checkInside(error, SourceText(path: source + "/" + configuration, bytes: Array(parts[0])))
        return 0
    } catch {
        return 0
    }
    checkSiteJSON(site)
    let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if !input.contains(outsideText), let page = site.pages.first(where: { $0.text.contains(outsideText) }) {
        fatalError("\(page.contentPath) holds the text of a file outside the site: \(page.text.debugDescription)")
    }
    for page in site.pages {
        // Each file the input writes has a name of its own.
        let name = page.contentPath.split(separator: "/").last.map(String.init)
        let written = zip(layout.files, parts.dropFirst()).first { $0.0.hasSuffix("/" + (name ?? "")) || $0.0 == name }
        check(page, generator: layout.generator, original: written.map { String(decoding: $0.1, as: UTF8.self) })
    }
    return 0
}

/// Whether any value of the configuration holds `..`, which the importer would follow out of the site.
private func namesParentFolder(_ bytes: [UInt8], _ name: String) -> Bool {
    let format: FrontMatterParser.DocumentFormat = name.hasSuffix(".toml") ? .toml : name.hasSuffix(".json") ? .json : .yaml
    guard let configuration = try? FrontMatterParser.document(SourceText(path: name, bytes: bytes), format: format) else { return false }
    func holdsParent(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .list(let items): items.contains(where: holdsParent)
        case .map(let entries): entries.contains { holdsParent($0.value) }
        default: value.scalarText?.contains("..") == true
        }
    }
    return holdsParent(.map(configuration.entries))
}

private func write(_ bytes: [UInt8], to path: String) {
    try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

/// site.json as `ImportedSite.finish()` writes it.
private func checkSiteJSON(_ site: ImportedSite) {
    let text = "{\n" + site.siteJSON.map { "  \(JSONString.quoted($0.key)): \($0.json)" }.joined(separator: ",\n") + "\n}\n"
    do {
        _ = try SiteConfig.parse(SourceText(path: "site.json", text: text))
    } catch {
        fatalError("the import writes a site.json that does not read: \(error)\n\(text)")
    }
}

private func check(_ page: ImportedSite.Page, generator: SiteImport.Generator, original: String?) {
    let text = FrontMatterAddition.apply(page.additions, to: page.text)
    // Lines end at a line feed, a CR LF's too (which is one Character, so bytes are counted).
    let lineCount = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    let shift = text.utf8.count { $0 == UInt8(ascii: "\n") } - page.text.utf8.count { $0 == UInt8(ascii: "\n") }
    let leftovers = page.unconverted.map { $0.map { (kind: $0.kind, line: $0.line + shift) } } ?? Leftovers.find(in: text, generator: generator)
    for leftover in leftovers where !(1...lineCount).contains(leftover.line) {
        fatalError("a leftover '\(leftover.kind)' reported on line \(leftover.line) of \(lineCount)")
    }
    if page.additions.contains(.template), let split = try? FrontMatterParser.split(SourceText(path: page.contentPath, text: text)) {
        let body = String(decoding: Array(text.utf8)[split.bodyOffset...], as: UTF8.self)
        do throws(DiagnosticList) {
            _ = try TemplateLibrary(directory: nil, builtIns: ["page.md": body]).template(named: "page.md")
        } catch {
            fatalError("the page the import made a template does not parse as one: \(error)\n\(text.debugDescription)")
        }
    }
    guard let original, (try? FrontMatterParser.split(SourceText(path: page.contentPath, text: original))) != nil else { return }
    let frontMatter: FrontMatter
    do {
        frontMatter = try FrontMatterParser.split(SourceText(path: page.contentPath, text: text)).frontMatter
    } catch {
        fatalError("the imported page's front matter does not read: \(error.summary)\n\(text.debugDescription)")
    }
    for addition in page.additions {
        let expected: FrontMatterValue = switch addition.value {
        case .text(let text): .string(text)
        case .number(let number): .number(Double(number), text: String(number))
        case .flag(let flag): .bool(flag)
        case .list(let items): .list(items.map { .string($0) })
        }
        guard let value = frontMatter[addition.key]?.value, same(value, expected) else {
            fatalError("the imported page has \(frontMatter[addition.key]?.value as Any) for '\(addition.key)', not \(expected): \(text.debugDescription)")
        }
    }
}

/// Whether a value read is the one added, strings compared by their bytes.
private func same(_ value: FrontMatterValue, _ expected: FrontMatterValue) -> Bool {
    switch (value, expected) {
    case (.string(let a), .string(let b)): Array(a.utf8) == Array(b.utf8)
    case (.list(let a), .list(let b)): a.count == b.count && zip(a, b).allSatisfy(same)
    default: value == expected
    }
}
