import Templates

/// One of `page.headings`: `level`, `text` and `id` (null when the heading has none). An object rather
/// than a dictionary: the default layout reads only the first heading of a page's dozens, and a
/// dictionary hashed its three keys for every one of them.
struct HeadingObject: TemplateObject {
    let heading: Page.Heading

    /// In the order a dictionary of the same members lists them (`json`, `for`).
    var memberNames: [String] { ["id", "level", "text"] }

    func member(_ name: String) -> TemplateValue? {
        switch name {
        case "level": .number(Double(heading.level))
        case "text": .string(heading.text)
        case "id": heading.id.map(TemplateValue.string) ?? .null
        default: nil
        }
    }
}
