import Core
import Foundation

/// The folder being served, looked up by path on every request because a
/// build replaces it by renaming a new folder over it.
///
/// This is the one place files are opened, so the last line of defence is
/// here: the resolved path (every symbolic link followed) must lie inside the
/// resolved root, no component of it may be a dotfile, and the file is opened
/// without following links, read-only and non-blocking (a FIFO cannot hang it).
struct SiteFolder: Sendable {
    /// The folder as configured; it may be relative, and may not exist yet.
    let root: String

    enum Entry {
        case file(OpenFile)
        case directory
        /// Nothing there, a dotfile, or something that is neither file nor directory.
        case missing
        /// A symbolic link leads outside the site.
        case outside
    }

    /// What `segments` (already checked by `RequestTarget`) name under the root.
    func entry(at segments: [String]) -> Entry {
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { return .missing }
        guard let resolvedRoot = Self.realPath(root) else { return .missing }
        let candidate = segments.isEmpty ? resolvedRoot : resolvedRoot + "/" + segments.joined(separator: "/")
        guard let resolved = Self.realPath(candidate) else { return .missing }
        let prefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        guard resolved == resolvedRoot || resolved.hasPrefix(prefix) else { return .outside }
        let inside = resolved.dropFirst(min(prefix.utf8.count, resolved.utf8.count))
        guard !inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return .missing }

        let descriptor = open(resolved, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return .missing }
        guard let status = FileStatus.of(descriptor: descriptor) else {
            close(descriptor)
            return .missing
        }
        switch status.kind {
        case .regular:
            return .file(OpenFile(descriptor: descriptor, status: status))
        case .directory:
            close(descriptor)
            return .directory
        case .symbolicLink, .other:
            close(descriptor)
            return .missing
        }
    }

    /// Every HTML page of the site as a URL path (`docs/index.html` → `/docs/`), sorted, at most `limit`;
    /// symbolic links are left out, as they may lead outside the site.
    func pagePaths(limit: Int) -> [String] {
        guard let resolvedRoot = Self.realPath(root) else { return [] }
        var pages: [String] = []
        var pending: [(path: String, url: String, depth: Int)] = [(resolvedRoot, "/", 0)]
        while let folder = pending.popLast(), pages.count < limit {
            for (name, status) in DirectoryListing.entries(in: folder.path) where !name.hasPrefix(".") {
                let path = folder.path + "/" + name
                let url = folder.url + PercentEncoding.encodedPathSegment(name)
                if status.kind == .directory, folder.depth < DirectoryListing.maximumDepth {
                    pending.append((path, url + "/", folder.depth + 1))
                } else if status.kind == .regular, name.hasSuffix(".html"), name != "404.html", pages.count < limit {
                    pages.append(name == "index.html" ? folder.url : url)
                }
            }
        }
        return pages.sorted()
    }

    /// The canonical absolute path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
