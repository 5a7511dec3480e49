import Core

/// Finds the page a Hugo `ref` names, the way Hugo looks: relative to the page, then from the
/// content root, with or without the extension, a bundle by its folder, and a unique file name
/// anywhere. The link written is a path of the page's file, which sitegen turns into its URL.
struct PageReferences: Sendable {
    /// Targets by their path without extension (`posts/hello`, `posts/bundle/index` → also `posts/bundle`).
    private var byPath: [String: String] = [:]
    /// Targets by file name without extension, nil when two pages share it.
    private var byName: [String: String?] = [:]

    /// `pages` are each page's path as refs name it and the path the link goes to (`target`): its
    /// Content/ path, or for a translation the path sitegen knows it by (`fr/about.md` for
    /// `about.fr.md`).
    init(pages: [(path: String, target: String)]) {
        for (path, contentPath) in pages {
            let stem = Self.withoutExtension(path)
            byPath[stem.lowercased()] = contentPath
            let parts = stem.split(separator: "/")
            if let last = parts.last, last == "index" || last == "_index" {
                byPath[parts.dropLast().joined(separator: "/").lowercased()] = byPath[parts.dropLast().joined(separator: "/").lowercased()] ?? contentPath
            }
            let name = String(parts.last ?? "").lowercased()
            byName[name] = byName[name] == nil ? contentPath : .some(nil)
        }
    }

    /// `/posts/hello.md#part`, or nil when no page matches.
    func link(_ reference: String, from contentPath: String) -> String? {
        var target = Substring(reference)
        var fragment = ""
        if let hash = target.firstIndex(of: "#") {
            fragment = String(target[hash...])
            target = target[..<hash]
        }
        if target.isEmpty { return fragment.isEmpty ? nil : fragment }
        let folder = contentPath.split(separator: "/").dropLast().joined(separator: "/")
        let key = Self.withoutExtension(String(target)).lowercased()
        var candidates = [Self.normalize(key)]
        if !key.hasPrefix("/") { candidates.insert(Self.normalize(folder + "/" + key), at: 0) }
        for candidate in candidates {
            if let path = byPath[candidate] { return Self.link(to: path) + fragment }
        }
        if !key.contains("/"), case .some(.some(let path)) = byName[key] { return Self.link(to: path) + fragment }
        return nil
    }

    /// `/docs/Getting%20Started.md`: spaces encoded so that the link stays one Markdown destination.
    private static func link(to path: String) -> String {
        "/" + PercentEncoding.encoded(path) { $0 != UInt8(ascii: " ") }
    }

    private static func withoutExtension(_ path: String) -> String {
        for suffix in [".markdown", ".md"] where path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
        return path
    }

    /// `a/./b/../c` → `a/c`, without leading or trailing slashes.
    private static func normalize(_ path: String) -> String {
        let normalized = path.normalizedPath().dropFirst()
        return String(normalized.hasSuffix("/") ? normalized.dropLast() : normalized)
    }
}
