import Core
import Foundation
import Testing
@testable import FrontMatter

@Suite struct PageMetadataTests {
    func metadata(_ frontMatter: String) throws -> PageMetadata {
        let split = try FrontMatterParser.split(SourceText(path: "Content/x.md", text: "---\n\(frontMatter)\n---\n"))
        return try PageMetadata(frontMatter: split.frontMatter)
    }

    func errors(_ frontMatter: String) -> [String] {
        do {
            _ = try metadata(frontMatter)
            return []
        } catch let error as DiagnosticList {
            return error.diagnostics.map(\.summary)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func readsEveryKnownKey() throws {
        let page = try metadata("""
            title: Getting started
            date: 2023-09-14
            description: First steps
            tags: [swift, web]
            draft: true
            layout: post
            slug: start
            weight: 3
            aliases: /old/
            color-scheme: dark
            repo: sitegen
            """)
        #expect(page.title == "Getting started")
        #expect(page.date == Date(timeIntervalSince1970: 1_694_649_600))
        #expect(page.description == "First steps")
        #expect(page.tags == ["swift", "web"])
        #expect(page.draft)
        #expect(page.layout == "post")
        #expect(page.slug == "start")
        #expect(page.weight == 3)
        #expect(page.aliases == ["/old/"])
        #expect(page.colorScheme == .dark)
        #expect(page.params.map(\.key) == ["repo"])
    }

    @Test func keepsNumbersAndDatesAsWrittenForTextKeys() throws {
        #expect(try metadata("title: 1984").title == "1984")
    }

    @Test func acceptsAQuotedDate() throws {
        #expect(try metadata("date: \"2023-09-14\"").date == Date(timeIntervalSince1970: 1_694_649_600))
    }

    @Test func reportsEveryBadKeyAtItsValue() {
        #expect(errors("draft: yes\nweight: 1.5\ncolor-scheme: blue\nslug: a/b\ntags: [[a]]\ndate: soon") == [
            "Content/x.md:2:8: error: 'draft' must be true or false, not a string",
            "Content/x.md:3:9: error: 'weight' must be a whole number such as 10",
            "Content/x.md:4:15: error: 'color-scheme' must be light or dark",
            "Content/x.md:5:7: error: 'slug' must be one URL path component, without '/' (for example: getting-started)",
            "Content/x.md:6:7: error: 'tags' must be a list of text, such as [swift, \"web dev\"]",
            "Content/x.md:7:7: error: bad date 'soon': expected YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] or YYYY-MM-DDTHH:MM:SSZ",
        ])
    }
}
