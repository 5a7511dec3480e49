import Core
import Foundation
import Output

/// A file found under Content/.
struct ContentFile: Sendable, Hashable {
    /// Path relative to Content/, with `/` separators: `docs/intro.md`.
    var contentPath: String
    /// Where Content/ is.
    var folder: ContentFolder
    /// The file's status when it was found (its target's, for a link).
    var status: FileStatus

    /// Absolute path on disk (of the link itself when the file is reached through a symlink).
    var absolutePath: String { folder.path + folder.filePath(of: contentPath) }
    /// The path as messages show it: `Content/docs/intro.md`.
    var sourcePath: String { folder.displayPrefix + folder.filePath(of: contentPath) }
    /// Whether this is a Markdown page rather than a file copied as is.
    var isPage: Bool { Route.isPage(contentPath: contentPath) }
}

/// Where Content/ is on disk and how messages show it, shared by all its files: a file's absolute
/// and displayed paths are made when asked for, not kept (two strings a page, for every page). A class,
/// so that every file and page holds a reference rather than the two strings' 32 bytes.
final class ContentFolder: Sendable, Hashable {
    /// Content/'s absolute path, ending in `/`.
    let path: String
    /// What messages show before a Content/ path: `Content/`, or empty.
    let displayPrefix: String
    /// How its files' Content/ paths name them.
    let naming: Naming

    /// How the Content/ paths of a folder's files name the files.
    indirect enum Naming: Sendable, Hashable {
        /// Each file is at its Content/ path.
        case asIs
        /// A language's files named by a suffix (`intro.de.md`): their Content/ path is their language path, which starts
        /// with the code (`de/intro.md`) unless the language is the default (`intro.en.md` at `intro.md`).
        case suffixed(code: String, isPrefixed: Bool)
        /// The default language's pages (named as `source` says) that a language without its own shows (`"fallback": true`):
        /// `de/guide/faq.md` is the default language's `guide/faq.md`.
        case fallback(code: String, source: Naming)

        /// The file's path under Content/ for a Content/ path: `de/intro.md` → `intro.de.md`.
        func filePath(of contentPath: String) -> String {
            switch self {
            case .asIs:
                return contentPath
            case .fallback(let code, let source):
                return source.filePath(of: String(contentPath.dropFirst(code.utf8.count + 1)))
            case .suffixed(let code, let isPrefixed):
                let path = isPrefixed ? contentPath.dropFirst(code.utf8.count + 1) : contentPath[...]
                let nameStart = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
                guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return String(path) + "." + code }
                return String(path[..<dot]) + "." + code + String(path[dot...])
            }
        }
    }

    init(path: String, displayPrefix: String, naming: Naming = .asIs) {
        self.path = path
        self.displayPrefix = displayPrefix
        self.naming = naming
    }

    /// The file's path under Content/, for a Content/ path of this folder: `de/intro.md` → `intro.de.md`.
    func filePath(of contentPath: String) -> String {
        naming.filePath(of: contentPath)
    }

    /// Whether its pages are the default language's shown in another language.
    var isFallback: Bool {
        if case .fallback = naming { true } else { false }
    }

    static func == (lhs: ContentFolder, rhs: ContentFolder) -> Bool {
        lhs.path == rhs.path && lhs.displayPrefix == rhs.displayPrefix && lhs.naming == rhs.naming
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(displayPrefix)
        hasher.combine(naming)
    }
}

/// What listing Content/ found: its files in a stable order, and warnings about what was skipped.
struct ContentScan: Sendable {
    var files: [ContentFile]
    var warnings: [Diagnostic]

    /// The same listing after `editedPaths` (absolute paths of files already in it) were written to:
    /// nil when a path is not one of its files or is gone, since then the folder must be listed again.
    func afterEditing(_ editedPaths: Set<String>) -> ContentScan? {
        // Compared by Content/ path: every file's absolute path would be a string made per file of the site.
        guard let folder = files.first?.folder else { return nil }
        var remaining = Set(editedPaths.compactMap { $0.hasPrefix(folder.path) ? String($0.dropFirst(folder.path.count)) : nil })
        guard remaining.count == editedPaths.count else { return nil }
        var updated = self
        for index in updated.files.indices {
            let file = updated.files[index]
            guard file.folder.path == folder.path, remaining.remove(file.folder.filePath(of: file.contentPath)) != nil else { continue }
            guard let status = FileStatus.of(updated.files[index].absolutePath), status.kind == .regular else { return nil }
            updated.files[index].status = status
        }
        return remaining.isEmpty ? updated : nil
    }
}

/// Walks Content/ in a stable order. Hidden files, editor backups and symbolic
/// links that leave the site are skipped (the last with a warning: a link to
/// ~/.ssh must never be published).
enum ContentScanner {
    /// - Parameters:
    ///   - folder: the only folder of `contentDirectory` to list (a catalog given as the source), else nil for all of it.
    ///   - displayPrefix: what messages show before a Content/ path, `Content/` or empty.
    ///   - languages: the site's languages, which give a file named for one (`intro.de.md`) its language path (`de/intro.md`).
    static func scan(
        contentDirectory: String, folder: String? = nil, siteRoot: String, displayPrefix: String = "Content/", languages: SiteLanguages? = nil
    ) -> ContentScan {
        var files: [ContentFile] = []
        var warnings: [Diagnostic] = []
        let realRoot = OutputSafety.resolved(siteRoot)
        let start = folder.map { contentDirectory + "/" + $0 } ?? contentDirectory
        var visited: Set<String> = [OutputSafety.resolved(start)]
        let contentFolder = ContentFolder(path: contentDirectory + "/", displayPrefix: displayPrefix)
        walk(start, relative: folder ?? "", realRoot: realRoot, folder: contentFolder, visited: &visited, files: &files, warnings: &warnings)
        if let languages, languages.isMultilingual { files = languages.placing(files, in: contentFolder) }
        return ContentScan(files: files, warnings: warnings)
    }

    private static func walk(
        _ directory: String, relative: String, realRoot: String, folder: ContentFolder,
        visited: inout Set<String>, files: inout [ContentFile], warnings: inout [Diagnostic]
    ) {
        guard relative.split(separator: "/").count < DirectoryListing.maximumDepth else { return }
        let entries = DirectoryListing.entries(in: directory).sorted { $0.name < $1.name }
        for (name, listed) in entries where !isIgnored(name) {
            let path = directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var status = listed
            if status.kind == .symbolicLink {
                let target = OutputSafety.resolved(path)
                guard target == realRoot || OutputSafety.isInside(target, realRoot) else {
                    warnings.append(Diagnostic(.warning, "\(folder.displayPrefix)\(relativePath) is a symbolic link to \(target), outside the site; skipped"))
                    continue
                }
                guard let followed = FileStatus.of(target) else { continue }
                status = followed
                if status.kind == .directory && !visited.insert(target).inserted { continue }
            }
            switch status.kind {
            case .directory:
                walk(path, relative: relativePath, realRoot: realRoot, folder: folder, visited: &visited, files: &files, warnings: &warnings)
            case .regular:
                // `path` is `folder.path + relativePath`: the walk descends from Content/ by names, links included.
                files.append(ContentFile(contentPath: relativePath, folder: folder, status: status))
            case .symbolicLink, .other:
                continue
            }
        }
    }

    /// Hidden files (`.DS_Store`, `.git`), editor backups (`x.md~`) and lock files (`#x.md#`).
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#"))
    }
}
