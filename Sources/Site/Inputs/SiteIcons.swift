import Core
import Markdown

/// The icons a site draws itself: `Templates/icons/NAME.svg`, and `Templates/icons/SET/NAME.svg` named `SET-NAME`
/// as MkDocs Material names the files of its `.icons/` folders. `:NAME:` in a page shows the picture
/// (`RenderOptions.siteIcons`): brand logos and any other sitegen has no symbol for.
public struct SiteIcons: Sendable {
    /// The folder of Templates/ that holds them.
    public static let folderName = "icons"

    /// The shortcode name of the icon at a path of the folder: `fontawesome/brands/github.svg` is
    /// `fontawesome-brands-github`.
    public static func name(ofFile path: String) -> String {
        String(path.dropLast(path.hasSuffix(".svg") ? 4 : 0)).replacingOccurrences(of: "/", with: "-")
    }

    /// Each icon's markup from its `<svg` on, by shortcode name.
    private(set) var markup: [String: [UInt8]] = [:]
    private(set) var problems: [Diagnostic] = []
    /// The file each icon came from, for the message when another gives it too.
    private var files: [String: String] = [:]

    init() {}

    init(templatesDirectory: String) {
        read(folder: "", in: templatesDirectory + "/" + Self.folderName, depth: 0)
    }

    private mutating func read(folder: String, in root: String, depth: Int) {
        for entry in DirectoryListing.entries(in: root + "/" + folder).sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            let path = folder + entry.name
            let shown = "Templates/\(Self.folderName)/" + path
            let status = entry.status.kind == .symbolicLink ? FileStatus.of(root + "/" + path) : entry.status
            if status?.kind == .directory {
                if depth < 8 { read(folder: path + "/", in: root, depth: depth + 1) }
                continue
            }
            guard path.hasSuffix(".svg") else {
                problems.append(Diagnostic(.warning, "\(shown) is not used: an icon is an SVG image, NAME.svg", at: SourceLocation(path: shown, line: 1, column: 1)))
                continue
            }
            let name = Self.name(ofFile: path)
            guard RenderOptions.isShortcodeName(name) else {
                problems.append(Diagnostic(.warning, "no shortcode can name the icon \(shown): a name is lower-case letters, digits, '_', '+' and '-', at most 62",
                                           at: SourceLocation(path: shown, line: 1, column: 1)))
                continue
            }
            add(name, bytes: FileBytes.contents(ofFile: root + "/" + path) ?? [], shown: shown)
        }
    }

    private mutating func add(_ name: String, bytes: [UInt8], shown: String) {
        let start = Self.prologEnd(in: bytes)
        guard Self.isSVGTag(at: start, in: bytes) else {
            problems.append(Diagnostic(.error, "an icon is an SVG image, and this file's first element is not <svg>",
                                       at: SourceText(path: shown, bytes: bytes).location(ofOffset: start)))
            return
        }
        if let earlier = files[name] {
            problems.append(Diagnostic(.error, "the icon ':\(name):' is given by both \(earlier) and \(shown): rename one",
                                       at: SourceLocation(path: shown, line: 1, column: 1)))
            return
        }
        files[name] = shown
        var end = bytes.count
        while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
        markup[name] = Array(bytes[start..<end])
    }

    private static func isSVGTag(at start: Int, in bytes: [UInt8]) -> Bool {
        let tag = Array("<svg".utf8)
        guard bytes.count > start + tag.count, Array(bytes[start..<start + tag.count]) == tag else { return false }
        let next = bytes[start + tag.count]
        return next.isASCIIWhitespace || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
    }

    /// Where the first element starts after what may come before it in a file (a byte order mark, blanks, the XML
    /// declaration, comments, a doctype), none of which belongs inside an HTML page.
    private static func prologEnd(in bytes: [UInt8]) -> Int {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while true {
            while position < bytes.count, bytes[position].isASCIIWhitespace { position += 1 }
            let rest = bytes[position...]
            // A doctype may hold an internal subset (`[ <!ENTITY …> ]`), as Illustrator writes it, which ends at `]>`.
            let doctypeClose = rest.prefix { $0 != UInt8(ascii: ">") }.contains(UInt8(ascii: "[")) ? Array("]>".utf8) : [UInt8(ascii: ">")]
            let close: [UInt8]? = rest.starts(with: Array("<?".utf8)) ? Array("?>".utf8)
                : rest.starts(with: Array("<!--".utf8)) ? Array("-->".utf8)
                : rest.starts(with: Array("<!".utf8)) ? doctypeClose : nil
            guard let close, let end = rest.dropFirst(2).firstRange(of: close) else { return position }
            position = end.upperBound
        }
    }
}
