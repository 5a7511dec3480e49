/// Footnote definitions and MkDocs admonitions hold the lines indented four columns below their
/// first line, and blank lines between them.
extension BlockParser {
    mutating func continueIndentedContainer() -> Bool {
        if blank { return true }
        guard indent >= 4 else { return false }
        advanceOffset(4, columns: true)
        return true
    }
}
