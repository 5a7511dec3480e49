@testable import DocC
import Testing

/// An article as DocC reads it: the "Overview" heading before its discussion, the tagged items of its
/// discussion's lists as asides and sections, its Topics in the style its options say.
@Suite struct DocCArticleTests {
    let page = CatalogPage(articles: [("Feeding", "Feeding", "# Feeding\n\nWhat sloths eat.\n")])

    @Test func theDiscussionIsUnderOverviewWithDocCsLowerCaseIdUnlessItStartsWithAHeading() {
        #expect(page.html("# Page\n\nThe abstract.\n\nMore.\n") == """
            <p>The abstract.</p>
            <h2 id="overview">Overview</h2>
            <p>More.</p>

            """)
        #expect(page.html("# Page\n\nThe abstract.\n\n### Details\n\nMore.\n") == "<p>The abstract.</p>\n<h3 id=\"Details\">Details</h3>\n<p>More.</p>\n")
        #expect(page.html("# Page\n\nThe abstract.\n") == "<p>The abstract.</p>\n")
    }

    @Test func metadataAndCommentsLeaveTheAbstractInPlaceAndADirectiveStartsTheDiscussion() {
        let html = page.html("# Page\n\n@Metadata {\n  @PageColor(blue)\n}\n\nThe abstract.\n\n@Small {\n  Print.\n}\n")
        #expect(html == "<p>The abstract.</p>\n<h2 id=\"overview\">Overview</h2>\n<p><small>Print.</small></p>\n")
    }

    @Test func theTopicsSectionEndsTheDiscussionWithoutAnOverview() {
        #expect(page.html("# Page\n\nThe abstract.\n\n## Topics\n\n- <doc:Feeding>\n") == """
            <p>The abstract.</p>
            <h2 id="Topics">Topics</h2>
            <ul>
            <li><a href="/guide/feeding/">Feeding</a></li>
            </ul>

            """)
    }

    @Test func aPagesOptionsOrItsCatalogsTurnTheOverviewOff() {
        let local = "# Page\n\n@Options {\n  @AutomaticArticleSubheading(disabled)\n}\n\nThe abstract.\n\nMore.\n"
        #expect(page.html(local) == "<p>The abstract.</p>\n<p>More.</p>\n")
        let global = CatalogPage(articles: [("Root", "Root", "# Root\n\n@Options(scope: global) {\n  @AutomaticArticleSubheading(disabled)\n}\n")])
        #expect(global.html("# Page\n\nThe abstract.\n\nMore.\n") == "<p>The abstract.</p>\n<p>More.</p>\n")
        let overridden = "# Page\n\n@Options {\n  @AutomaticArticleSubheading(enabled)\n}\n\nThe abstract.\n\nMore.\n"
        #expect(global.html(overridden).contains("<h2 id=\"overview\">Overview</h2>"))
    }

    @Test func aDocumentationExtensionGetsNoOverview() {
        #expect(page.html("# ``Guide/Sloth``\n\nA sloth.\n\nMore.\n") == "<p>A sloth.</p>\n<p>More.</p>\n")
    }

    @Test func asideItemsOfTheDiscussionsListsAreAsidesAfterTheirList() {
        let html = page.html("# Page\n\nThe abstract.\n\n- Plain item.\n- note: a note.\n- SeeAlso: elsewhere.\n- Custom: kept.\n")
        #expect(html == """
            <p>The abstract.</p>
            <h2 id="overview">Overview</h2>
            <ul>
            <li>Plain item.</li>
            <li>Custom: kept.</li>
            </ul>
            <aside class="callout note">
            <p class="callout-title">Note</p>
            <p>A note.</p>
            </aside>
            <aside class="callout seealso">
            <p class="callout-title">See Also</p>
            <p>Elsewhere.</p>
            </aside>

            """)
    }

    @Test func parametersAndTheReturnValueAreSectionsWhereTheirListWas() {
        let html = page.html("# ``Guide/make(x:)``\n\nMakes one.\n\n- Parameters:\n  - x: the x.\n- Returns: a thing.\n- Throws: an error.\n\n## Overview\n\nMore.\n")
        #expect(html == """
            <p>Makes one.</p>
            <h2 id="parameters">Parameters</h2>
            <dl class="docc-parameters">
            <dt><code>x</code></dt>
            <dd>
            <p>The x.</p>
            </dd>
            </dl>
            <h2 id="return-value">Return Value</h2>
            <p>A thing.</p>
            <aside class="callout throws">
            <p class="callout-title">Throws</p>
            <p>An error.</p>
            </aside>
            <h2 id="Overview">Overview</h2>
            <p>More.</p>

            """)
    }

    @Test func listsInsideDirectivesAndInTopicsKeepTheirItems() {
        let html = page.html("# Page\n\nThe abstract.\n\n@Row {\n  @Column {\n    - Note: inside.\n  }\n}\n\n## Topics\n\n- Note: listed.\n")
        #expect(html.contains("<li>Note: inside.</li>"))
        #expect(html.contains("<li>Note: listed.</li>"))
    }

    @Test func termListsAreDefinitionLists() {
        let html = page.html("# Page\n\nThe abstract.\n\n- term `list`: A list.\n- term Grid: A grid.\n")
        #expect(html.hasSuffix("<dl>\n<dt><code>list</code></dt>\n<dd>A list.</dd>\n<dt>Grid</dt>\n<dd>A grid.</dd>\n</dl>\n"))
    }

    @Test func hiddenTopicsAreNotShown() {
        let html = page.html("# Page\n\n@Options {\n  @TopicsVisualStyle(hidden)\n}\n\nThe abstract.\n\n## Topics\n\n### Group\n\n- <doc:Feeding>\n\n## See Also\n\n- <doc:Feeding>\n")
        #expect(html == "<p>The abstract.</p>\n<h2 id=\"See-Also\">See Also</h2>\n<ul>\n<li><a href=\"/guide/feeding/\">Feeding</a></li>\n</ul>\n")
    }

    @Test func topicsInAGridStyleAreCards() {
        let html = page.html("# Page\n\n@Options {\n  @TopicsVisualStyle(detailedGrid)\n}\n\nThe abstract.\n\n## Topics\n\n### Group\n\n- <doc:Feeding>\n")
        #expect(html == """
            <p>The abstract.</p>
            <h2 id="Topics">Topics</h2>
            <h3 id="Group">Group</h3>
            <ul class="docc-links docc-cards">
            <li class="docc-card"><a href="/guide/feeding/">
            <span class="docc-card-title">Feeding</span></a>
            <p>What sloths eat.</p>
            </li>
            </ul>

            """)
    }

    @Test func aTutorialIsNotReadAsAnArticle() {
        #expect(!page.html("@Tutorials(name: \"Sloths\") {\n  @Intro(title: \"Meet the sloths\") {\n    Text.\n  }\n}\n").contains("Overview"))
    }
}
