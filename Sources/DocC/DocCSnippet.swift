/// A snippet file of a package's `Snippets/` folder, read as the Swift-DocC plugin reads it: the `//`
/// comment lines that open the file are its explanation (up to a blank line); the rest is its code,
/// without the lines between `// snippet.hide` and `// snippet.show`, and without the indentation all
/// its lines share. `// snippet.NAME` starts a slice of the code, which `// snippet.end` or the next
/// slice ends.
struct DocCSnippet: Equatable {
    /// The explanation's Markdown; empty when the file opens with code.
    var explanation: String
    /// The code shown.
    var lines: [Substring]
    /// Each slice's range of `lines`, without blank lines at its ends.
    var slices: [String: Range<Int>]

    init(_ source: String) {
        var rest = source.split(separator: "\n", omittingEmptySubsequences: false)[...].drop(while: Self.isBlank)
        explanation = Self.explanation(taking: &rest)
        lines = []
        slices = [:]
        var visible = true
        var open: (name: String, start: Int)?
        func close() {
            if let slice = open, slice.start < lines.count { slices[slice.name] = slice.start..<lines.count }
            open = nil
        }
        for line in rest {
            switch Marker(line) {
            case .show: visible = true
            case .hide: visible = false
            case .end: close()
            case .start(let name):
                guard visible else { continue }
                close()
                open = (name, lines.count)
            case nil:
                if visible && !(lines.isEmpty && Self.isBlank(line)) { lines.append(line) }
            }
        }
        close()
        slices = slices.mapValues(trimmingBlankEnds)
        lines = Self.withoutCommonIndentation(lines)
        while let last = lines.last, Self.isBlank(last) { lines.removeLast() }
    }

    /// The code of the slice named `name`, without the indentation its lines share; nil when there is none.
    func code(ofSlice name: String) -> String? {
        guard let range = slices[name] else { return nil }
        return Self.withoutCommonIndentation(Array(lines[range])).joined(separator: "\n") + "\n"
    }

    /// All the code.
    var code: String {
        lines.joined(separator: "\n") + "\n"
    }

    private func trimmingBlankEnds(_ range: Range<Int>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, Self.isBlank(lines[start]) { start += 1 }
        while end > start, Self.isBlank(lines[end - 1]) { end -= 1 }
        return start..<end
    }

    /// The opening comment lines' text, each without the indentation of the first that has text.
    private static func explanation(taking lines: inout ArraySlice<Substring>) -> String {
        var texts: [Substring] = []
        while let line = lines.first, !isBlank(line), Marker(line) == nil, let text = commentText(line) {
            texts.append(text)
            lines = lines.dropFirst()
        }
        let indent = texts.first { !isBlank($0) }.map(indentation) ?? 0
        let trimmed = texts.map { $0.dropFirst(min(indentation($0), indent)) }
        return trimmed.drop(while: isBlank).reversed().drop(while: isBlank).reversed().joined(separator: "\n")
    }

    private static func withoutCommonIndentation(_ lines: [Substring]) -> [Substring] {
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }
    }

    /// A line's text after its `//`, if it is a comment.
    static func commentText(_ line: Substring) -> Substring? {
        let start = line.drop { $0.isWhitespace }
        return start.hasPrefix("//") ? start.dropFirst(2) : nil
    }

    private static func indentation(_ line: Substring) -> Int {
        line.prefix { $0.isWhitespace }.count
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy(\.isWhitespace)
    }

    /// A `// snippet.…` line.
    enum Marker: Equatable {
        case show, hide, end
        case start(String)

        init?(_ line: Substring) {
            guard let text = DocCSnippet.commentText(line)?.drop(while: \.isWhitespace), text.lowercased().hasPrefix("snippet.") else { return nil }
            let word = text.dropFirst("snippet.".count)
            let lowered = word.lowercased()
            if lowered.hasPrefix("show") {
                self = .show
            } else if lowered.hasPrefix("hide") {
                self = .hide
            } else if lowered.hasPrefix("end") {
                self = .end
            } else {
                let name = word.prefix { !$0.isWhitespace }
                guard !name.isEmpty, name.allSatisfy(Self.isPathCharacter) else { return nil }
                self = .start(String(name))
            }
        }

        /// What a URL path may hold, as slice names must.
        private static func isPathCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || "-._~!$&'()*+,;=:@/%".contains(character))
        }
    }
}
