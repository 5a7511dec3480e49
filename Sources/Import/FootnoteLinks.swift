/// Links to a footnote by the ids kramdown and Python-Markdown give it (`#fn:note`, and `#fnref:note` for the
/// place that cites it), written with sitegen's (`#fn-note`, `#fnref-note`): those an author wrote by hand, to a
/// footnote of the page or of another, keep their target.
enum FootnoteLinks {
    /// The text with such links renamed, and how many.
    static func renamed(in text: String) -> (text: String, count: Int) {
        guard text.contains("#fn") else { return (text, 0) }
        var count = 0
        let rewritten = LinkDestinations.replacing(in: text) { link in
            let destination = link.destination
            guard let hash = destination.firstIndex(of: "#") else { return nil }
            let fragment = destination[destination.index(after: hash)...]
            guard let kind = ["fn", "fnref"].first(where: { fragment.hasPrefix($0 + ":") }),
                  fragment.count > kind.count + 1 else { return nil }
            count += 1
            return destination[...hash] + kind + "-" + fragment.dropFirst(kind.count + 1)
        }
        return (rewritten, count)
    }
}
