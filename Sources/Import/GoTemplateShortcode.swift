/// Converts a simple Hugo shortcode template (Go's template language) to a sitegen shortcode: text, its arguments
/// (`.Get 0`, `.Get "name"`), its body (`.Inner`, also through `markdownify`, `.Page.RenderString` or `safeHTML`),
/// `if`, `with` and `else` on those, and comments. Anything else is why it does not convert.
enum GoTemplateShortcode {
    struct Failure: Error {
        var why: String
    }

    static func convert(_ text: String) throws(Failure) -> String {
        let pieces = try Self.pieces(of: text)
        let processing = imageProcessing(in: pieces)
        guard processing.isEmpty else {
            let named = processing.prefix(3).joined(separator: ", ") + (processing.count > 3 ? " and \(processing.count - 3) more" : "")
            throw Failure(why: "it processes images (\(named)), and sitegen publishes image files as they are")
        }
        var output = ""
        /// What `.` is inside each `with` being converted (nil inside an `if`).
        var blocks: [String?] = []
        for piece in pieces {
            guard case .action(let before, let action, let after) = piece else {
                if case .text(let text) = piece { output += text }
                continue
            }
            if action.hasPrefix("/*") {
                output += "{#\(before) \(after)#}"
                continue
            }
            let words = action.split(separator: " ").map(String.init)
            switch words.first {
            case "if", "with":
                let value = try Self.value(Array(words.dropFirst()), dot: blocks.last ?? nil)
                blocks.append(words[0] == "with" ? value : nil)
                output += "{%\(before) if \(value) \(after)%}"
            case "else" where words.count == 1 && !blocks.isEmpty:
                output += "{%\(before) else \(after)%}"
            case "end" where !blocks.isEmpty:
                blocks.removeLast()
                output += "{%\(before) endif \(after)%}"
            default:
                output += "{{\(before) \(try Self.value(words, dot: blocks.last ?? nil)) \(after)}}"
            }
        }
        guard blocks.isEmpty else { throw Failure(why: "an 'if' or 'with' without its 'end'") }
        return output
    }

    /// A template's text and its actions (`{{- … -}}`: what is between the braces, trimmed, and whether each side
    /// trims the text next to it); a comment is an action starting with `/*`.
    private enum Piece {
        case text(Substring)
        case action(before: String, action: String, after: String)
    }

    private static func pieces(of text: String) throws(Failure) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            pieces.append(.text(rest[..<open.lowerBound]))
            // A comment ends at `*/}}`: it may well show an example with `}}` of its own.
            let isComment = rest[open.upperBound...].drop { $0 == "-" || $0 == " " }.hasPrefix("/*")
            let commentEnd = isComment ? rest[open.upperBound...].range(of: "*/")?.upperBound : open.upperBound
            guard let searchFrom = commentEnd, let close = rest[searchFrom...].range(of: "}}") else { throw Failure(why: "an action without its '}}'") }
            let written = rest[open.upperBound..<close.lowerBound]
            pieces.append(.action(before: written.hasPrefix("-") ? "-" : "", action: written.trimming("- \t\n"),
                                  after: written.hasSuffix("-") ? "-" : ""))
            rest = rest[close.upperBound...]
        }
        return pieces + [.text(rest)]
    }

    /// The names of Hugo's image processing the template's actions use (`images.Filter`, `.Resize`…), each once, in
    /// order: no sitegen template can stand in for them, whatever else the template does.
    private static func imageProcessing(in pieces: [Piece]) -> [String] {
        var names: [String] = []
        for case .action(_, let action, _) in pieces where !action.hasPrefix("/*") {
            for match in action.matches(of: /\bimages\.[A-Z]\w*|\.(?:Resize|Fill|Fit|Crop|Filter|Process)\b/) where !names.contains(String(match.output)) {
                names.append(String(match.output))
            }
        }
        return names
    }

    /// The sitegen expression of a pipeline of the forms the shortcode may use.
    private static func value(_ words: [String], dot: String?) throws(Failure) -> String {
        let pipeline = words.split(separator: "|").map { Array($0) }
        guard let first = pipeline.first, pipeline.dropFirst().allSatisfy({ ["markdownify", ".Page.RenderString", "safeHTML", "$.Page.RenderString"].contains($0.joined(separator: " ")) }) else {
            throw Failure(why: "it uses '\(words.joined(separator: " "))', which sitegen has no equivalent of")
        }
        switch first.first?.replacingOccurrences(of: "$.", with: ".") {
        case ".Inner" where first.count == 1: return "inner"
        case "." where first.count == 1 && dot != nil: return dot!
        case ".Get" where first.count == 2:
            if let index = Int(first[1]) { return "args[\(index)]" }
            let name = first[1].trimmingQuotes
            guard name != first[1], !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw Failure(why: "it uses '.Get \(first[1])'")
            }
            return name
        default:
            throw Failure(why: "it uses '\(words.joined(separator: " "))', which sitegen has no equivalent of")
        }
    }
}
