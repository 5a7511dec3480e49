extension TypeSpelling {
    /// Rewrites each marked `A<…>`, `O<…>` and `D<…,…>` (the sugared type's first letter, then its generic
    /// arguments) as `[…]`, `…?` and `[…:…]`, innermost last so that earlier positions stay valid.
    static func applyShorthand(to bytes: inout [UInt8], markers: Set<Int>) {
        var pairs: [(open: Int, close: Int)] = []
        var openAngles: [Int] = []
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "<") {
                openAngles.append(index)
            } else if bytes[index] == UInt8(ascii: ">"), index > 0, bytes[index - 1] != UInt8(ascii: "-") {
                guard let open = openAngles.popLast() else { return }
                if markers.contains(open - 1) { pairs.append((open, index)) }
            }
        }
        pairs.sort { $0.open < $1.open }
        while let (open, close) = pairs.popLast() {
            let marker = open - 1
            let removed: Int
            switch bytes[marker] {
            case UInt8(ascii: "A"):
                bytes[close] = UInt8(ascii: "]")
                bytes.replaceSubrange(marker...open, with: [UInt8(ascii: "[")])
                removed = 1
            case UInt8(ascii: "O"):
                bytes[close] = UInt8(ascii: "?")
                bytes.removeSubrange(marker...open)
                removed = 2
            case UInt8(ascii: "D"):
                guard let comma = keyValueSeparator(in: bytes, between: open, and: close) else { return }
                bytes[comma] = UInt8(ascii: ":")
                bytes[close] = UInt8(ascii: "]")
                bytes.replaceSubrange(marker...open, with: [UInt8(ascii: "[")])
                removed = 1
            default:
                return
            }
            for index in pairs.indices where open < pairs[index].close {
                pairs[index].close -= removed
            }
        }
    }

    /// The `,` between a dictionary's key and value types, outside any brackets of their own.
    private static func keyValueSeparator(in bytes: [UInt8], between open: Int, and close: Int) -> Int? {
        var depth = 1
        for index in (open + 1)..<close {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") {
                depth += 1
            } else if depth == 1 {
                if byte == UInt8(ascii: ",") { return index }
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") {
                depth -= 1
            }
        }
        return nil
    }
}
