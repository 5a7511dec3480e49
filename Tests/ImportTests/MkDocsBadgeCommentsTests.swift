import Testing
@testable import Import

/// MkDocs Material's documentation's `<!-- md:… -->` comments, which a hook of its mkdocs.yml rewrites.
/// Seen on that site: 1,065 of them showed nothing, 182 headings among them were empty.
struct MkDocsBadgeCommentsTests {
    func replaced(_ text: String) -> String { MkDocsBadgeComments.replacing(in: text).text }

    @Test func aHookThatRewritesPagesMarkdownWithSuchCommentsIsFound() {
        #expect(MkDocsBadgeComments.rewrites(hook: #"def on_page_markdown(markdown, **kwargs):\n    return re.sub(r"<!-- md:(\w+)(.*?) -->", f, markdown)"#))
        #expect(!MkDocsBadgeComments.rewrites(hook: "def on_page_markdown(markdown, **kwargs):\n    return markdown\n"))
    }

    @Test func aSettingIsItsHeadingsTextAndIdAndALinkReferenceToIt() {
        #expect(replaced("#### <!-- md:setting config.blog_dir -->\n")
            == "#### `blog_dir` { #config.blog_dir }\n\n[config.blog_dir]: #config.blog_dir\n\n\n")
        #expect(replaced("<!-- md:option type:note -->") == "[`note`](#+type:note){ #+type:note }\n\n")
    }

    @Test func badgesAreTheirSymbolLinkedToTheConventionAndTheirText() {
        #expect(replaced("<!-- md:version 9.2.0 --> <!-- md:default `false` --> <!-- md:flag experimental -->")
            == #"[🏷](/conventions.md#version "Minimum version") [9.2.0](/changelog/index.md#9.2.0) "#
            + #"[💧](/conventions.md#default "Default value") `false` [🧪](/conventions.md#experimental "Experimental")"#)
        #expect(replaced("<!-- md:version insiders-4.1.0 -->")
            == #"[🏷](/conventions.md#version-insiders "Minimum version") [insiders-4.1.0](/insiders/changelog/index.md#4.1.0)"#)
    }

    @Test func anUnknownCommentAndCommentsInCodeStayAsWritten() {
        #expect(replaced("<!-- md:nonsense x --> <!-- md:flag odd -->") == "<!-- md:nonsense x --> <!-- md:flag odd -->")
        #expect(replaced("```\n<!-- md:version 1.0 -->\n```\n") == "```\n<!-- md:version 1.0 -->\n```\n")
        #expect(replaced("```\r\n<!-- md:version 1.0 -->\r\n```\r\n<!-- md:flag required -->\r\n")
            == "```\r\n<!-- md:version 1.0 -->\r\n```\r\n[⚠](/conventions.md#required \"Required value\")\r\n")
    }

}
