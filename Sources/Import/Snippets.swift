/// Inlines pymdownx.snippets includes: `--8<-- "file.md"` on a line of its own, a block of file
/// names between two `--8<--` lines, and `file.md:3:8` line ranges; `;--8<--` is the marker
/// written as text. A file that is not found stays as written.
struct Snippets {
    /// Reads a snippet file by the name written, nil when no base folder has it.
    var read: (String) -> String?
    var counts: [String: Int] = [:]
    /// Lines of the last inlined page (1-based) holding an escaped marker, now text, not a leftover.
    private(set) var verbatimLines: Set<Int> = []
    /// The files being inlined, outermost first: as pymdownx.snippets does, a file is not inlined inside itself.
    private var inlining: [String] = []
    private static let maximumDepth = 4

    init(read: @escaping (String) -> String?) {
        self.read = read
    }

    /// What a marker's line becomes.
    private enum Inclusion {
        /// The file's text.
        case text(String)
        /// Nothing: the file is being inlined already, around this marker.
        case leftOut
        /// The line as written: no file of that name, or none a page may name.
        case asWritten
    }

    mutating func inline(_ text: String, depth: Int = 0) -> String {
        if depth == 0 { verbatimLines = [] }
        var output: [Substring] = []
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimming(" \t\r")
            if var names = block {
                if trimmed == "--8<--" {
                    for name in names {
                        switch include(String(name), indent: "", depth: depth) {
                        case .text(let text): output.append(Substring(text))
                        case .leftOut: break
                        case .asWritten: output.append(name)
                        }
                    }
                    block = nil
                } else {
                    names.append(line)
                    block = names
                }
                continue
            }
            if trimmed == "--8<--" {
                block = []
            } else if trimmed.hasPrefix(";--8<--") {
                counts["escaped snippet ;--8<-- → text", default: 0] += 1
                if depth == 0 { verbatimLines.insert(output.reduce(1) { $0 + $1.count { $0 == "\n" } + 1 }) }
                output.append(Substring(line.replacingFirst(";--8<--", with: "--8<--")))
            } else if trimmed.hasPrefix("--8<--") {
                switch include(String(trimmed.dropFirst(6)), indent: String(line.prefix { $0 == " " || $0 == "\t" }), depth: depth) {
                case .text(let text): output.append(Substring(text))
                case .leftOut: break
                case .asWritten: output.append(line)
                }
            } else {
                output.append(line)
            }
        }
        if let names = block { output += [Substring("--8<--")] + names }
        return output.joined(separator: "\n")
    }

    /// The file's text (or its lines `start...end`), indented like the marker.
    private mutating func include(_ written: String, indent: String, depth: Int) -> Inclusion {
        var name = written.trimming(" \t\r").trimmingQuotes
        // As pymdownx.snippets' `restrict_base_path` (its default): a page of a site being imported names no file outside it.
        guard !name.isEmpty, depth < Self.maximumDepth, !name.split(separator: "/").contains("..") else { return .asWritten }
        // Lines `start...end` from 1, as pymdownx.snippets slices them: a start below 1 is 1, an end before it none.
        var lineRange: (skipped: Int, count: Int)?
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 3, let start = Int(parts[1]), let end = Int(parts[2]), start <= end {
            name = String(parts[0])
            let skipped = max(0, start - 1)
            lineRange = (skipped, max(0, end - skipped))
        }
        guard !inlining.contains(name) else {
            counts["--8<-- snippet inside itself → left out", default: 0] += 1
            return .leftOut
        }
        guard var text = read(name) else { return .asWritten }
        counts["--8<-- snippet → inlined", default: 0] += 1
        if text.hasSuffix("\n") { text.removeLast() }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let lineRange { lines = Array(lines.dropFirst(lineRange.skipped).prefix(lineRange.count)) }
        inlining.append(name)
        let nested = inline(lines.joined(separator: "\n"), depth: depth + 1)
        inlining.removeLast()
        return .text(nested.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n"))
    }
}

private extension Substring {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return String(self) }
        return String(self[..<range.lowerBound]) + replacement + self[range.upperBound...]
    }
}
