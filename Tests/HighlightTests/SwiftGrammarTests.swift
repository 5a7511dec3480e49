import Testing

@Suite struct SwiftGrammarTests {
    @Test func reservedWordsAreKeywords() {
        #expect(highlighted("guard let x else { return }", "swift") == token("keyword", "guard") + " " + token("keyword", "let")
            + " x " + token("keyword", "else") + " " + token("punctuation", "{") + " " + token("keyword", "return") + " "
            + token("punctuation", "}"))
    }

    @Test func contextualKeywordsUsedAsNamesStayPlain() {
        #expect(highlighted("let set = get + open", "swift")
            == token("keyword", "let") + " set " + token("punctuation", "=") + " get " + token("punctuation", "+") + " open")
    }

    @Test func modifiersBeforeADeclarationAreKeywords() {
        #expect(highlighted("override lazy var", "swift")
            == token("keyword", "override") + " " + token("keyword", "lazy") + " " + token("keyword", "var"))
    }

    @Test func accessorsBeforeABodyAreKeywords() {
        #expect(highlighted("{ get set }", "swift") == token("punctuation", "{") + " " + token("keyword", "get") + " "
            + token("keyword", "set") + " " + token("punctuation", "}"))
        #expect(highlighted("private(set) var", "swift") == token("keyword", "private") + token("punctuation", "(")
            + token("keyword", "set") + token("punctuation", ")") + " " + token("keyword", "var"))
    }

    @Test func keywordsAfterADotOrAsArgumentLabelsAreNames() {
        #expect(highlighted("x.default", "swift") == "x" + token("punctuation", ".") + "default")
        #expect(highlighted("f(for: 1)", "swift") == token("function", "f") + token("punctuation", "(") + "for"
            + token("punctuation", ":") + " " + token("number", "1") + token("punctuation", ")"))
    }

    @Test func capitalisedNamesAreTypesAndCallsAreFunctions() {
        #expect(highlighted("Array<Int>(repeating: 0)", "swift") == token("type", "Array") + token("punctuation", "&lt;")
            + token("type", "Int") + token("punctuation", "&gt;(") + "repeating" + token("punctuation", ":") + " "
            + token("number", "0") + token("punctuation", ")"))
    }

    @Test func declaredFunctionNamesAreFunctions() {
        #expect(highlighted("func run<T>()", "swift") == token("keyword", "func") + " " + token("function", "run")
            + token("punctuation", "&lt;") + token("type", "T") + token("punctuation", "&gt;()"))
    }

    @Test func trailingClosureCallsAfterADotAreFunctions() {
        #expect(highlighted("xs.map { $0 }", "swift") == "xs" + token("punctuation", ".") + token("function", "map") + " "
            + token("punctuation", "{") + " $0 " + token("punctuation", "}"))
    }

    @Test func interpolationIsHighlightedCodeInsideTheString() {
        #expect(highlighted(#""a\(b + 1)c""#, "swift") == token("string", "&quot;a") + token("punctuation", "\\(")
            + "b " + token("punctuation", "+") + " " + token("number", "1") + token("punctuation", ")")
            + token("string", "c&quot;"))
    }

    @Test func rawStringsOnlyInterpolateWithTheirHashes() {
        #expect(highlighted(##"#"\(a)"#"##, "swift") == token("string", ##"#&quot;\(a)&quot;#"##))
        #expect(highlighted(##"#"\#(a)"#"##, "swift") == token("string", "#&quot;") + token("punctuation", "\\#(") + "a"
            + token("punctuation", ")") + token("string", "&quot;#"))
    }

    @Test func quotesInsideARawStringDoNotEndIt() {
        #expect(highlighted(##"#"say "hi""#"##, "swift") == token("string", "#&quot;say &quot;hi&quot;&quot;#"))
    }

    @Test func multiLineStringsSpanLines() {
        #expect(highlighted("\"\"\"\none \"two\"\n\"\"\" x", "swift") == token("string", "&quot;&quot;&quot;\none &quot;two&quot;\n&quot;&quot;&quot;") + " x")
    }

    @Test func blockCommentsNest() {
        #expect(highlighted("/* a /* b */ c */ d", "swift") == token("comment", "/* a /* b */ c */") + " d")
    }

    @Test func attributesAndDirectives() {
        #expect(highlighted("@MainActor #if DEBUG #available", "swift") == token("attribute", "@MainActor") + " "
            + token("attribute", "#if") + " " + token("type", "DEBUG") + " " + token("attribute", "#available"))
    }

    @Test func numberLiterals() {
        #expect(highlighted("1_000_000 0x1F 1e-3 0b1010 0o17 1.5", "swift") == ["1_000_000", "0x1F", "1e-3", "0b1010", "0o17", "1.5"]
            .map { token("number", $0) }.joined(separator: " "))
    }

    @Test func rangeOperatorIsNotMemberAccess() {
        #expect(highlighted("0...count", "swift") == token("number", "0") + token("punctuation", "...") + "count")
    }

    @Test func escapedNamesStayPlain() {
        #expect(highlighted("let `default` = 1", "swift") == token("keyword", "let") + " `default` "
            + token("punctuation", "=") + " " + token("number", "1"))
    }

    @Test func unterminatedStringEndsAtTheLineBreak() {
        #expect(highlighted("\"abc\nlet", "swift") == token("string", "&quot;abc") + "\n" + token("keyword", "let"))
    }
}
