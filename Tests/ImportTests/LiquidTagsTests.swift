import Testing
@testable import Import

/// Each Liquid conversion on its own.
@Suite struct LiquidTagsTests {
    func convert(_ text: String) -> String {
        var liquid = LiquidTags(
            postLink: { $0 == "2016-01-29-hello" ? "/posts/2016-01-29-hello.md" : nil },
            fileLink: { $0 == "about.md" ? "/about.md" : nil })
        return liquid.convert(text)
    }

    @Test func postURLBecomesALinkToThePostsFile() {
        #expect(convert("[p]({% post_url 2016-01-29-hello %})") == "[p](/posts/2016-01-29-hello.md)")
    }

    @Test func linkBecomesALinkToTheFile() {
        #expect(convert("[a]({% link about.md %})") == "[a](/about.md)")
    }

    @Test func baseurlGoesSoLinksAreRootRelative() {
        #expect(convert("![x]({{ site.baseurl }}/a.png)") == "![x](/a.png)")
    }

    @Test func relativeURLFilterBecomesThePath() {
        #expect(convert(#"![x]({{ "a.png" | relative_url }})"#) == "![x](/a.png)")
    }

    @Test func highlightBecomesFencedCode() {
        #expect(convert("{% highlight ruby linenos %}\nputs 1\n{% endhighlight %}") == "```ruby\nputs 1\n```")
    }

    @Test func rawBecomesItsText() {
        #expect(convert("{% raw %}{{ page.title }}{% endraw %}") == "{{ page.title }}")
    }

    @Test func aTagWhoseMarksShareTheirPercentSignStaysAsWritten() {
        #expect(convert("{%} and {%}%} {% raw %}") == "{%} and {%}%} {% raw %}")
    }

    @Test func rawLinesAreNotLeftovers() {
        var liquid = LiquidTags(postLink: { _ in nil }, fileLink: { _ in nil })
        _ = liquid.convert("a\n{% raw %}\n{{ x }}\n{% endraw %}")
        #expect(liquid.verbatimLines == [2, 3, 4])
    }

    @Test func includeStaysAsWritten() {
        #expect(convert("{% include note.html %}") == "{% include note.html %}")
    }

    @Test func aPostURLToAnUnknownPostStays() {
        #expect(convert("{% post_url nope %}") == "{% post_url nope %}")
    }
}
