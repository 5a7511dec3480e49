import Testing

@Suite struct CGrammarTests {
    @Test func preprocessorDirectivesAreAttributesWithHeaderStrings() {
        #expect(highlighted("#include <stdio.h>\n#define LIMIT 1", "c") == token("attribute", "#include") + " "
            + token("string", "&lt;stdio.h&gt;") + "\n" + token("attribute", "#define") + " LIMIT " + token("number", "1"))
    }

    @Test func characterLiteralsAreStrings() {
        #expect(highlighted("'\\'' 'a'", "c") == token("string", "'\\''") + " " + token("string", "'a'"))
    }

    @Test func rawStringsEndOnlyAtTheirDelimiter() {
        #expect(highlighted("R\"x(a)\" b)x\" c", "cpp") == token("string", "R&quot;x(a)&quot; b)x&quot;") + " c")
    }

    @Test func digitSeparatorsStayInTheNumber() {
        #expect(highlighted("1'000'000ULL", "c++") == token("number", "1'000'000ULL"))
    }

    @Test func namesEndingInUnderscoreTAreTypes() {
        #expect(highlighted("size_t n", "c") == token("type", "size_t") + " n")
    }

    @Test func objectiveCAtKeywordsAndStrings() {
        #expect(highlighted("@interface Greeter @end @\"s\"", "objc") == token("keyword", "@interface") + " " + token("type", "Greeter")
            + " " + token("keyword", "@end") + " " + token("string", "@&quot;s&quot;"))
    }
}
