// What a line of Markdown starts, as the top-level block scan (`MarkdownBlock.blocks(of:)`) reads it.

/// A list item's marker: `-`, `*`, `+`, or a number and `.` or `)`.
struct ListMarker {
    /// The bullet, or the delimiter after the number.
    let symbol: Character
    let isOrdered: Bool
    /// The number an ordered item starts with.
    let number: Int?
    /// Where the item's text starts in its first line (marker and spaces after it).
    let contentOffset: Int
    /// The column further lines of the item are indented to.
    let contentIndent: Int
    /// Whether anything follows the marker on its line.
    let hasContent: Bool

    init?(_ line: Substring) {
        let indent = line.indentation
        guard indent < 4 else { return nil }
        let text = line.droppingColumns(indent)
        var markerLength = 1
        if let first = text.first, first == "-" || first == "*" || first == "+" {
            symbol = first
            isOrdered = false
            number = nil
        } else {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let delimiter = text.dropFirst(digits.count).first, delimiter == "." || delimiter == ")" else {
                return nil
            }
            symbol = delimiter
            isOrdered = true
            number = Int(digits)
            markerLength = digits.count + 1
        }
        let afterMarker = text.dropFirst(markerLength)
        guard afterMarker.isEmpty || afterMarker.first == " " || afterMarker.first == "\t" else { return nil }
        let spaces = afterMarker.prefix { $0 == " " }.count
        hasContent = !afterMarker.trimmingSpaces.isEmpty
        // Five spaces or more after the marker start indented code inside the item, one space from the marker.
        let padding = hasContent && spaces <= 4 ? spaces : 1
        contentOffset = (line.count - text.count) + markerLength + min(padding, afterMarker.count)
        contentIndent = indent + markerLength + padding
    }

    /// Whether an item with this marker belongs to the list `first` started.
    func continues(_ first: ListMarker) -> Bool {
        isOrdered == first.isOrdered && symbol == first.symbol
    }
}

extension Substring {
    var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" } }

    /// Leading columns of spaces, a tab counting to the next multiple of four.
    var indentation: Int {
        var columns = 0
        for character in self {
            if character == " " { columns += 1 } else if character == "\t" { columns += 4 - columns % 4 } else { break }
        }
        return columns
    }

    /// The line without its first `columns` columns of indentation.
    func droppingColumns(_ columns: Int) -> Substring {
        var column = 0
        var index = startIndex
        while index < endIndex, column < columns, self[index] == " " || self[index] == "\t" {
            column += self[index] == "\t" ? 4 - column % 4 : 1
            index = self.index(after: index)
        }
        return self[index...]
    }

    /// The backticks or tildes (three or more) of a code fence.
    var fence: Substring? {
        guard let first, first == "`" || first == "~" else { return nil }
        let run = prefix { $0 == first }
        guard run.count >= 3, first == "~" || !dropFirst(run.count).contains("`") else { return nil }
        return run
    }

    var atxHeadingLevel: Int? {
        let marks = prefix { $0 == "#" }.count
        guard (1...6).contains(marks) else { return nil }
        let rest = dropFirst(marks)
        return rest.isEmpty || rest.first == " " || rest.first == "\t" ? marks : nil
    }

    var isThematicBreak: Bool {
        let characters = filter { $0 != " " && $0 != "\t" }
        guard let first = characters.first, first == "-" || first == "*" || first == "_" else { return false }
        return characters.count >= 3 && characters.allSatisfy { $0 == first }
    }

    var isSetextUnderline: Bool {
        guard indentation < 4 else { return false }
        let text = trimmingSpaces
        guard let first = text.first, first == "=" || first == "-" else { return false }
        return text.allSatisfy { $0 == first }
    }

    var startsQuote: Bool { indentation < 4 && droppingColumns(indentation).first == ">" }

    /// Whether the line starts a block that ends a paragraph or list item's lazy continuation.
    var startsBlock: Bool {
        guard indentation < 4 else { return false }
        let text = droppingColumns(indentation)
        return text.atxHeadingLevel != nil || text.fence != nil || text.first == ">" || text.isThematicBreak || ListMarker(self) != nil
    }

    /// Whether the line ends the paragraph before it: a list item only with text, an ordered one only from 1.
    var interruptsParagraph: Bool {
        guard startsBlock else { return false }
        guard let marker = ListMarker(self), !droppingColumns(indentation).isThematicBreak else { return true }
        return marker.hasContent && (!marker.isOrdered || marker.number == 1)
    }
}
