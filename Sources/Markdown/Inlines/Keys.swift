/// pymdownx.keys (`.keys`): `++ctrl+alt+delete++` is a key combination. Keys are names of letters,
/// digits, `-` and `_` (`ctrl`, `page-up`, `f5`, `a`) or quoted text (`"My Key"`), joined by `+`,
/// with no spaces; anything else leaves the `++` as text.
extension InlineParser {
    mutating func parseKeys() -> Bool {
        guard position + 1 < end, bytes[position + 1] == UInt8(ascii: "+") else { return false }
        let start = position + 2
        var cursor = start
        var expectsKey = true
        while cursor < end {
            if expectsKey {
                guard let keyEnd = keyEnd(from: cursor) else { return false }
                cursor = keyEnd
                expectsKey = false
            } else {
                guard bytes[cursor] == UInt8(ascii: "+") else { return false }
                if cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: "+") {
                    append(InlineNode(kind: .keys, start: start, end: cursor))
                    position = cursor + 2
                    return true
                }
                cursor += 1
                expectsKey = true
            }
        }
        return false
    }

    /// The end of a key's name or quoted text (at most 100 bytes, so that no scan runs far) from `start`.
    private func keyEnd(from start: Int) -> Int? {
        if bytes[start] == UInt8(ascii: "\"") {
            let limit = min(end, start + 100)
            guard let close = bytes[(start + 1)..<limit].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == .lineFeed }),
                  bytes[close] == UInt8(ascii: "\""), close > start + 1 else { return nil }
            return close + 1
        }
        var cursor = start
        while cursor < end, Self.isKeyNameByte(bytes[cursor]) { cursor += 1 }
        return cursor > start ? cursor : nil
    }

    private static func isKeyNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The keys of a combination, as readers see them: `ctrl` → `Ctrl`, `a` → `A`, `"My Key"` → `My Key`.
    static func keyLabels(_ combination: ArraySlice<UInt8>) -> [String] {
        var labels: [String] = []
        var cursor = combination.startIndex
        while cursor < combination.endIndex {
            if combination[cursor] == UInt8(ascii: "\"") {
                let close = combination[(cursor + 1)...].firstIndex(of: UInt8(ascii: "\"")) ?? combination.endIndex
                labels.append(String(decoding: combination[(cursor + 1)..<close], as: UTF8.self))
                cursor = close + 1
            } else {
                let nameEnd = combination[cursor...].firstIndex(of: UInt8(ascii: "+")) ?? combination.endIndex
                labels.append(keyLabel(String(decoding: combination[cursor..<nameEnd], as: UTF8.self).lowercased()))
                cursor = nameEnd
            }
            if cursor < combination.endIndex, combination[cursor] == UInt8(ascii: "+") { cursor += 1 }
        }
        return labels
    }

    private static func keyLabel(_ name: String) -> String {
        if let label = keyNames[name] { return label }
        if name.count == 1 { return name.uppercased() }
        return name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// pymdownx's names whose label is not the name capitalized.
    private static let keyNames: [String: String] = [
        "ctrl": "Ctrl", "control": "Ctrl", "cmd": "Cmd", "command": "Cmd", "opt": "Option", "alt": "Alt",
        "esc": "Esc", "escape": "Esc", "del": "Del", "delete": "Del", "ins": "Ins", "insert": "Ins",
        "arrow-up": "↑", "arrow-down": "↓", "arrow-left": "←", "arrow-right": "→", "up": "↑", "down": "↓",
        "left": "←", "right": "→", "plus": "+", "minus": "-", "win": "Win", "windows": "Win", "pgup": "Page Up",
        "pgdn": "Page Down", "enter": "Enter", "return": "Return", "caps-lock": "Caps Lock", "num-lock": "Num Lock",
    ]
}

extension DocumentWriter {
    /// `<kbd class="keys"><kbd>Ctrl</kbd>+<kbd>C</kbd></kbd>`: HTML's markup for a key combination.
    mutating func writeKeys(_ node: InlineNode) {
        html.raw("<kbd class=\"keys\">")
        for (position, label) in InlineParser.keyLabels(inlines.bytes[node.start..<node.end]).enumerated() {
            if position > 0 { html.inlineText("+") }
            html.raw("<kbd>")
            html.inlineText(label)
            html.raw("</kbd>")
        }
        html.raw("</kbd>")
    }
}
