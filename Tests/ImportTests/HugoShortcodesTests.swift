import Testing
@testable import Import

/// Each Hugo shortcode conversion on its own.
@Suite struct HugoShortcodesTests {
    func convert(_ text: String, pages: [String] = ["posts/first.md", "docs/setup/index.md", "about.md"], at path: String = "posts/first.md") -> String {
        var shortcodes = HugoShortcodes(resolve: PageReferences(pages: pages.map { (path: $0, target: $0) }).link)
        return shortcodes.convert(text, contentPath: path)
    }

    @Test func refBecomesALinkToThePagesFile() {
        #expect(convert(#"[a]({{< ref "about.md" >}})"#) == "[a](/about.md)")
    }

    @Test func relrefResolvesRelativeToThePageFirst() {
        #expect(convert(#"[a]({{< relref "first#part" >}})"#) == "[a](/posts/first.md#part)")
    }

    @Test func refFindsABundleByItsFolder() {
        #expect(convert(#"{{< ref "/docs/setup" >}}"#) == "/docs/setup/index.md")
    }

    @Test func refToAnUnknownPageStays() {
        #expect(convert(#"{{< ref "nowhere" >}}"#) == #"{{< ref "nowhere" >}}"#)
    }

    @Test func figureBecomesAnImageWithItsCaption() {
        #expect(convert(#"{{< figure src="a.png" alt="A" caption="The caption" >}}"#) == "![A](a.png)\n\n*The caption*")
    }

    @Test func highlightBecomesFencedCodeWithItsLanguage() {
        #expect(convert("{{< highlight swift \"linenos=table\" >}}\nlet a = 1\n{{< /highlight >}}") == "```swift\nlet a = 1\n```")
    }

    @Test func highlightedCodeWithBackticksGetsALongerFence() {
        #expect(convert("{{< highlight md >}}\n```\n{{< /highlight >}}") == "````md\n```\n````")
    }

    @Test func embedsBecomeLinks() {
        #expect(convert("{{< youtube abc >}}") == "[YouTube video](https://www.youtube.com/watch?v=abc)")
        #expect(convert(#"{{< vimeo id="42" >}}"#) == "[Vimeo video](https://vimeo.com/42)")
        #expect(convert("{{< gist ann 99 >}}") == "[Gist ann/99](https://gist.github.com/ann/99)")
        #expect(convert(#"{{< tweet user="ann" id="7" >}}"#) == "[Post on X](https://x.com/ann/status/7)")
    }

    @Test func noticeBecomesACalloutOfItsKind() {
        #expect(convert("{{% notice tip %}}\nA *tip*.\n{{% /notice %}}") == "> [!TIP]\n> A *tip*.")
    }

    @Test func detailsBecomesANoteWithItsSummaryAsTitle() {
        #expect(convert("{{< details summary=\"More\" >}}\nHidden.\n{{< /details >}}") == "> [!NOTE]\n> **More**\n>\n> Hidden.")
    }

    @Test func shortcodesInsideACalloutAreConverted() {
        #expect(convert("{{< alert color=\"warning\" >}}\n{{< ref \"about\" >}}\n{{< /alert >}}") == "> [!WARNING]\n> /about.md")
    }

    @Test func aCommentEscapedShortcodeBecomesItsText() {
        #expect(convert("`{{</* ref \"a\" */>}}`") == "`{{< ref \"a\" >}}`")
    }

    @Test func anUnknownShortcodeStaysAsWritten() {
        #expect(convert("{{< tabs >}}x{{< /tabs >}}") == "{{< tabs >}}x{{< /tabs >}}")
    }

    @Test func aPairedShortcodeWithoutItsClosingTagStays() {
        #expect(convert("{{< highlight go >}}\ncode") == "{{< highlight go >}}\ncode")
    }

    @Test func hugoURLizeLowercasesAndDashesSpaces() {
        #expect(HugoImporter.urlize("Getting Started!") == "getting-started")
    }
}
