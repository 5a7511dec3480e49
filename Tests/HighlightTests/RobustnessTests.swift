import Core
import Highlight
import Testing

/// Every grammar must finish, in linear time, on any input, and never lose or alter a byte. These tests
/// assert completion and byte-exact text, not timing: a quadratic scan would not finish at these sizes.
@Suite struct RobustnessTests {
    /// Openers that the text after them never closes.
    static let unterminated: [String: [String]] = [
        "swift": ["\"", "\"\"\"", "#\"", "/*", "\"\\(", "#/", "`"],
        "shell": ["'", "\"", "$(", "${", "`", "cat <<EOF\n"],
        "console": ["$ echo \"", "$ x \\\n"],
        "json": ["\"", "/*", "["],
        "yaml": ["\"", "'", "key: |\n", "[", "{"],
        "html": ["<!--", "<script>", "<style>", "<a href=\"", "<![CDATA[", "<!DOCTYPE", "&"],
        "xml": ["<?xml", "<a b='"],
        "css": ["/*", "\"", "a {", "url(", "@media ("],
        "javascript": ["`", "\"", "/*", "x = /", "`${"],
        "typescript": ["`${`${", "'"],
        "python": ["\"\"\"", "'''", "f\"{", "f'''{", "\""],
        "c": ["/*", "\"", "'", "#include <"],
        "cpp": ["R\"x(", "u8R\"(", "R\""],
        "objectivec": ["@\"", "@"],
        "diff": ["@@ -1,999999999999 +1,5 @@\n", "--- a\n"],
        "markdown": ["```swift\n", "---\n", "`", "**", "[a](", "<!--", "~~~\n"],
    ]

    /// Text with brackets, backslashes and multi-byte characters that closes none of the openers above.
    static let filler = "lorem ipsum ( [ { < $ \\ é 中 1.5e3 - + ! ? @ % & = ~\n"

    /// The first opener of each language gets a megabyte, the others 100 kB (to keep debug test runs short).
    @Test(arguments: Highlighter.languages)
    func megabyteAfterAnUnterminatedOpenerCompletesWithEveryByteKept(language: String) throws {
        let openers = try #require(Self.unterminated[language])
        for (index, opener) in openers.enumerated() {
            let size = index == 0 ? 1_000_000 : 100_000
            let code = opener + String(repeating: Self.filler, count: size / Self.filler.utf8.count)
            let html = try #require(Highlighter.highlight(code, language: language))
            #expect(strippingSpans(html) == HTMLEscaping.text(code), "\(language): \(opener)")
        }
    }

    /// Short units that, repeated, invite rescanning or deep nesting.
    static let repeated: [String: [String]] = [
        "swift": ["\"\\(", "/*", "#\"", "a.", "@", "#if ", "func ", "(for "],
        "shell": ["$(", "\"$(", "`", "cat <<E ", "case x in ", "a=", "${"],
        "console": ["$ \\\n", "$ \"$(\n"],
        "json": ["[", "\"a\":", "-", "/"],
        "yaml": ["- ", "{", "a: |\n", "\"", "? ", "&a *b !c "],
        "html": ["<a ", "<script>", "&", "<!", "<", "<a b=", "</"],
        "xml": ["<![CDATA[", "<?"],
        "css": ["a{", "@media ", "url(", "(", "a;", "[", "#"],
        "javascript": ["${", "(/", "`${", "/", "a.", "{a:"],
        "typescript": ["<T>", "@"],
        "python": ["f\"{", "\"\"\"", "@", "f'{{"],
        "c": ["R\"(", "#", "'", "/*"],
        "cpp": ["R\"abcdefghijklmnopq(", "::"],
        "objectivec": ["@[", "@"],
        "diff": ["@@ -1,2 +1 @@\n", "--- a\n", "+++ b\n"],
        "markdown": ["*a ", "[a", "[a](", "[a][", "`", "```md\n", "> ", "![", "<", "~~a ", "_a ", "# "],
    ]

    @Test(arguments: Highlighter.languages)
    func repeatedTroublesomeUnitsCompleteWithEveryByteKept(language: String) throws {
        for unit in try #require(Self.repeated[language]) {
            let code = String(repeating: unit, count: 100_000 / unit.utf8.count)
            let html = try #require(Highlighter.highlight(code, language: language))
            #expect(strippingSpans(html) == HTMLEscaping.text(code), "\(language): \(unit)")
        }
    }

    @Test(arguments: Highlighter.languages)
    func randomSnippetsKeepEveryByte(language: String) throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let code = (0..<random.next(below: 40)).map { _ in Self.fragments[random.next(below: Self.fragments.count)] }.joined()
            let html = try #require(Highlighter.highlight(code, language: language))
            #expect(strippingSpans(html) == HTMLEscaping.text(code), "\(language): \(code.debugDescription)")
        }
    }

    /// Pieces of every language's syntax, to be shuffled into nonsense.
    static let fragments = [
        "\"", "'", "`", "\"\"\"", "'''", "#", "#\"", "\"#", "\\", "\\(", "\\#(", "${", "$(", "$", "{", "}", "(", ")", "[",
        "]", "<", ">", "</", "/>", "<!--", "-->", "/*", "*/", "//", "/", "*", "**", "_", "~~", "```", "~~~", "\n", "\r\n",
        "\r", " ", "\t", "  ", "é", "中", "👍🏽", "\u{301}", "\0", "a", "x1", "Type", "let", "if", "in", "case", "esac", "do",
        "0x1F", "1e-3", ".5", "-", "+", "@", "@@ -1,2 +1 @@", "---", "+++", ":", ";", ",", "&", "&amp;", "=", "|", ">-",
        "R\"(", ")\"", "f\"", "<<EOF", "EOF", "<script>", "</script>", "<style>", "!important", "@media", "%",
    ]
}

/// A small deterministic generator, so that a failing snippet can be reproduced.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
