import Core

/// The anchors of a DocC page's headings, known before the page is rendered: DocC resolves `<doc:Name>` to a
/// heading of the page itself (`## @BindingState`, anchor `BindingState`) when no article is named so.
public enum DocCHeadingAnchors {
    /// The anchor (`Slug.docCAnchor`) of each ATX heading in the page's Markdown, outside fenced code.
    public static func anchors(in nodes: [DocCNode]) -> [String] {
        var anchors: [String] = []
        for node in nodes {
            switch node {
            case .markdown(let text, _): anchors += headings(in: text).map(Slug.docCAnchor)
            case .directive(let directive): anchors += self.anchors(in: directive.children)
            case .problem: break
            }
        }
        return anchors
    }

    private static func headings(in text: String) -> [String] {
        var headings: [String] = []
        var fence: Character?
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if let marker = trimmed.first, marker == "`" || marker == "~", trimmed.prefix(3).allSatisfy({ $0 == marker }), trimmed.count >= 3 {
                fence = fence == nil ? marker : (fence == marker ? nil : fence)
                continue
            }
            guard fence == nil, line.count - trimmed.count < 4, trimmed.first == "#" else { continue }
            let level = trimmed.prefix { $0 == "#" }.count
            let rest = trimmed.dropFirst(level)
            guard level <= 6, rest.isEmpty || rest.first == " " else { continue }
            var title = rest.trimmingCharacters(in: .whitespaces)
            while title.hasSuffix("#") { title.removeLast() }
            headings.append(title.trimmingCharacters(in: .whitespaces))
        }
        return headings
    }
}
