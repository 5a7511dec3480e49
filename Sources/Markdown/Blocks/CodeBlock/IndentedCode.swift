/// Indented code: lines indented four or more columns (blank lines inside are kept).
extension BlockParser {
    mutating func continueIndentedCode() -> Bool {
        if indent >= 4 {
            advanceOffset(4, columns: true)
            return true
        }
        if blank {
            advanceOffset(nextNonspace - offset, columns: false)
            return true
        }
        return false
    }
}
