/// Where the output of a render came from in the source of the template it started from: for a page whose
/// body is a template, what is said about a place in the rendered Markdown (a broken link, raw HTML removed)
/// is said about the place in the page's file that wrote it.
public struct SourceMap: Sendable {
    /// From `output` on, the output came from `source` on: byte for byte when `exact` (literal text), else
    /// all of it from that one place (a printed value, an include, a shortcode).
    struct Segment {
        var output: Int
        var source: Int
        var exact: Bool
    }

    /// In output order.
    private(set) var segments: [Segment] = []

    /// The output ranges of values printed escaped as HTML text (`&lt;` for `<`), in output order. Markdown shows
    /// code as written, so a value printed into a code block shows its character references unless they are read
    /// back there (`RenderOptions.escapedTemplateValues`).
    public private(set) var escapedText: [Range<Int>] = []

    mutating func noteEscapedText(_ range: Range<Int>) {
        escapedText.append(range)
    }

    mutating func note(output: Int, source: Int, exact: Bool) {
        if let last = segments.last, last.output == output {
            segments[segments.count - 1] = Segment(output: output, source: source, exact: exact)
        } else {
            segments.append(Segment(output: output, source: source, exact: exact))
        }
    }

    /// The source offset that wrote the output byte at `offset`: the same byte of literal text, else where the
    /// value, include or shortcode that printed it is written.
    public func sourceOffset(ofOutputOffset offset: Int) -> Int {
        var low = 0
        var high = segments.count - 1
        guard high >= 0, segments[0].output <= offset else { return 0 }
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].output <= offset { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return segment.exact ? segment.source + (offset - segment.output) : segment.source
    }
}
