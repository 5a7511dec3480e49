/// What DocC takes out of a discussion's top-level bulleted lists, as Swift doc comments write it:
/// `- Parameter x:` and `- Parameters:` (an outline of `- x:` items) become the Parameters section,
/// `- Returns:` the Return Value; an aside item (`- Note:`, `- Warning:`, `- Throws:`) becomes a block
/// quote after its list (`> Note: …`, which the site renders as an aside); the other tags Swift knows
/// (`- Author:`, `- Keyword:`…) are dropped. A list left without items disappears.
struct DocCommentTags {
    /// Each documented parameter with its description, as Markdown, in the order written.
    private(set) var parameters: [(name: String, markdown: String)] = []
    /// Each `- Returns:` description; DocC shows the first.
    private(set) var returns: [String] = []
    /// The discussion without the items taken out.
    private(set) var discussion: [MarkdownBlock] = []

    init(discussion blocks: [MarkdownBlock]) {
        for block in blocks {
            guard block.kind == .list(ordered: false) else {
                discussion.append(block)
                continue
            }
            var kept: [ArraySlice<Substring>] = []
            var asides: [MarkdownBlock] = []
            for item in block.items {
                let content = MarkdownBlock.content(ofItem: item)
                guard let tag = ListItemTag(content) else {
                    kept.append(item)
                    continue
                }
                if Self.asideKinds.contains(tag.name.lowercased()) {
                    asides.append(MarkdownBlock(kind: .quote, lines: content.map { $0.isEmpty ? ">" : "> " + $0 }))
                } else if !take(tag) {
                    kept.append(item)
                }
            }
            if !kept.isEmpty { discussion.append(Self.list(of: kept)) }
            discussion += asides
        }
    }

    /// Takes a tag into its section; false for an item DocC leaves in its list.
    private mutating func take(_ tag: ListItemTag) -> Bool {
        let words = tag.name.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        let keyword = words.first?.lowercased() ?? ""
        let argument = words.count > 1 ? String(words[1]).trimmingSpaces : ""
        switch keyword {
        case "returns":
            returns.append(tag.markdown)
        case "parameter" where !argument.isEmpty:
            parameters.append((argument, tag.markdown))
        case "parameters":
            parameters += Self.outline(tag.rest)
        case _ where Self.outlinedKeywords.contains(keyword):
            break
        case _ where Self.namedKeywords.contains(keyword) && !argument.isEmpty:
            break
        default:
            return Self.simpleTags.contains(tag.name.lowercased())
        }
        return true
    }

    /// The `- name: description` items of the lists under `- Parameters:`; anything else there is dropped.
    private static func outline(_ lines: [Substring]) -> [(name: String, markdown: String)] {
        MarkdownBlock.blocks(of: lines.joined(separator: "\n")).filter { $0.kind == .list(ordered: false) }.flatMap { list in
            list.items.compactMap { item in
                ListItemTag(MarkdownBlock.content(ofItem: item)).map { ($0.name, $0.markdown) }
            }
        }
    }

    private static func list(of items: [ArraySlice<Substring>]) -> MarkdownBlock {
        var lines = items.flatMap { $0 }
        while lines.last?.isBlank == true { lines.removeLast() }
        var starts: [Int] = []
        var count = 0
        for item in items {
            starts.append(count)
            count += item.count
        }
        return MarkdownBlock(kind: .list(ordered: false), lines: lines, itemStarts: starts)
    }

    /// The asides of swift-markdown (`Aside.Kind`), lower-cased: an item naming one becomes an aside.
    static let asideKinds: Set<String> = [
        "note", "tip", "important", "experiment", "warning", "attention", "author", "authors", "bug", "complexity",
        "copyright", "date", "invariant", "mutatingvariant", "nonmutatingvariant", "postcondition", "precondition",
        "remark", "requires", "since", "todo", "version", "throws", "seealso",
    ]
    /// Tags of other kinds of documentation (property lists, HTTP), taken out of the discussion.
    private static let outlinedKeywords: Set<String> = ["dictionarykeys", "possiblevalues", "httpresponses", "httpparameters",
                                                        "httpbodyparameters", "httpbody"]
    private static let namedKeywords: Set<String> = ["dictionarykey", "possiblevalue", "httpresponse", "httpparameter",
                                                     "httpbodyparameter"]
    /// Swift's other doc-comment tags, which DocC takes out and does not show.
    private static let simpleTags: Set<String> = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment", "important", "invariant",
        "localizationkey", "mutatingvariant", "nonmutatingvariant", "note", "postcondition", "precondition", "remark",
        "remarks", "returns", "throws", "requires", "seealso", "since", "tag", "todo", "version", "warning", "keyword",
        "recommended", "recommendedover",
    ]
}

/// A list item that starts with a tag: text up to a colon on its first line (`Parameter x:`), before
/// any inline markup, as DocC reads it from the item's first text.
struct ListItemTag {
    /// What precedes the colon: `Returns`, `Parameter x`, `x`.
    let name: String
    /// The item's text after the colon, then its further lines.
    let rest: [Substring]

    init?(_ content: [Substring]) {
        guard let first = content.first, !first.isBlank, !first.startsBlock, first.indentation < 4,
              let colon = first.firstIndex(of: ":") else { return nil }
        let before = first[..<colon].drop { $0 == " " }
        guard !before.isEmpty, !before.contains(where: { Self.inlineMarkup.contains($0) }) else { return nil }
        name = String(before)
        rest = [first[first.index(after: colon)...].drop { $0 == " " }] + content.dropFirst()
    }

    var markdown: String { rest.joined(separator: "\n") }

    /// Characters that start inline markup, which ends the text a tag is read from.
    private static let inlineMarkup: Set<Character> = ["`", "*", "[", "]", "!", "<", "\\", "&"]
}
