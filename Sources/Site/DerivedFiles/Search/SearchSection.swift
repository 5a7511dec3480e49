import Markdown

/// A stretch of a page's readable text under one heading, as search shows it:
/// the heading (nil for the text before the first one) and the text of the
/// blocks that follow it, without code blocks or raw HTML, which are not prose.
struct SearchSection: Sendable, Equatable {
    var heading: String?
    /// The heading's anchor.
    var id: String?
    var level: Int
    var text: String

    /// A document's sections, split at its top-level headings.
    static func sections(of document: Document) -> [SearchSection] {
        var sections: [SearchSection] = []
        var group: [Block] = []
        func close() {
            guard !group.isEmpty else { return }
            sections.append(section(of: group, options: document))
            group.removeAll()
        }
        for block in document.blocks {
            if case .heading = block { close() }
            group.append(block)
        }
        close()
        return sections
    }

    private static func section(of group: [Block], options document: Document) -> SearchSection {
        var part = document
        part.blocks = []
        var section = SearchSection(heading: nil, id: nil, level: 0, text: "")
        var body = group[...]
        if case .heading(let level, _, let id, _) = group[0] {
            part.blocks = [group[0]]
            section = SearchSection(heading: String(part.plainText.dropLast()), id: id, level: level, text: "")
            body = body.dropFirst()
        }
        part.blocks = readable(Array(body))
        section.text = part.plainText
        return section
    }

    /// Blocks without code and raw HTML, at any depth.
    private static func readable(_ blocks: [Block]) -> [Block] {
        blocks.compactMap { block in
            switch block {
            case .codeBlock, .html: return nil
            case .blockQuote(let children): return .blockQuote(readable(children))
            case .schemeContainer(let scheme, let children): return .schemeContainer(scheme: scheme, blocks: readable(children))
            case .callout(var callout):
                callout.blocks = readable(callout.blocks)
                return .callout(callout)
            case .list(var list):
                list.items = list.items.map { ListItem(checkbox: $0.checkbox, blocks: readable($0.blocks)) }
                return .list(list)
            case .definitionList(var list):
                list.items = list.items.map { item in
                    guard case .definition(let children, let isTight) = item else { return item }
                    return .definition(readable(children), isTight: isTight)
                }
                return .definitionList(list)
            default: return block
            }
        }
    }
}
