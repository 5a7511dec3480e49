import FrontMatter

/// A file of a page bundle, as a shortcode that shows one finds it (Docsy's `imgproc`).
struct PageResource {
    /// The link to the file from the page.
    var link: String
    /// What the front matter's `resources:` entries matching it set in their `params` (Docsy's `byline`).
    var params: [String: String]
}

extension HugoImporter {
    /// The first file of the page's bundle whose path in it matches `pattern`, as `Resources.GetMatch` finds it. A
    /// translation without its own copy shares the default language's, as in Hugo.
    static func resource(matching pattern: String, of page: SourcePage, at placement: SourceLanguages.Placement,
                         files: [ContentFile], languages: SourceLanguages) -> PageResource? {
        guard let name = placement.basePath.split(separator: "/").last, name == "index.md" || name == "_index.md" else { return nil }
        let folder = placement.basePath.dropLast(name.count)
        let inBundle = files.compactMap { file -> (path: String, file: ContentFile)? in
            guard file.placement.basePath.hasPrefix(folder) else { return nil }
            let path = String(file.placement.basePath.dropFirst(folder.count))
            // A branch bundle's files are those beside its page; its folders are sections of their own.
            return name == "_index.md" && path.contains("/") ? nil : (path, file)
        }
        let ownFirst = inBundle.filter { $0.file.placement.language.code == placement.language.code }
            + inBundle.filter { $0.file.placement.language.code != placement.language.code }
        guard let found = ownFirst.first(where: { FileGlob.matches(pattern, $0.path) }) else { return nil }
        return PageResource(link: link(to: languages.contentPath(found.file.placement), from: languages.contentPath(placement)),
                            params: params(of: found.path, in: page))
    }

    /// A relative link between Content/ paths, from a page whose URL is its folder.
    private static func link(to target: String, from page: String) -> String {
        let folder = page.split(separator: "/").dropLast().joined(separator: "/")
        if folder.isEmpty { return target }
        if target.hasPrefix(folder + "/") { return String(target.dropFirst(folder.count + 1)) }
        return String(repeating: "../", count: folder.split(separator: "/").count) + target
    }

    /// The `params` of each `resources:` entry whose `src` matches the path, the first entry's winning.
    private static func params(of path: String, in page: SourcePage) -> [String: String] {
        guard case .list(let entries)? = page.frontMatter["resources"]?.value else { return [:] }
        var params: [String: String] = [:]
        for entry in entries {
            guard let source = entry.member("src")?.scalarText, FileGlob.matches(source, path),
                  case .map(let values)? = entry.member("params") else { continue }
            for value in values where params[value.key] == nil { params[value.key] = value.value.scalarText }
        }
        return params
    }
}
