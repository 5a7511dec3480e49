/// A page's readable text as search takes it in: runs of its plain text, each a
/// top-level heading's text or the text of the blocks that follow one (or that come
/// before the first), with code blocks and raw HTML left out at any depth. The runs
/// are ranges of the plain text itself, whose storage `bytes` shares: search splits
/// them into words where they are, rather than in a copy of the text without its code.
struct SearchText: Sendable {
    /// A range of `bytes`, and whether it is a top-level heading's text.
    struct Run: Sendable, Equatable {
        var range: Range<Int>
        var isHeading: Bool
    }

    /// The text the runs are ranges of.
    private(set) var bytes: [UInt8] = []
    /// The runs in the order of the text, none empty.
    private(set) var runs: [Run] = []
    /// The run being made: where it starts, and whether it is a heading's.
    private var open: (start: Int, isHeading: Bool)?

    init() {}

    /// The text made of sections given as strings.
    init(_ sections: [SearchSection]) {
        var text: [UInt8] = []
        for section in sections {
            if let heading = section.heading {
                start(heading: true, at: text.count)
                text += heading.utf8
            }
            start(heading: false, at: text.count)
            text += section.text.utf8
        }
        finish(with: text)
    }

    /// Ends the open run at `offset` and starts a heading's run or a text run there.
    mutating func start(heading: Bool, at offset: Int) {
        end(at: offset)
        open = (offset, heading)
    }

    /// Ends the open run, if any, at `offset`: what comes next (code) is not searched.
    mutating func end(at offset: Int) {
        if let open, open.start < offset {
            runs.append(Run(range: open.start..<offset, isHeading: open.isHeading))
        }
        open = nil
    }

    /// Ends the open run at the end of `text`, the text the runs are ranges of.
    mutating func finish(with text: [UInt8]) {
        end(at: text.count)
        bytes = text
    }
}
