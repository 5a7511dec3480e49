/// DocC's curation: the `doc:` links listed under an article's `## Topics` heading (in its
/// `### Group` lists) make the linked articles its children, in that order; so do a tutorials
/// table's `@TutorialReference`s.
public enum DocCTopics {
    /// The `doc:` references (`doc:` removed) listed under `## Topics` in `nodes`, and those of its
    /// `@TutorialReference(tutorial:)`s, in order.
    public static func references(in nodes: [DocCNode]) -> [String] {
        var references: [String] = []
        var inTopics = false
        for node in nodes {
            guard case .markdown(let text, _) = node else {
                if case .directive(let directive) = node { references += tutorialReferences(in: directive) }
                continue
            }
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

    private static func tutorialReferences(in directive: Directive) -> [String] {
        if directive.name == "TutorialReference", let target = directive.argument("tutorial"), target.hasPrefix("doc:") {
            return [String(target.dropFirst(4))]
        }
        return directive.children.flatMap { child -> [String] in
            if case .directive(let inner) = child { tutorialReferences(in: inner) } else { [] }
        }
    }

    /// Where each page of a catalog with a root goes in the site's sections, as DocC's sidebar nests them: the
    /// root is the index of the catalog's section; a page the root curates is in it, or, when it curates pages
    /// itself, the index of a section of its own in it, and so on down; pages nobody curates go under the root,
    /// as DocC lists them there.
    static func places(of articles: [DocCCatalog.Article], byName: [String: DocCCatalog.Article], root: String, catalog: String) -> [String: DocCCatalog.Place] {
        var places: [String: DocCCatalog.Place] = [:]
        func place(_ article: DocCCatalog.Article, in section: String) -> [(DocCCatalog.Article, String)] {
            guard places[article.contentPath] == nil else { return [] }
            let curates = article.topics.contains { lookup($0, byName).map { places[$0.contentPath] == nil } ?? false }
            let own = article.contentPath == root ? catalog : section + "/" + DocCCatalog.stem(article.contentPath).lowercased()
            places[article.contentPath] = curates || article.contentPath == root ? DocCCatalog.Place(section: own, isIndex: true)
                : DocCCatalog.Place(section: section, isIndex: false)
            return curates ? article.topics.compactMap { lookup($0, byName) }.map { ($0, own) } : []
        }
        // Depth first from the root, so that a page curated anywhere is placed under its curator before the pages
        // nobody curates are placed under the root.
        for start in articles.sorted(by: { ($0.contentPath == root ? 0 : 1, $0.contentPath) < ($1.contentPath == root ? 0 : 1, $1.contentPath) }) {
            var stack = [(start, catalog)]
            while let (article, section) = stack.popLast() {
                stack += place(article, in: section).reversed()
            }
        }
        return places
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
