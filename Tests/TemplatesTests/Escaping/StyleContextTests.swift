import Core
import Testing
import Templates

@Suite struct StyleContextTests {
    @Test(arguments: ["#1e90ff", "red", "1.5rem", "-2px", "50%", "0", "Georgia, \"Times New Roman\", serif", "1px solid #ccc"])
    func plainlySafeValuePassesUnchanged(value: String) throws {
        let result = try renderResult("<p style=\"x: {{ v }}\">", ["v": .string(value)])
        #expect(result.output == "<p style=\"x: \(value.replacingOccurrences(of: "\"", with: "&quot;"))\">")
        #expect(result.warnings.isEmpty)
    }

    @Test(arguments: ["red; background: url(javascript:x)", "expression(alert(1))", "}</style><script>", "a\\62 c", "url(x)"])
    func otherValueBecomesAPlaceholderWithAWarning(value: String) throws {
        let result = try renderResult("<style>p { color: {{ v }} }</style>", ["v": .string(value)])
        #expect(result.output == "<style>p { color: sitegen-unsafe }</style>")
        #expect(result.warnings.map(\.summary) == ["<built-in>/page.html:1:22: warning: unsafe CSS value '\(value)' replaced by 'sitegen-unsafe'"])
    }

    @Test func valueInACSSStringIsEscaped() throws {
        #expect(try render("<style>p::after { content: \"{{ v }}\" }</style>", ["v": "a\"</style>"])
            == "<style>p::after { content: \"a\\22 \\3c \\2f style\\3e \" }</style>")
    }

    @Test func valueInACSSCommentIsDropped() throws {
        #expect(try render("<style>/* {{ v }} */</style>", ["v": "*/x"]) == "<style>/*  */</style>")
    }
}
