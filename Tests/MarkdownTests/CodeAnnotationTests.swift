import Testing
import Markdown

/// MkDocs Material's code annotations: markers in code comments link to the ordered list after the code.
struct CodeAnnotationTests {
    @Test func markerLinksToItsNote() {
        #expect(html("```yaml\ntheme:\n  features: # (1)\n```\n\n1. Turns annotations on.", .codeAnnotations) == """
            <pre><code class="language-yaml">theme:
              features: # <a class="code-annotation" href="#annotation-1-1">(1)</a>
            </code></pre>
            <ol class="code-annotations">
            <li id="annotation-1-1">Turns annotations on.</li>
            </ol>

            """)
    }

    @Test func exclamationMarkHidesTheComment() {
        #expect(html("```c\nint a; // (2)!\nint b;   // (1)\n```\n1. b\n2. a", .codeAnnotations)
            .hasPrefix("<pre><code class=\"language-c\">int a;<a class=\"code-annotation\" href=\"#annotation-1-2\">(2)</a>\n"
                + "int b;   // <a class=\"code-annotation\" href=\"#annotation-1-1\">(1)</a>\n</code></pre>\n"))
    }

    @Test func aMarkerMayStandInAnHTMLOrCComment() {
        #expect(html("```html\n<a href=\"/\"> <!-- (1)! -->\n```\n1. Home", .codeAnnotations) == """
            <pre><code class="language-html">&lt;a href=&quot;/&quot;&gt;<a class="code-annotation" href="#annotation-1-1">(1)</a>
            </code></pre>
            <ol class="code-annotations">
            <li id="annotation-1-1">Home</li>
            </ol>

            """)
        #expect(html("```css\n:root {\n  --md-hue: 210; /* (2)! */  \n  max-width: 1440px; /* (1) */\n}\n```\n1. a\n2. b", .codeAnnotations)
            .hasPrefix("<pre><code class=\"language-css\">:root {\n  --md-hue: 210;<a class=\"code-annotation\" href=\"#annotation-1-2\">(2)</a>\n"
                + "  max-width: 1440px; /*  */<a class=\"code-annotation\" href=\"#annotation-1-1\">(1)</a>\n}\n</code></pre>\n"))
    }

    @Test func aCommentWithAnEndHoldsNothingButTheMarker() {
        #expect(html("```css\na { b: c } /* see (1) */\n```\n1. a", .codeAnnotations)
            == "<pre><code class=\"language-css\">a { b: c } /* see (1) */\n</code></pre>\n<ol>\n<li>a</li>\n</ol>\n")
    }

    @Test func markersAfterHighlightingStayAtTheirLines() {
        let options = RenderOptions(highlightCode: { code, _ in
            Array(code.split(separator: "\n", omittingEmptySubsequences: false).map { "<span class=\"tok\">\($0)</span>" }
                .joined(separator: "\n").utf8)
        })
        #expect(html("```py\na = 1  # (1)\n```\n\n1. Note", .codeAnnotations, options: options)
            .hasPrefix("<pre><code class=\"language-py\"><span class=\"tok\">a = 1  # </span><a class=\"code-annotation\" href=\"#annotation-1-1\">(1)</a>\n"))
    }

    @Test func notesOfTwoBlocksHaveTheirOwnIDs() {
        let output = html("```sh\nls # (1)\n```\n1. a\n\n```sh\npwd # (1)\n```\n1. b", .codeAnnotations)
        #expect(output.contains("<li id=\"annotation-1-1\">a</li>"))
        #expect(output.contains("<li id=\"annotation-2-1\">b</li>"))
    }

    @Test func codeWithoutMarkersKeepsTheListAfterIt() {
        #expect(html("```sh\nls (1)\n```\n1. a", .codeAnnotations)
            == "<pre><code class=\"language-sh\">ls (1)\n</code></pre>\n<ol>\n<li>a</li>\n</ol>\n")
    }

    @Test func markerBeyondTheNotesStaysInTheCode() {
        #expect(html("```sh\nls # (3)\n```\n1. a", .codeAnnotations)
            == "<pre><code class=\"language-sh\">ls # (3)\n</code></pre>\n<ol>\n<li>a</li>\n</ol>\n")
    }

    @Test func codeAnnotationsAreOffByDefault() {
        #expect(html("```sh\nls # (1)\n```\n1. a") == "<pre><code class=\"language-sh\">ls # (1)\n</code></pre>\n<ol>\n<li>a</li>\n</ol>\n")
    }
}
