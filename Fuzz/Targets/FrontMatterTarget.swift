// libFuzzer target: any bytes as a page file. Its front matter (YAML, TOML or JSON) is split off and
// parsed, its known keys read as the build reads them, and the paths a page can claim through front
// matter (its slug, its url, its aliases, its tags) turned into output paths. Besides crashes, hangs
// and sanitizer reports it fails when
// - a diagnostic points outside the file, or the body starts outside it;
// - reading the file's first lines alone, as the build does before it needs the body, gives other
//   front matter than reading the whole file;
// - the front matter written back as a JSON object (the third form a page may use) reads as other values;
// - an output path could leave the output folder.
import Core
import FrontMatter
@testable import Site

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceText(path: "Content/fuzz.md", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    // The build rejects pages that are not UTF-8 before their front matter is read.
    if UTF8Validation.firstInvalidOffset(in: source.bytes) != nil { return 0 }
    let split: FrontMatterParser.Split
    do {
        split = try FrontMatterParser.split(source)
    } catch {
        checkInside(error, source)
        return 0
    }
    guard split.bodyOffset >= 0, split.bodyOffset <= source.bytes.count else {
        fatalError("body offset \(split.bodyOffset) outside the file of \(source.bytes.count) bytes")
    }
    checkHead(of: source, agreesWith: split)
    checkWrittenAsJSON(split.frontMatter)
    let metadata = PageMetadata(frontMatter: split.frontMatter)
    for diagnostic in split.warnings + metadata.warnings { checkInside(diagnostic, source) }
    checkStaysInside(Route.page(contentPath: "docs/page.md", slug: metadata.slug).outputPath, from: "the slug")
    checkStaysInside(Route.page(contentPath: "docs/page.md", url: metadata.url).outputPath, from: "the url")
    for alias in metadata.aliases {
        if let path = AliasRedirect.outputPath(of: alias) { checkStaysInside(path, from: "the alias '\(alias)'") }
    }
    for tag in metadata.tags {
        // As `SiteIndex.Tag.slug(ofName:)` makes it (SiteIndex needs all of Site).
        let slug = Slug.url(tag)
        checkStaysInside("tags/\(slug.isEmpty ? "tag" : slug)/index.html", from: "the tag '\(tag)'")
    }
    return 0
}

/// The file read as the build reads a page (`PageFile`): its first whole lines, twice as many bytes each
/// time until the front matter is known; here from 16 bytes rather than 2 KB, so that short files are cut too.
private func checkHead(of source: SourceText, agreesWith whole: FrontMatterParser.Split) {
    var wanted = 16
    while wanted < source.bytes.count {
        let end = wholeLinesEnd(of: source.bytes[..<wanted])
        let head = SourceText(path: source.path, bytes: Array(source.bytes[..<end]))
        let split: FrontMatterParser.Split?
        do {
            split = try FrontMatterParser.split(head: head, isWholeFile: false)
        } catch {
            fatalError("the first \(end) bytes do not read (\(error.summary)), the whole file does")
        }
        if let split {
            guard split.frontMatter == whole.frontMatter, split.bodyOffset == whole.bodyOffset, split.bodyLineOffset == whole.bodyLineOffset,
                  split.warnings == whole.warnings else {
                fatalError("the first \(end) bytes read as other front matter than the whole file")
            }
            return
        }
        wanted *= 2
    }
}

/// After the last line break, but not after a CR that ends the bytes: it may be the first half of a CRLF.
private func wholeLinesEnd(of bytes: ArraySlice<UInt8>) -> Int {
    let lineBreak = bytes.indices.last { bytes[$0] == UInt8(ascii: "\n") || (bytes[$0] == UInt8(ascii: "\r") && $0 < bytes.endIndex - 1) }
    return lineBreak.map { $0 + 1 } ?? 0
}

private func checkWrittenAsJSON(_ frontMatter: FrontMatter) {
    guard !frontMatter.entries.isEmpty else { return }
    let text = json(.map(frontMatter.entries)) + "\n"
    let again: FrontMatter
    do {
        again = try FrontMatterParser.split(SourceText(path: "written.md", text: text)).frontMatter
    } catch {
        fatalError("the front matter written as JSON does not read: \(error.summary)\n\(text.debugDescription)")
    }
    guard same(.map(frontMatter.entries), .map(again.entries)) else {
        fatalError("the front matter written as JSON reads as other values: \(text.debugDescription)")
    }
}

/// A value as JSON, but for dates, written as they were (JSON has none) and numbers JSON has no literal for.
private func json(_ value: FrontMatterValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number, _): number.isFinite ? "\(number)" : number < 0 ? "-1e999" : "1e999"
    case .string(let text): JSONString.quoted(text)
    case .date(_, let text): text
    case .list(let items): "[" + items.map(json).joined(separator: ", ") + "]"
    case .map(let entries): "{" + entries.map { JSONString.quoted($0.key) + ": " + json($0.value) }.joined(separator: ", ") + "}"
    }
}

/// Whether two values are the same but for how numbers were written.
private func same(_ left: FrontMatterValue, _ right: FrontMatterValue) -> Bool {
    switch (left, right) {
    case (.number(let a, _), .number(let b, _)): a == b
    case (.string(let a), .string(let b)): Array(a.utf8) == Array(b.utf8)
    case (.list(let a), .list(let b)): a.count == b.count && zip(a, b).allSatisfy(same)
    case (.map(let a), .map(let b)): a.count == b.count && zip(a, b).allSatisfy { Array($0.key.utf8) == Array($1.key.utf8) && same($0.value, $1.value) }
    default: left == right
    }
}

private func checkStaysInside(_ outputPath: String, from what: String) {
    let components = outputPath.split(separator: "/", omittingEmptySubsequences: false)
    guard !outputPath.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
          !outputPath.utf8.contains(0)
    else {
        fatalError("\(what) leads to the output path '\(outputPath)', which is not a plain path inside the output folder")
    }
}
