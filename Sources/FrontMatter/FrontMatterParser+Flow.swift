import Core

/// Flow collections, `[a, b]` and `{key: value}`, written on one line or many, with an optional
/// trailing comma. A JSON object is one of them.
extension ScalarReader {
    /// The deepest nesting of `[` and `{` accepted; deeper is an error, not a stack overflow.
    static let maximumFlowDepth = 32

    mutating func flowList(depth: Int) throws(Diagnostic) -> FrontMatterValue {
        let opening = try open(depth: depth)
        var items: [FrontMatterValue] = []
        while true {
            skipFlowSpace()
            guard index < end else { throw error("unclosed list: expected ']'", at: opening) }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .list(items)
            }
            items.append(try value(inFlow: true, depth: depth + 1))
            try separator(closing: UInt8(ascii: "]"), opening: opening, in: "list")
        }
    }

    mutating func flowMap(depth: Int) throws(Diagnostic) -> FrontMatterValue {
        let opening = try open(depth: depth)
        var entries = KeyedEntries()
        while true {
            skipFlowSpace()
            guard index < end else { throw error("unclosed map: expected '}'", at: opening) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .map(entries.entries)
            }
            let keyOffset = index
            // Located before what they hold, so that the locator walks on.
            let keyLocation = locator.location(ofOffset: keyOffset)
            guard let key = try value(inFlow: true, depth: depth + 1).scalarText else {
                throw error("expected a key such as 'name: value' in the map", at: keyOffset)
            }
            skipFlowSpace()
            var entry = FrontMatterEntry(key: key, value: .null, keyLocation: keyLocation, valueLocation: keyLocation, source: locator.source)
            if index < end, bytes[index] == keySeparator {
                index += 1
                skipFlowSpace()
                entry.valueLocation = locator.location(ofOffset: index)
                entry.value = try value(inFlow: true, depth: depth + 1)
            }
            entries.set(entry)
            try separator(closing: UInt8(ascii: "}"), opening: opening, in: "map")
        }
    }

    private mutating func open(depth: Int) throws(Diagnostic) -> Int {
        guard depth < Self.maximumFlowDepth else { throw error("lists and maps nested too deeply", at: index) }
        index += 1
        return index - 1
    }

    /// After an item: a comma, or the closing bracket (left for the loop to consume).
    private mutating func separator(closing: UInt8, opening: Int, in kind: String) throws(Diagnostic) {
        skipFlowSpace()
        let mark = Character(Unicode.Scalar(closing))
        guard index < end else { throw error("unclosed \(kind): expected '\(mark)'", at: opening) }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
        } else if bytes[index] != closing {
            throw error("expected ',' or '\(mark)' in the \(kind)", at: index)
        }
    }
}
