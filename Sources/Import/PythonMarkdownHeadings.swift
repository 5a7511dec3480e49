/// Python-Markdown (MkDocs) takes `#Title`, with no space after the hashes, for a heading; CommonMark,
/// and so sitegen, reads a paragraph. The MkDocs importer writes such lines `# Title`, outside front
/// matter and fenced code, so the page keeps its headings and sitegen's Markdown stays CommonMark. A
/// no-break space after the hashes (`##\u{A0}Title`) is no space to CommonMark either.
enum PythonMarkdownHeadings {
    /// `text` with a space after the hashes of each heading written without one, and how many there were.
    static func spaced(_ text: String) -> (text: String, count: Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        var fences = CodeFences()
        var inFrontMatter = lines.first == "---"
        for index in lines.indices.dropFirst(inFrontMatter ? 1 : 0) {
            let line = lines[index]
            if inFrontMatter {
                if line == "---" || line == "..." { inFrontMatter = false }
                continue
            }
            if fences.isCode(line) { continue }
            let hashes = line.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count), let first = line.dropFirst(hashes.count).first,
                  first != " ", first != "\t" else { continue }
            lines[index] = hashes + " " + line.dropFirst(hashes.count)
            count += 1
        }
        return (count == 0 ? text : lines.joined(separator: "\n"), count)
    }
}
