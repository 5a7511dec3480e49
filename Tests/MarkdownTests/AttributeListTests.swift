import Testing
import Markdown

/// Python-Markdown's attr_list (MkDocs) and goldmark's attributes (Hugo): kramdown's lists without the colon.
struct AttributeListTests {
    @Test func lineAfterABlockGivesItIDClassesAndAttributes() {
        #expect(html("Text.\n{ #intro .lead .wide title=\"About us\" }", .attributeLists)
            == "<p id=\"intro\" class=\"lead wide\" title=\"About us\">Text.</p>\n")
        #expect(html("| a |\n|---|\n| b |\n{class=\"wide\"}", [.tables, .attributeLists])
            == "<table class=\"wide\">\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n")
    }

    @Test func valuesMayGoUnquotedAndABareWordIsAnAttributeWithoutValue() {
        #expect(html("1. a\n2. b\n{ reversed title=Countdown }", .attributeLists)
            == "<ol reversed=\"\" title=\"Countdown\">\n<li>a</li>\n<li>b</li>\n</ol>\n")
    }

    @Test func spansTakeTheListRightAfterThem() {
        #expect(html("[Start](/start){ .md-button } and __Update__{ title=\"August 21\" }", .attributeLists)
            == "<p><a href=\"/start\" class=\"md-button\">Start</a> and <strong title=\"August 21\">Update</strong></p>\n")
    }

    @Test func anEmojiTakesTheListAfterIt() {
        #expect(html(":smile:{ .lg title=\"Happy\" }", [.shortcodes, .attributeLists])
            == "<p><span title=\"Happy\" class=\"emoji lg\" role=\"img\" aria-label=\"smile\">😄</span></p>\n")
    }

    @Test func headingsTakeATrailingListWithQuotedSpacesAndBareWords() {
        #expect(html("## Defaults { #default data-toc-label=\"Default value\" }\n\n## Section { data-search-exclude }",
                     [.headingIDs, .headingAttributes, .attributeLists])
            == "<h2 id=\"default\">Defaults</h2>\n<h2 id=\"section\">Section</h2>\n")
    }

    // Seen on MkDocs Material's docs: `{ #config.blog_dir }` and `{ #+type:note }`, ids Python-Markdown's attr_list takes
    // whole, where kramdown's `{: #a.b}` is an id and a class.
    @Test func anIdWithoutTheColonIsTheWholeWord() {
        #expect(html("[a](#x){ #config.blog_dir } [b](#y){ #+type:note } *c*{: #k.cls}", [.attributeLists, .kramdownAttributes])
            == "<p><a href=\"#x\" id=\"config.blog_dir\">a</a> <a href=\"#y\" id=\"+type:note\">b</a> <em id=\"k\" class=\"cls\">c</em></p>\n")
    }

    // Seen on MkDocs Material's changelog: `### 9.7.6 <small>…</small> { id="9.7.6" }`, which 353 links name.
    @Test func aHeadingsIdAndClassMayBeWrittenAsKeyAndValue() {
        #expect(html("## 9.7.6 <small>March</small> { id=\"9.7.6\" }\n\n## B {id=b class=\"x y\" .z}", [.headingIDs, .headingAttributes, .attributeLists])
            == "<h2 id=\"9.7.6\">9.7.6 <small>March</small></h2>\n<h2 id=\"b\" class=\"x y z\">B</h2>\n")
    }

    @Test func bracesHoldingAnythingElseStayText() {
        #expect(html("Set {a, b}\n{ x + 1 }\n\nafter text{.}", .attributeLists) == "<p>Set {a, b}\n{ x + 1 }</p>\n<p>after text{.}</p>\n")
    }

    @Test func aListAfterTextStaysText() {
        #expect(html("plain { .x } words", .attributeLists) == "<p>plain { .x } words</p>\n")
    }

    @Test func offWithoutTheExtension() {
        #expect(html("Text\n{ .x }", .kramdownAttributes) == "<p>Text\n{ .x }</p>\n")
    }
}
