import Testing
@testable import Import

/// Python-Markdown reads a `|` in code in a table row as the code's; GFM ends the cell there unless it is escaped.
@Suite struct TableCodePipesTests {
    // Seen on vapor's docs: the validators' table lists the operator `||`, and its row lost its cells.
    @Test func aPipeInCodeInATableRowIsEscaped() {
        let table = "|Name|Kind|\n|-|-|\n|`&&`|infix|\n|`||`|infix|\n| `a | b` |x|\n\nAfter `a | b`.\n"
        let escaped = TableCodePipes.escaped(table)
        #expect(escaped.text == "|Name|Kind|\n|-|-|\n|`&&`|infix|\n|`\\|\\|`|infix|\n| `a \\| b` |x|\n\nAfter `a | b`.\n")
        #expect(escaped.count == 3)
    }

    @Test func escapedPipesLongerRunsAndCodeOutsideTablesStayAsWritten() {
        let text = "|A|\n|:--|\n|`a \\| b`|\n|``x`|y``|\n|\\`|\\`|\n\n```\n|`|`|\n|-|\n```\n"
        #expect(TableCodePipes.escaped(text).text == "|A|\n|:--|\n|`a \\| b`|\n|``x`\\|y``|\n|\\`|\\`|\n\n```\n|`|`|\n|-|\n```\n")
    }
}
