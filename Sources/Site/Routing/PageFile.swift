import Core
import DocC
import Foundation
import FrontMatter

/// A page's file as step 2 reads it: as far as the end of its front matter, which routing needs. Its
/// Markdown body stays on disk until step 3 parses the page (`readBody`): every page is routed before
/// any is rendered, and holding or spooling every body meanwhile cost more than reading it when needed.
/// Each byte of the file is checked to be UTF-8 once, with the part it was read with.
struct PageFile: Sendable {
    var file: ContentFile
    var metadata: PageMetadata
    /// Where the Markdown body starts, in bytes and in lines.
    var bodyOffset: Int
    var bodyLineOffset: Int

    /// How much of a file is read first: most front matter ends well before it.
    private static let firstRead = 2048

    /// Reads a page's front matter.
    /// - Throws: a file that cannot be read, non-UTF-8 front matter (with its location) and front matter errors.
    static func read(_ file: ContentFile) throws(DiagnosticList) -> PageFile {
        var head: [UInt8] = [], checked = 0, wanted = firstRead
        while true {
            guard let more = FileBytes.contents(ofFile: file.absolutePath, from: head.count, limit: wanted) else {
                throw DiagnosticList([Diagnostic(.error, "cannot read \(file.sourcePath)")])
            }
            head += more
            let isWholeFile = more.count < wanted
            let end = isWholeFile ? head.count : wholeLinesEnd(of: head)
            let source = SourceText(path: file.sourcePath, bytes: Array(head[..<end]))
            if let offset = UTF8Validation.firstInvalidIndex(in: source.bytes[checked...]) {
                throw notUTF8(file, at: source.location(ofOffset: offset), offset: offset)
            }
            checked = end
            do throws(Diagnostic) {
                if let split = try FrontMatterParser.split(head: source, isWholeFile: isWholeFile) {
                    return PageFile(file: file, split: split)
                }
            } catch {
                throw DiagnosticList([error])
            }
            wanted *= 2
        }
    }

    /// Reads the Markdown body, when the page is parsed.
    /// - Throws: a file that cannot be read, and a body that is not UTF-8 (with its location).
    func readBody() throws(DiagnosticList) -> ValidatedUTF8 {
        guard let body = FileBytes.contents(ofFile: file.absolutePath, from: bodyOffset) else {
            throw DiagnosticList([Diagnostic(.error, "cannot read \(file.sourcePath)")])
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: body) {
            // The body starts at the start of a line, so only the line number moves.
            var location = SourceText(path: file.sourcePath, bytes: body).location(ofOffset: offset)
            location.line += bodyLineOffset
            throw Self.notUTF8(file, at: location, offset: bodyOffset + offset)
        }
        return ValidatedUTF8(checked: body)
    }

    /// Whether the page belongs to a DocC catalog, whose pages are parsed as soon as they are read: their
    /// titles and curation place the other pages of their catalog.
    var isDocC: Bool {
        DocCCatalog.root(of: file.contentPath) != nil
    }

    private init(file: ContentFile, split: FrontMatterParser.Split) {
        self.file = file
        metadata = PageMetadata(frontMatter: split.frontMatter)
        metadata.warnings = split.warnings + metadata.warnings
        if metadata.date == nil, let date = DatedFileName.date(ofContentPath: file.contentPath) {
            metadata.date = FrontMatterDate.parse(date)
        }
        bodyOffset = split.bodyOffset
        bodyLineOffset = split.bodyLineOffset
    }

    /// Where the last whole line of `bytes` ends: after its last line break, but not after a CR that
    /// is the last byte, which may be the first half of a CRLF.
    private static func wholeLinesEnd(of bytes: [UInt8]) -> Int {
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && index < bytes.count - 1) { return index + 1 }
            index -= 1
        }
        return 0
    }

    private static func notUTF8(_ file: ContentFile, at location: SourceLocation, offset: Int) -> DiagnosticList {
        DiagnosticList([Diagnostic(.error, "\(file.sourcePath) is not valid UTF-8 (byte offset \(offset)); save it as UTF-8", at: location)])
    }
}
