/// A top-level block of a Markdown document, as written. DocC finds a page's sections among the
/// top-level blocks of its documentation (the abstract is the first paragraph, `## Topics` starts the
/// topics, a top-level list's `- Returns:` item is the return value); the site's renderer then renders
/// each section's blocks from their lines, so telling the blocks apart is all that is needed here.
struct MarkdownBlock: Equatable {
    enum Kind: Equatable {
        case paragraph
        case heading(level: Int)
        case list(ordered: Bool)
        case quote
        case code
        case html
        case thematicBreak
        /// Where a directive stood that the page does not render itself: it ends an abstract, as in DocC.
        case directive
    }

    var kind: Kind
    var lines: [Substring]
    /// For a list, where each item starts in `lines`; an item runs to the next one.
    var itemStarts: [Int] = []

    var markdown: String { lines.joined(separator: "\n") }

    /// A heading's text, without its `#` marks.
    var headingText: String? {
        guard case .heading = kind, let line = lines.first else { return nil }
        if lines.count > 1 { return lines.dropLast().map(\.trimmingSpaces).joined(separator: " ") }
        let text = line.trimmingSpaces.drop { $0 == "#" }.trimmingSpaces
        let closing = text.reversed().prefix { $0 == "#" }.count
        guard closing > 0, closing < text.count else { return text }
        let beforeClosing = text.dropLast(closing)
        return beforeClosing.last == " " || beforeClosing.last == "\t" ? beforeClosing.trimmingSpaces : text
    }

    /// A list's items, each with its lines as written (marker included).
    var items: [ArraySlice<Substring>] {
        itemStarts.indices.map { index in
            lines[itemStarts[index]..<(index + 1 < itemStarts.count ? itemStarts[index + 1] : lines.count)]
        }
    }
}

extension MarkdownBlock {
    /// The top-level blocks of `markdown`, blank lines between them left out.
    static func blocks(of markdown: String) -> [MarkdownBlock] {
        var scanner = MarkdownBlockScanner(lines: markdown.split(separator: "\n", omittingEmptySubsequences: false))
        return scanner.blocks()
    }

    /// A list item's content: its text after the marker, and its further lines without the indentation
    /// that puts them in the item.
    static func content(ofItem item: ArraySlice<Substring>) -> [Substring] {
        guard let first = item.first, let marker = ListMarker(first) else { return Array(item) }
        var lines = [first.dropFirst(marker.contentOffset)]
        for line in item.dropFirst() {
            lines.append(line.indentation >= marker.contentIndent ? line.droppingColumns(marker.contentIndent) : line)
        }
        while lines.last?.isBlank == true { lines.removeLast() }
        return lines
    }
}

/// The scan behind `MarkdownBlock.blocks(of:)`: CommonMark's rules for where a top-level block starts
/// and ends, without parsing what is inside.
private struct MarkdownBlockScanner {
    let lines: [Substring]
    var position = 0

    mutating func blocks() -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        while position < lines.count {
            let line = lines[position]
            if line.isBlank {
                position += 1
                continue
            }
            blocks.append(block(startingWith: line))
        }
        return blocks
    }

    private mutating func block(startingWith line: Substring) -> MarkdownBlock {
        let start = position
        if line.indentation >= 4 {
            consume { $0.isBlank || $0.indentation >= 4 }
            return finish(.code, from: start)
        }
        let text = line.droppingColumns(line.indentation)
        if let fence = text.fence {
            position += 1
            while position < lines.count {
                let closing = lines[position].droppingColumns(min(lines[position].indentation, 3))
                position += 1
                if closing.fence.map({ $0.first == fence.first && $0.count >= fence.count && closing.trimmingSpaces.count == $0.count }) == true {
                    break
                }
            }
            return MarkdownBlock(kind: .code, lines: Array(lines[start..<position]))
        }
        if let level = text.atxHeadingLevel {
            position += 1
            return MarkdownBlock(kind: .heading(level: level), lines: [line])
        }
        if text.isThematicBreak {
            position += 1
            return MarkdownBlock(kind: .thematicBreak, lines: [line])
        }
        if text.first == ">" {
            position += 1
            consume { $0.startsQuote || !($0.isBlank || $0.startsBlock) }
            return finish(.quote, from: start)
        }
        if let marker = ListMarker(line) {
            return list(marker, from: start)
        }
        if text.first == "<" {
            consume { !$0.isBlank }
            return finish(.html, from: start)
        }
        return paragraph(from: start)
    }

    private mutating func paragraph(from start: Int) -> MarkdownBlock {
        position += 1
        while position < lines.count {
            let line = lines[position]
            if line.isSetextUnderline {
                position += 1
                return MarkdownBlock(kind: .heading(level: line.trimmingSpaces.first == "=" ? 1 : 2), lines: Array(lines[start..<position]))
            }
            if line.isBlank || line.interruptsParagraph { break }
            position += 1
        }
        return MarkdownBlock(kind: .paragraph, lines: Array(lines[start..<position]))
    }

    /// Items of the same marker type, each with its indented lines, lazy continuation lines and blank
    /// lines between them; the list ends at a line that is none of these.
    private mutating func list(_ first: ListMarker, from start: Int) -> MarkdownBlock {
        var itemStarts = [0]
        var contentIndent = first.contentIndent
        position += 1
        while position < lines.count {
            let line = lines[position]
            let previousIsText = !lines[position - 1].isBlank
            if line.isBlank || line.indentation >= contentIndent {
                position += 1
            } else if let marker = ListMarker(line), marker.continues(first) {
                itemStarts.append(position - start)
                contentIndent = marker.contentIndent
                position += 1
            } else if previousIsText && !line.startsBlock {
                position += 1
            } else {
                break
            }
        }
        var block = finish(.list(ordered: first.isOrdered), from: start)
        block.itemStarts = itemStarts
        return block
    }

    private mutating func consume(while belongs: (Substring) -> Bool) {
        while position < lines.count, belongs(lines[position]) { position += 1 }
    }

    /// The block from `start` to the current position, without the blank lines that end it.
    private mutating func finish(_ kind: MarkdownBlock.Kind, from start: Int) -> MarkdownBlock {
        var end = position
        while end > start + 1, lines[end - 1].isBlank { end -= 1 }
        return MarkdownBlock(kind: kind, lines: Array(lines[start..<end]))
    }
}
