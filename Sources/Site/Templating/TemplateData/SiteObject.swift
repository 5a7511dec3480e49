import Core
import Foundation
import Templates

/// `site` in templates.
struct SiteObject: TemplateObject {
    unowned let context: SiteContext

    static let names = [
        "title", "baseURL", "description", "language", "author", "params", "pages", "sections", "tags", "tag_list",
        "build", "repo_url", "search", "feed",
    ]

    var memberNames: [String] { Self.names }

    func member(_ name: String) -> TemplateValue? {
        let config = context.config
        let index = context.index
        switch name {
        case "title": return .string(config.title)
        case "baseURL": return .string(config.baseURL.description)
        case "description": return config.description.map(TemplateValue.string) ?? .null
        case "language": return .string(config.language)
        case "author": return config.author.map(TemplateValue.string) ?? .null
        case "repo_url": return config.repoURL.map(TemplateValue.string) ?? .null
        case "search": return .bool(config.buildsSearchIndex)
        // Whether the feed has entries (dated pages): a documentation site without any links no empty feed. Asked by
        // every page, so found once.
        case "feed": return context.collection(name) { .bool(index.pages.contains { $0.metadata.date != nil }) }
        case "params":
            return context.collection(name) {
                .dictionary(Dictionary(config.params.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
            }
        case "pages":
            return context.collection(name) { context.values(of: index.newestFirst) }
        case "sections":
            return context.collection(name) { sections() }
        case "tags":
            return context.collection(name) {
                .dictionary(Dictionary(index.tags.map { ($0.name, context.values(of: $0.pages)) }, uniquingKeysWith: { first, _ in first }))
            }
        case "tag_list":
            return context.collection(name) {
                .array(index.tags.map { .object(TagObject(tag: $0, context: context)) })
            }
        case "build":
            return .dictionary(["version": .string(SitegenVersion.current), "generator": .string("sitegen \(SitegenVersion.current)")])
        default:
            return nil
        }
    }

    /// Top-level sections in navigation order.
    private func sections() -> TemplateValue {
        let index = context.index
        let subsections = index.sections[""]?.subsections ?? []
        return .array(subsections.compactMap { path in
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
