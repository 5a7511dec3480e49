/// DocC's curation: the `doc:` links listed under an article's `## Topics` heading (in its
/// `### Group` lists) make the linked articles its children, in that order.
public enum DocCTopics {
    /// The `doc:` references (`doc:` removed) listed under `## Topics` in `nodes`, in order.
    public static func references(in nodes: [DocCNode]) -> [String] {
        var references: [String] = []
        var inTopics = false
        for case .markdown(let text, _) in nodes {
            for line in text.split(separator: "\n") {
                if line.hasPrefix("## ") { inTopics = line.dropFirst(3).trimmingSpaces == "Topics" }
                guard inTopics, line.trimmingSpaces.hasPrefix("- ") else { continue }
                var rest = line[...]
                while let start = rest.firstRange(of: "doc:") {
                    let reference = rest[start.upperBound...].prefix { $0 != ">" && $0 != ")" && $0 != " " }
                    if !reference.isEmpty { references.append(String(reference)) }
                    rest = rest[start.upperBound...]
                }
            }
        }
        return references
    }

    /// Each article's place in the catalog's reading order: a depth-first walk of the curation from
    /// the articles nobody curates (the catalog's root first), so curated articles follow their
    /// curator in its order and uncurated ones come after.
    static func ranks(of articles: [DocCCatalog.Article], byName: [String: DocCCatalog.Article]) -> [String: Int] {
        var curated: Set<String> = []
        for article in articles {
            for reference in article.topics { if let child = lookup(reference, byName) { curated.insert(child.contentPath) } }
        }
        let starts = articles.filter { !curated.contains($0.contentPath) }
            .sorted { ($0.contentPath.split(separator: "/").count, $0.contentPath) < ($1.contentPath.split(separator: "/").count, $1.contentPath) }
        var ranks: [String: Int] = [:]
        var stack = Array(starts.reversed())
        while let article = stack.popLast() {
            guard ranks[article.contentPath] == nil else { continue }
            ranks[article.contentPath] = ranks.count
            stack += article.topics.reversed().compactMap { lookup($0, byName) }
        }
        for article in articles where ranks[article.contentPath] == nil { ranks[article.contentPath] = ranks.count }
        return ranks
    }

    private static func lookup(_ reference: String, _ byName: [String: DocCCatalog.Article]) -> DocCCatalog.Article? {
        let path = reference.prefix { $0 != "#" }
        return byName[(path.split(separator: "/").last.map(String.init) ?? String(path)).lowercased()]
    }
}
