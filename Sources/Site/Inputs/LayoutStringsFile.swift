import Core
import Templates

/// Reads one table of the layout's words (`Templates/strings/de.json`):
/// `{"on_this_page": "Auf dieser Seite", "month_names": ["Januar", …], "scripts": {"copy": "Kopieren"}}`.
/// Every word is checked against English's table, which names them all: an unknown key is a warning naming the
/// nearest known one (the word is left out), a word of the wrong shape an error, a placeholder English's word
/// does not have (`{minuts}`) a warning. Every problem is reported, each at its own key or value.
enum LayoutStringsFile {
    /// The words of `source` by key path (`scripts.copy`), and its problems. Without `english`, the source is
    /// English's own table: every word is taken, and each must be text or a list of texts.
    static func table(in source: SourceText, english: LayoutStrings.Table?) -> (table: LayoutStrings.Table, diagnostics: [Diagnostic]) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch {
            return ([:], [error])
        }
        guard let members = root.members else {
            return ([:], [root.error("a table of the layout's words must be an object such as {\"on_this_page\": \"…\"}, not \(root.typeDescription)")])
        }
        var reader = Reader(english: english)
        reader.read(members, prefix: "")
        return (reader.table, reader.diagnostics)
    }

    /// The `{name}` placeholders of a word, which a template or script fills in.
    static func placeholders(in text: String) -> Set<Substring> {
        var found: Set<Substring> = []
        var open: String.Index?
        for index in text.utf8.indices {
            switch text.utf8[index] {
            case UInt8(ascii: "{") where open == nil: open = index
            case UInt8(ascii: "}"):
                if let start = open { found.insert(text[start...index]) }
                open = nil
            default: continue
            }
        }
        return found
    }

    private struct Reader {
        let english: LayoutStrings.Table?
        /// The key paths English's words are grouped under (`scripts` for `scripts.copy`), found once so that each
        /// entry is a lookup rather than a scan of every English key.
        private let groups: Set<Substring>
        var table: LayoutStrings.Table = [:]
        var diagnostics: [Diagnostic] = []

        init(english: LayoutStrings.Table?) {
            self.english = english
            var groups: Set<Substring> = []
            for key in english?.keys.map(\.self) ?? [] {
                for index in key.utf8.indices where key.utf8[index] == UInt8(ascii: ".") { groups.insert(key[..<index]) }
            }
            self.groups = groups
        }

        /// Whether English's words under `path` make it a group (`scripts`).
        private func isGroup(_ path: String) -> Bool {
            groups.contains(path[...])
        }

        mutating func read(_ members: [JSONMember], prefix: String) {
            for member in members {
                let path = prefix + member.key
                let model = english?[path]
                if let english, model == nil, !isGroup(path) {
                    let nearest = Self.nearestKey(to: path, among: english.keys.sorted()).map { "; the nearest known key is '\($0)'" } ?? ""
                    diagnostics.append(Diagnostic(.warning, "unknown key '\(path)' in a table of the layout's words (ignored)\(nearest)",
                                                  at: member.keyLocation, sourceLine: member.keySourceLine))
                    continue
                }
                if let nested = member.value.members {
                    guard let model else {
                        read(nested, prefix: path + ".")
                        continue
                    }
                    diagnostics.append(member.value.error("'\(path)' must be \(Self.shape(model)), not an object"))
                } else if isGroup(path) {
                    diagnostics.append(member.value.error("'\(path)' must be an object of words, not \(member.value.typeDescription)"))
                } else if let value = word(member, path: path, like: model) {
                    if let model { checkPlaceholders(of: value, like: model, path: path, at: member.value) }
                    table[path] = value
                }
            }
        }

        /// The word, if it has the shape English's has (text, or a list of as many texts).
        private mutating func word(_ member: JSONMember, path: String, like model: TemplateValue? = nil) -> TemplateValue? {
            let value = member.value
            switch (value.kind, model) {
            case (.string(let text), .string?), (.string(let text), nil):
                return .string(text)
            case (.array(let elements), .array(let expected)?) where elements.count == expected.count && elements.allSatisfy({ $0.string != nil }):
                return .array(elements.map { .string($0.string!) })
            case (.array(let elements), nil) where elements.allSatisfy({ $0.string != nil }):
                return .array(elements.map { .string($0.string!) })
            default:
                diagnostics.append(value.error("'\(path)' must be \(model.map(Self.shape) ?? "text or a list of texts"), not \(value.typeDescription)"))
                return nil
            }
        }

        private mutating func checkPlaceholders(of value: TemplateValue, like model: TemplateValue, path: String, at location: JSONValue) {
            guard case .string(let text) = value, case .string(let englishText) = model else { return }
            let found = LayoutStringsFile.placeholders(in: text)
            guard !found.isEmpty else { return }
            let known = LayoutStringsFile.placeholders(in: englishText)
            let unknown = found.subtracting(known).sorted()
            guard !unknown.isEmpty else { return }
            let expected = known.isEmpty ? "it has none" : "it has " + known.sorted().joined(separator: ", ")
            diagnostics.append(location.warning(
                "'\(path)' has \(unknown.joined(separator: ", ")), which nothing fills in (\(expected)); it is printed as written"))
        }

        /// The same word in another group (`copy` for `scripts.copy`), else the key path fewest edits away.
        private static func nearestKey(to path: String, among keys: [String]) -> String? {
            let name = path.split(separator: ".").last ?? ""
            return keys.first { $0.split(separator: ".").last == name } ?? Suggestion.closest(to: path, among: keys, within: .max)
        }

        private static func shape(_ model: TemplateValue) -> String {
            if case .array(let elements) = model { return "a list of \(elements.count) texts" }
            return "text"
        }
    }
}
