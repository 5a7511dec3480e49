// libFuzzer target: any bytes as a page file. The front matter is split off and parsed, its
// known keys read as the build reads them, and the paths a page can claim through front matter
// (its slug, its aliases, its tags) turned into output paths. Besides crashes, hangs and
// sanitizer reports it fails when a diagnostic points outside the file or an output path could
// leave the output folder.
import Core
import FrontMatter

private func checkStaysInside(_ outputPath: String, from what: String) {
    let components = outputPath.split(separator: "/", omittingEmptySubsequences: false)
    guard !outputPath.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
          !outputPath.utf8.contains(0)
    else {
        fatalError("\(what) leads to the output path '\(outputPath)', which is not a plain path inside the output folder")
    }
}

private func checkInside(_ diagnostic: Diagnostic, _ source: SourceText) {
    _ = diagnostic.description
    guard let location = diagnostic.location else { return }
    let lastLine = source.location(ofOffset: source.bytes.count).line
    guard location.line >= 1, location.line <= lastLine, location.column >= 1 else {
        fatalError("diagnostic outside the file (\(lastLine) lines): \(diagnostic.summary)")
    }
}

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
    let metadata = PageMetadata(frontMatter: split.frontMatter)
    for diagnostic in split.warnings + metadata.warnings { checkInside(diagnostic, source) }
    checkStaysInside(Route.page(contentPath: "docs/page.md", slug: metadata.slug).outputPath, from: "the slug")
    checkStaysInside(Route.page(contentPath: "docs/page.md", url: metadata.url).outputPath, from: "the url")
    for alias in metadata.aliases {
        if let path = AliasRedirect.outputPath(of: alias) {
            checkStaysInside(path, from: "the alias '\(alias)'")
            _ = AliasRedirect.html(to: alias, absoluteURL: alias)
        }
    }
    for tag in metadata.tags {
        // As `SiteIndex.Tag.slug(ofName:)` makes it (SiteIndex needs all of Site).
        let slug = Slug.url(tag)
        checkStaysInside("tags/\(slug.isEmpty ? "tag" : slug)/index.html", from: "the tag '\(tag)'")
    }
    return 0
}
