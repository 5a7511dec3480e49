/// DocC's curation: the `doc:` links listed under an article's `## Topics` heading (in its
/// `### Group` lists) make the linked articles its children, in that order; so do a tutorials
/// table's `@TutorialReference`s.
public enum DocCTopics {
    /// The `doc:` references (`doc:` removed) listed under `## Topics` in `nodes`, and those of its
    /// `@TutorialReference(tutorial:)`s, in order.
    public static func references(in nodes: [DocCNode]) -> [String] {
        curation(in: nodes).references
    }

    /// The references `references(in:)` lists, in their groups: the `### Group` headings of `## Topics`, and a
    /// tutorials table's `@Chapter(name:)`s.
    public static func curation(in nodes: [DocCNode]) -> DocCCuration {
        var curation = DocCCuration()
        var inTopics = false
        for node in nodes {
            guard case .markdown(let text, _) = node else {
                if case .directive(let directive) = node { addTutorialReferences(in: directive, to: &curation) }
                continue
            }
            for line in text.split(separator: "\n") {
                if line.hasPrefix("## ") { inTopics = line.dropFirst(3).trimmingSpaces == "Topics" }
                if inTopics, line.hasPrefix("### ") { curation.startGroup(line.dropFirst(4).trimmingSpaces) }
                guard inTopics, line.trimmingSpaces.hasPrefix("- ") else { continue }
                var rest = line[...]
                while let start = rest.firstRange(of: "doc:") {
                    let reference = rest[start.upperBound...].prefix { $0 != ">" && $0 != ")" && $0 != " " }
                    if !reference.isEmpty { curation.references.append(String(reference)) }
                    rest = rest[start.upperBound...]
                }
            }
        }
        return curation
    }

    private static func addTutorialReferences(in directive: Directive, to curation: inout DocCCuration) {
        if directive.name == "TutorialReference", let target = directive.argument("tutorial"), target.hasPrefix("doc:") {
            curation.references.append(String(target.dropFirst(4)))
            return
        }
        if directive.name == "Chapter", let name = directive.argument("name") { curation.startGroup(name) }
        for case .directive(let inner) in directive.children { addTutorialReferences(in: inner, to: &curation) }
    }

    /// Where each page of a catalog with a root goes in the site's sections, as DocC's sidebar nests them: the
    /// root is the index of the catalog's section; a page the root curates is in it, or, when it curates pages
    /// itself, the index of a section of its own in it, and so on down; pages nobody curates go under the root,
    /// as DocC lists them there.
    static func places(of articles: [DocCCatalog.Article], byName: [String: DocCCatalog.Article], root: String, catalog: String) -> [String: DocCCatalog.Place] {
        var places: [String: DocCCatalog.Place] = [:]
        func place(_ article: DocCCatalog.Article, in section: String, group: String?) -> [(DocCCatalog.Article, String, String?)] {
            guard places[article.contentPath] == nil else { return [] }
            let curates = article.topics.contains { lookup($0, byName).map { places[$0.contentPath] == nil } ?? false }
            let own = article.contentPath == root ? catalog : section + "/" + DocCCatalog.stem(article.contentPath).lowercased()
            places[article.contentPath] = DocCCatalog.Place(
                section: curates || article.contentPath == root ? own : section, isIndex: curates || article.contentPath == root, group: group)
            guard curates else { return [] }
            return article.topics.indices.compactMap { index in
                lookup(article.topics[index], byName).map { ($0, own, article.curation.group(ofReferenceAt: index)) }
            }
        }
        // Depth first from the root, then from each page nobody curates (under the root, in DocC's automatic group),
        // so that a page curated anywhere is placed under its curator.
        let curated = Set(articles.flatMap { $0.topics.compactMap { lookup($0, byName)?.contentPath } })
        func order(_ article: DocCCatalog.Article) -> Int { article.contentPath == root ? 0 : curated.contains(article.contentPath) ? 2 : 1 }
        for start in articles.sorted(by: { (order($0), $0.contentPath) < (order($1), $1.contentPath) }) {
            let group = start.contentPath == root ? nil : start.contentPath.hasSuffix(".tutorial") ? "Tutorials" : "Articles"
            var stack: [(DocCCatalog.Article, String, String?)] = [(start, catalog, group)]
            while let (article, section, group) = stack.popLast() {
                stack += place(article, in: section, group: group).reversed()
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

/// What a DocC page curates: the references of its `## Topics` (or its tutorials table), in the groups that name them.
public struct DocCCuration: Sendable, Hashable {
    /// A group's title and where its references start in `references`.
    public struct Group: Sendable, Hashable {
        public var title: String
        public var start: Int
    }

    public var references: [String] = []
    public var groups: [Group] = []

    /// A page that curates nothing, or these references.
    public init(references: [String] = [], groups: [Group] = []) {
        self.references = references
        self.groups = groups
    }

    /// The title of the group the reference at `index` is listed in, if any.
    public func group(ofReferenceAt index: Int) -> String? {
        groups.last { $0.start <= index }?.title
    }

    mutating func startGroup(_ title: String) {
        groups.append(Group(title: title, start: references.count))
    }
}
