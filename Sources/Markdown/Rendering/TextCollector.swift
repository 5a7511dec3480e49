/// The plain text a page takes in as it is written (`PlainText`), with the runs search reads.
struct TextCollector {
    private(set) var text = PlainText()
    /// Whether text is taken in now: the page asked for it, and no footnote's content is being written.
    var isRecording: Bool
    /// The run being made: where it starts, and whether it is a heading's.
    private var open: (start: Int, isHeading: Bool)? = (0, false)

    init(isRecording: Bool) {
        self.isRecording = isRecording
    }

    var count: Int {
        text.bytes.count
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if isRecording { text.bytes.append(contentsOf: bytes) }
    }

    mutating func append(_ byte: UInt8) {
        if isRecording { text.bytes.append(byte) }
    }

    /// Ends the open run and starts a heading's run or a text run.
    mutating func startRun(heading: Bool) {
        guard isRecording else { return }
        endRun()
        open = (text.bytes.count, heading)
    }

    /// Ends the open run, if any: what comes next (code) is not searched.
    mutating func endRun() {
        guard isRecording else { return }
        if let open, open.start < text.bytes.count {
            text.runs.append(PlainText.Run(range: open.start..<text.bytes.count, isHeading: open.isHeading))
        }
        open = nil
    }

    /// Marks the text so far as a leading title's, which listings leave out.
    mutating func markBodyStart() {
        if isRecording { text.bodyStart = text.bytes.count }
    }

    /// Starts taking in text whether or not the page does, for a heading's own text (`endCapture`).
    mutating func beginCapture() -> (start: Int, wasRecording: Bool) {
        defer { isRecording = true }
        return (text.bytes.count, isRecording)
    }

    /// The text taken in since `beginCapture`, which stays in the page's text only if it takes text in.
    mutating func endCapture(_ capture: (start: Int, wasRecording: Bool)) -> String {
        let captured = String(decoding: text.bytes[capture.start...], as: UTF8.self)
        if !capture.wasRecording { text.bytes.removeSubrange(capture.start...) }
        isRecording = capture.wasRecording
        return captured
    }

    /// The text, its last run ended.
    mutating func finish() -> PlainText {
        endRun()
        return text
    }
}
