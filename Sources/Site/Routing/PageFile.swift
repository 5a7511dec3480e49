import Core
import DocC
import Foundation
import FrontMatter

/// A page's file as read from disk, once: its bytes checked to be UTF-8 and its front matter parsed. Its
/// Markdown body is parsed later (`ParsedPage`), once every page has its URL.
struct PageFile: Sendable {
    var file: ContentFile
    var metadata: PageMetadata
    /// The whole file.
    var source: SourceText
    /// Where the Markdown body starts in `source`, in bytes and in lines.
    var bodyOffset: Int
    var bodyLineOffset: Int

    /// Reads one page's file.
    /// - Throws: a file that cannot be read, non-UTF-8 content (with its location) and front matter errors.
    static func read(_ file: ContentFile) throws(DiagnosticList) -> PageFile {
        let sourcePath = file.sourcePath
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            throw DiagnosticList([Diagnostic(.error, "cannot read \(sourcePath)")])
        }
        let source = SourceText(path: sourcePath, bytes: [UInt8](data))
        if let offset = UTF8Validation.firstInvalidOffset(in: source.bytes) {
            let location = source.location(ofOffset: offset)
            throw DiagnosticList([Diagnostic(.error, "\(sourcePath) is not valid UTF-8 (byte offset \(offset)); save it as UTF-8", at: location)])
        }
        let split: FrontMatterParser.Split
        do throws(Diagnostic) {
            split = try FrontMatterParser.split(source)
        } catch {
            throw DiagnosticList([error])
        }
        var metadata = PageMetadata(frontMatter: split.frontMatter)
        metadata.warnings = split.warnings + metadata.warnings
        if metadata.date == nil, let date = DatedFileName.date(ofContentPath: file.contentPath) {
            metadata.date = FrontMatterDate.parse(date)
        }
        return PageFile(file: file, metadata: metadata, source: source, bodyOffset: split.bodyOffset, bodyLineOffset: split.bodyLineOffset)
    }

    /// The Markdown body.
    var body: ArraySlice<UInt8> {
        source.bytes[bodyOffset...]
    }

    /// Whether the page belongs to a DocC catalog, whose pages are parsed as soon as they are read: their
    /// titles and curation place the other pages of their catalog.
    var isDocC: Bool {
        DocCCatalog.root(of: file.contentPath) != nil
    }
}
