import Templates

/// Where a page is in each of the site's versions: the version menu's links, the notice of a page of an older version and
/// its canonical URL.
struct VersionLinks {
    let context: SiteContext

    /// The page at `contentPath` (nil for a page the build makes) in every version, as the version menu lists them: each
    /// with its `name`, the `url` of the same page in it or of its home in the page's language, and whether it is the
    /// `current` and the `default` version and has the page (`exists`). Empty for a site without versions.
    func menu(contentPath: String?, language: SiteLanguages.Language) -> TemplateValue {
        let languages = context.config.languages
        return .array(languages.versions.all.map { version in
            let folder = languages.versions.folder(of: version)
            let counterpart = contentPath.flatMap { page($0, inVersion: folder) }
            var home = language
            home.version = folder
            return .dictionary([
                "name": .string(version.name), "current": .bool(folder == language.version), "default": .bool(folder.isEmpty),
                "url": .string(counterpart.map { context.index.pages[$0].route.url } ?? context.translations.homeURL(of: home)),
                "exists": .bool(counterpart != nil),
            ])
        })
    }

    /// The page at `contentPath` in the version whose folder is `version` (empty: the default), if it has one.
    func page(_ contentPath: String, inVersion version: String) -> Int? {
        let rest = context.config.languages.versions.split(contentPath).rest
        return context.index.pageByContentPath[version.isEmpty ? rest : version + "/" + rest]
    }
}
