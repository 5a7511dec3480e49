import Testing
import Markdown

/// TeX math: written as it stands for MathJax or KaTeX, never read as Markdown.
struct MathTests {
    // Seen on MkDocs Material's math page: `^k}{(2k)!}x^` became superscript and `{2k}` an attribute list.
    @Test func aBlockBetweenDollarLinesIsTheTeXAsWritten() {
        #expect(html("$$\n\\frac{(-1)^k}{(2k)!}x^{2k} < 1\n$$\n", .docs)
            == "<div class=\"math display\">\\[\n\\frac{(-1)^k}{(2k)!}x^{2k} &lt; 1\n\\]</div>\n")
    }

    @Test func aMathFenceIsABlockToo() {
        #expect(html("```math\na_1^2\n```\n", .math) == "<div class=\"math display\">\\[\na_1^2\n\\]</div>\n")
        #expect(html("```math\na\n```\n") == "<pre><code class=\"language-math\">a\n</code></pre>\n")
    }

    // SE-0414 writes its regions as `$x$`, which GitHub shows as math.
    @Test func dollarsAroundTeXInTextAreInlineMath() {
        #expect(html("if $x$ and $a_{i}$ merge", .math)
            == "<p>if <span class=\"math inline\">\\(x\\)</span> and <span class=\"math inline\">\\(a_{i}\\)</span> merge</p>\n")
        #expect(html("so $$x^2$$ shows", .math) == "<p>so <span class=\"math display\">\\[x^2\\]</span> shows</p>\n")
    }

    @Test func pricesAndEscapedDollarsStayText() {
        #expect(html("$5 and $10, $ x $ and \\$y$", .math) == "<p>$5 and $10, $ x $ and $y$</p>\n")
    }

    @Test func aBackslashedDollarInsideIsTeX() {
        #expect(html("$\\$5 * x_1 * y_2$", .math) == "<p><span class=\"math inline\">\\(\\$5 * x_1 * y_2\\)</span></p>\n")
    }

    @Test func codeComesFirstAndMathIsOffByDefault() {
        #expect(html("`$x$` $x$", .math) == "<p><code>$x$</code> <span class=\"math inline\">\\(x\\)</span></p>\n")
        #expect(html("$x_1$ and $$\n") == "<p>$x_1$ and $$</p>\n")
    }
}
