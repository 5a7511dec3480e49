/// A page's readable text as search takes it in: sections split at the page's
/// top-level headings, each with the heading's text (none for the text before the
/// first heading) and the text of the blocks that follow it.
/// All of it is in one byte buffer, each section a range of it: the page's text
/// is split into words without making a string.
struct SearchText: Sendable, Equatable {
    struct Section: Sendable, Equatable {
        /// Where the heading's text starts in `bytes` (it ends where `textStart` is); nil before the first heading.
        var headingStart: Int?
        var textStart: Int
    }

    private(set) var bytes: [UInt8] = []
    private(set) var sections: [Section] = []
    /// Whether what is appended now is a heading's text.
    private var inHeading = false

    init() {}

    /// The text made of sections given as strings.
    init(_ sections: [SearchSection]) {
        for section in sections {
            if let heading = section.heading {
                startHeading()
                bytes += heading.utf8
            }
            startText()
            bytes += section.text.utf8
        }
    }

    /// Starts a section whose heading's text is appended next, up to `startText()`.
    mutating func startHeading() {
        sections.append(Section(headingStart: bytes.count, textStart: bytes.count))
        inHeading = true
    }

    /// Starts the text of the section whose heading was just appended; without one, starts a section
    /// with no heading (the text before the first heading).
    mutating func startText() {
        if inHeading {
            sections[sections.count - 1].textStart = bytes.count
            inHeading = false
        } else {
            sections.append(Section(headingStart: nil, textStart: bytes.count))
        }
    }

    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// The heading and text ranges of section `index` in `bytes`.
    func ranges(of index: Int) -> (heading: Range<Int>?, text: Range<Int>) {
        let section = sections[index]
        let end = index + 1 < sections.count ? sections[index + 1].headingStart ?? bytes.count : bytes.count
        return (section.headingStart.map { $0..<section.textStart }, section.textStart..<end)
    }
}
