/// Reads the text between a directive's parentheses: `source: "a b", alt: x` or `"Title"`, over several
/// lines if need be (a line break separates like a space). A value reads to its `,` even where DocC would
/// cut it short (at a space or a `:` outside quotes); that, and an argument given twice, is reported.
enum DirectiveArguments {
    /// Part of the arguments: what one line holds of them.
    struct Segment {
        var line: BodyLine
        var text: Substring
    }

    /// The arguments of `@directive` that `segments` hold, and what DocC would read otherwise.
    static func parse(_ segments: [Segment], of directive: String) -> (arguments: [Directive.Argument], problems: [DirectiveProblem]) {
        var reader = Reader(directive: directive)
        for segment in segments {
            for index in segment.text.indices {
                reader.read(segment.text[index], at: Place(line: segment.line, index: index))
            }
            reader.read(" ", at: nil)
        }
        reader.finishArgument()
        return (reader.arguments, reader.problems)
    }

    /// Where a character is in the source.
    private struct Place {
        var line: BodyLine
        var index: Substring.Index

        func problem(_ message: String) -> DirectiveProblem {
            DirectiveProblem(line: line.number, column: line.column(of: index), message: message)
        }
    }

    /// Reads the arguments a character at a time.
    private struct Reader {
        let directive: String
        var arguments: [Directive.Argument] = []
        var problems: [DirectiveProblem] = []
        /// The text before the argument's `:`, or all of it for an unlabelled one.
        private var label = ""
        private var value = ""
        private var sawColon = false
        private var inQuotes = false
        private var escaped = false
        /// Whether the label or value being read has text yet, and whether its word ended (at a space or a
        /// closing quote).
        private var hasText = false
        private var wordEnded = false
        /// Where the argument starts, and whether a problem of it was reported (one is enough).
        private var start: Place?
        private var reported = false

        init(directive: String) {
            self.directive = directive
        }

        mutating func read(_ character: Character, at place: Place?) {
            if inQuotes {
                if escaped { append(character); escaped = false }
                else if character == "\\" { escaped = true }
                else if character == "\"" { inQuotes = false; wordEnded = true }
                else { append(character) }
                return
            }
            switch character {
            case " ", "\t":
                if hasText { wordEnded = true }
                append(" ")
            case ",":
                finishArgument()
            case ":" where !sawColon:
                sawColon = true
                hasText = false
                wordEnded = false
            default:
                if start == nil { start = place }
                if let place, character == ":" {
                    report(place.problem("unexpected ':' in the value of '\(label.trimmingSpaces)' of '@\(directive)', where DocC "
                        + "ends the value; DocC expects quotes around a value that holds ':' or spaces, and ',' between arguments"))
                } else if let place, wordEnded {
                    report(place.problem("unexpected text after '\((sawColon ? value : label).trimmingSpaces)' in the arguments "
                        + "of '@\(directive)', where DocC ends the \(sawColon ? "value" : "name"); DocC expects quotes around "
                        + "a value that holds spaces, and ',' between arguments"))
                }
                if character == "\"" { inQuotes = true } else { append(character) }
                hasText = true
            }
        }

        private mutating func append(_ character: Character) {
            if sawColon { value.append(character) } else { label.append(character) }
        }

        private mutating func report(_ problem: DirectiveProblem) {
            if !reported { problems.append(problem) }
            reported = true
        }

        mutating func finishArgument() {
            let argument = Directive.Argument(
                label: sawColon ? label.trimmingSpaces : "", value: sawColon ? value.trimmingSpaces : label.trimmingSpaces)
            if !argument.value.isEmpty || !argument.label.isEmpty {
                if !argument.label.isEmpty, arguments.contains(where: { $0.label == argument.label }), let start {
                    report(start.problem("'\(argument.label)' is given twice to '@\(directive)'; DocC expects each "
                        + "argument once, and reads the last"))
                }
                arguments.append(argument)
            }
            label = ""
            value = ""
            sawColon = false
            hasText = false
            wordEnded = false
            start = nil
            reported = false
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without trailing spaces and tabs.
    var withoutTrailingSpaces: SubSequence {
        self[..<(lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? startIndex)]
    }
}
