import Testing
import Core

@Suite struct SlugTests {
    @Test func aURLSlugIsLowerCaseWordsJoinedByOneHyphen() {
        #expect(Slug.url("Swift Tips") == "swift-tips")
        #expect(Slug.url("  Hello,   World!  ") == "hello-world")
        #expect(Slug.url("a--b__c") == "a-b-c")
        #expect(Slug.url("iOS 17.2") == "ios-17-2")
    }

    @Test func aURLSlugKeepsAccentedLettersAndOtherScripts() {
        #expect(Slug.url("Café au lait!") == "café-au-lait")
        #expect(Slug.url("Cafe\u{301} Crème") == "cafe\u{301}-crème")
        #expect(Slug.url("日本語 テキスト") == "日本語-テキスト")
        #expect(Slug.url("ÉCOLE") == "école")
    }

    @Test func aURLSlugOfNothingToKeepIsEmpty() {
        #expect(Slug.url("") == "")
        #expect(Slug.url("!?!-- ...") == "")
        #expect(Slug.url("😀🎉") == "")
    }

    @Test func emojiSeparateWordsInAURLSlug() {
        #expect(Slug.url("rocket🚀launch") == "rocket-launch")
        #expect(Slug.url("🚀 Launch 🚀") == "launch")
    }

    @Test func aHeadingIDFollowsGitHub() {
        #expect(Slug.headingID("Hello, World - Again") == "hello-world---again")
        #expect(Slug.headingID("snake_case and  two spaces") == "snake_case-and--two-spaces")
        #expect(Slug.headingID("Café au lait!") == "café-au-lait")
    }

    @Test func aHeadingIDDropsEmojiAndSymbolsButKeepsMarks() {
        #expect(Slug.headingID("🚀 Launch") == "-launch")
        #expect(Slug.headingID("Cafe\u{301} ©") == "cafe\u{301}-")
    }

    @Test func aHeadingIDOfNothingToKeepIsSection() {
        #expect(Slug.headingID("") == "section")
        #expect(Slug.headingID("!?.") == "section")
        #expect(Slug.headingID("😀") == "section")
    }

    // Each expectation is the anchor `docc convert` wrote for a heading with this text, percent-decoded.
    // Seen on MkDocs Material's docs: links to `#caret-mark-tilde` and `#sub-and-superscripts` were broken.
    @Test func aPythonMarkdownHeadingIDFoldsToASCIIAndJoinsRunsWithOneDash() {
        #expect(Slug.pythonMarkdownHeadingID("Caret, Mark & Tilde") == "caret-mark-tilde")
        #expect(Slug.pythonMarkdownHeadingID("Sub- and superscripts") == "sub-and-superscripts")
        #expect(Slug.pythonMarkdownHeadingID("🏷 – Version") == "version")
        #expect(Slug.pythonMarkdownHeadingID("Café über 2.0 snake_case") == "cafe-uber-20-snake_case")
        #expect(Slug.pythonMarkdownHeadingID("- dashes kept at the ends -") == "-dashes-kept-at-the-ends-")
        #expect(Slug.pythonMarkdownHeadingID("中文") == "")
    }

    @Test func aDocCAnchorKeepsCaseAndJoinsWordsWithOneDash() {
        #expect(Slug.docCAnchor("Should TCA be used for every kind of app?") == "Should-TCA-be-used-for-every-kind-of-app")
        #expect(Slug.docCAnchor("Hello, World - Again") == "Hello-World-Again")
        #expect(Slug.docCAnchor("Tab\tSeparated") == "Tab-Separated")
        #expect(Slug.docCAnchor("Dashes–en—em") == "Dashes-en-em")
        #expect(Slug.docCAnchor("Trailing —") == "Trailing")
    }

    @Test func aDocCAnchorDropsPunctuationAfterJoiningWords() {
        #expect(Slug.docCAnchor("a . b") == "a--b")
        #expect(Slug.docCAnchor("? Leading") == "-Leading")
        #expect(Slug.docCAnchor("snake_case and  two spaces") == "snakecase-and-two-spaces")
        #expect(Slug.docCAnchor("(Parens) [brackets] {braces} “quotes” ‘single’ «guillemets»") == "Parens-brackets-braces-quotes-single-guillemets")
        #expect(Slug.docCAnchor("Uses `Reducer`") == "Uses-Reducer")
        #expect(Slug.docCAnchor("Dashes‐hyphen") == "Dasheshyphen")
    }

    @Test func aDocCAnchorKeepsSymbolsAndLettersOfAnyScript() {
        #expect(Slug.docCAnchor("C++ & Objective-C <3") == "C++--Objective-C-<3")
        #expect(Slug.docCAnchor("$100 = cheap | ~tilde ^caret +plus") == "$100-=-cheap-|-~tilde-^caret-+plus")
        #expect(Slug.docCAnchor("1.7 → 2.0: What’s new") == "17-→-20-Whats-new")
        #expect(Slug.docCAnchor("Café au lait!") == "Café-au-lait")
        #expect(Slug.docCAnchor("Emoji 🚀 launch") == "Emoji-🚀-launch")
    }

    @Test func aDocCAnchorOfNothingToKeepIsSection() {
        #expect(Slug.docCAnchor("???") == "section")
        #expect(Slug.docCAnchor(" - ") == "section")
        #expect(Slug.docCAnchor("") == "section")
    }

    @Test func headingIDBytesMapASCIIAsTheWholeIDDoes() {
        let text = "Hello, World - Again_1"
        let mapped = text.utf8.compactMap { Slug.headingIDByte($0) }.filter { $0 != 0 }
        #expect(String(decoding: mapped, as: UTF8.self) == Slug.headingID(text))
        #expect(Slug.headingIDByte(0xC3) == nil)
    }
}
