extension PositionTable {
    /// A table of the positions `0..<count` of a list of strings, each under `key(position)`: the
    /// strings stay in the list. Of positions with the same key, the last is found.
    public init(count: Int, key: (Int) -> String) {
        self.init(capacity: count)
        // Added from the last: a later position with the same key finds the one added and is left out.
        for position in (0..<count).reversed() {
            let text = key(position)
            _ = self.position(hash: Self.hash(of: text), where: { key($0) == text }, orAdd: position) { Self.hash(of: key($0)) }
        }
    }

    /// The position whose key is `text`, nil when none has it. `key` must be the one the table was made with.
    public func position(of text: String, key: (Int) -> String) -> Int? {
        position(hash: Self.hash(of: text)) { key($0) == text }
    }

    /// FNV-1a over the string's buffer: a walk of its UTF-8 view costs far more a byte.
    private static func hash(of text: String) -> Int {
        var text = text
        return text.withUTF8 { FNV1a.slotHash($0) }
    }
}
