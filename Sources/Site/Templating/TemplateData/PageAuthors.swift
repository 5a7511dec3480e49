import FrontMatter
import Templates

/// `page.authors`: the people a page's front matter names, `authors` else `author`, one or a list. Each is a
/// dictionary with its `name`: an id that `site.data.authors` has (`al45tair:` with `name: Alastair Houghton`, as
/// swift.org's posts and Jekyll's jekyll-seo-tag read them) gives that entry, its `id` beside it; any other text is
/// the name; a map (`{name: Ann, url: …}`) is the entry itself.
enum PageAuthors {
    static func value(of params: [FrontMatterEntry], data: TemplateValue) -> TemplateValue {
        guard let written = params.first(where: { $0.key == "authors" })?.value ?? params.first(where: { $0.key == "author" })?.value
        else { return .array([]) }
        let named: [TemplateValue] = switch TemplateValue(written) {
        case .array(let elements): elements
        case .null: []
        case let one: [one]
        }
        let known = data.member("authors")
        return .array(named.compactMap { entry($0, known: known) })
    }

    private static func entry(_ value: TemplateValue, known: TemplateValue?) -> TemplateValue? {
        switch value {
        case .string(let id) where !id.isEmpty:
            guard case .dictionary(var entry)? = known?.member(id) else { return .dictionary(["name": .string(id)]) }
            entry["id"] = .string(id)
            if !Self.isNamed(entry) { entry["name"] = .string(id) }
            return .dictionary(entry)
        case .dictionary(let entry):
            return Self.isNamed(entry) ? value : nil
        default:
            return nil
        }
    }

    private static func isNamed(_ entry: [String: TemplateValue]) -> Bool {
        if case .string(let name)? = entry["name"] { !name.isEmpty } else { false }
    }
}

private extension TemplateValue {
    /// A dictionary's value for `key`.
    func member(_ key: String) -> TemplateValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members[key]
    }
}
