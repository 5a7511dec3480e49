import Core
import Foundation
import Templates

/// `site` in templates.
struct SiteObject: TemplateObject {
    unowned let context: SiteContext
    /// The language of the page rendered.
    let language: SiteLanguages.Language

    static let names = [
        "title", "baseURL", "description", "language", "direction", "languages", "home", "author", "params", "pages", "sections",
        "tags", "tag_list", "build", "repo_url", "search", "feed", "feed_url", "version", "versions", "data", "nav",
    ]

    var memberNames: [String] { Self.names }

    func member(_ name: String) -> TemplateValue? {
        let config = context.config
        let index = context.index
        switch name {
        case "title": return .string(language.title ?? config.title)
        case "baseURL": return .string(config.baseURL.description)
        case "description": return config.description.map(TemplateValue.string) ?? .null
        case "language": return .string(language.code)
        case "direction": return .string(language.isRightToLeft ? "rtl" : "ltr")
        case "home": return .string(context.translations.homeURL(of: language))
        case "languages":
            return .array(config.languages.languages(ofVersion: language.version).map { other in
                .dictionary(["code": .string(other.code), "name": .string(other.name), "url": .string(context.translations.homeURL(of: other)),
                             "current": .bool(other == language)])
            })
        case "version":
            return config.versions.version(inFolder: language.version).map { .string($0.name) } ?? .null
        case "versions": return VersionLinks(context: context).menu(contentPath: nil, language: language)
        case "author": return config.author.map(TemplateValue.string) ?? .null
        case "repo_url": return config.repoURL.map(TemplateValue.string) ?? .null
        case "search": return .bool(config.buildsSearchIndex)
        case "data": return context.data
        // Whether the feed has entries (dated pages): a documentation site without any links no empty feed; nor does a
        // site without an absolute base URL, which has no feed. Asked by every page, so found once.
        case "feed": return context.collection(name + "@" + language.code) {
            .bool(config.baseURL.isAbsolute && !AtomFeed.entries(of: index, in: language, context.translations).isEmpty)
        }
        case "feed_url": return .string(AtomFeed.url(in: language, context.translations))
        case "params":
            return context.collection(name) {
                .dictionary(Dictionary(config.params.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
            }
        case "pages":
            return context.collection(name + "@" + language.code) { context.values(of: index.newestFirst.filter(isInLanguage)) }
        case "sections":
            return context.collection(name + "@" + language.code) { sections() }
        case "nav":
            // Each version of a language has its own links.
            return context.collection(name + "@" + language.version + "/" + language.code) { headerLinks() }
        case "tags":
            return context.collection(name + "@" + language.code) {
                .dictionary(Dictionary(tags.map { ($0.name, context.values(of: $0.pages)) }, uniquingKeysWith: { first, _ in first }))
            }
        case "tag_list":
            return context.collection(name + "@" + language.code) {
                .array(tags.map { .object(TagObject(tag: $0, context: context)) })
            }
        case "build":
            return .dictionary(["version": .string(SitegenVersion.current), "generator": .string("sitegen \(SitegenVersion.current)")])
        default:
            return nil
        }
    }

    /// The tags of this value's language's pages.
    private var tags: [SiteIndex.Tag] {
        context.translations.tags(context.index.tags, in: language, of: context.index.pages)
    }

    /// Whether the page at `position` is in this value's language: a site's lists are its language's.
    private func isInLanguage(_ position: Int) -> Bool {
        !context.config.languages.hasEditions || context.translations.language(of: context.index.pages[position]) == language
    }

    /// Top-level sections of the language in navigation order; the default language's leave the other languages' folders out.
    private func sections() -> TemplateValue {
        let index = context.index
        return .array(topSectionPaths().compactMap { path -> TemplateValue? in
            guard let section = index.sections[path] else { return nil }
            return .dictionary([
                "title": .string(section.title),
                "path": .string(section.path),
                "url": section.indexPage.map { .string(index.pages[$0].route.url) } ?? .null,
                "pages": context.values(of: section.pages),
            ])
        })
    }
}
