import Testing
@testable import Server

@Suite struct LiveReloadScriptTests {
    private func inject(_ html: String) -> String {
        String(decoding: LiveReloadScript.inject(into: Array(html.utf8)), as: UTF8.self)
    }

    @Test func goesBeforeTheLastClosingBodyTagInAnyCase() {
        #expect(inject("<BODY><pre>&lt;/body></pre></BODY>") == "<BODY><pre>&lt;/body></pre>\(LiveReloadScript.tag)</BODY>")
    }

    @Test func goesAtTheEndWithoutABodyTag() {
        #expect(inject("<p>fragment") == "<p>fragment\(LiveReloadScript.tag)")
    }

    @Test func handlesEmptyAndTinyDocuments() {
        #expect(inject("") == LiveReloadScript.tag)
        #expect(inject("</b") == "</b\(LiveReloadScript.tag)")
    }
}

@Suite struct ServerSentEventTests {
    @Test func encodesNameAndOneDataLinePerLine() {
        let event = ServerSentEvent.buildError("Content/a.md:3:8: error: unclosed quote\ntitle: \"Hello\n       ^")
        #expect(event.encoded == """
            event: build-error
            data: Content/a.md:3:8: error: unclosed quote
            data: title: "Hello
            data:        ^


            """)
    }

    @Test func carriageReturnsSplitLinesToo() {
        #expect(ServerSentEvent(name: "x", data: "a\r\nb\rc").encoded == "event: x\ndata: a\ndata: b\ndata: c\n\n")
    }

    @Test func emptyDataIsOneEmptyDataLine() {
        #expect(ServerSentEvent(name: "x", data: "").encoded == "event: x\ndata: \n\n")
    }
}

@Suite struct AppearancesPageTests {
    @Test(arguments: ["javascript:alert(1)", "//evil.example/", "/\\evil.example", "https://evil.example/", "docs/", "/a\u{0}b"])
    func anythingButASitePathShowsTheHomePage(page: String) {
        #expect(AppearancesPage(page: page, pagePaths: [], liveReload: false).page == "/")
    }

    @Test func pageWithAQueryGetsTheParameterAppended() {
        #expect(AppearancesPage(page: "/search/?q=a", pagePaths: [], liveReload: false).frameURL("dark") == "/search/?q=a&sitegen-appearance=dark")
    }

    @Test func fragmentIsDropped() {
        #expect(AppearancesPage(page: "/docs/#intro", pagePaths: [], liveReload: false).frameURL("night") == "/docs/?sitegen-appearance=night")
    }

    @Test func pageIsEscapedInAttributes() {
        let html = AppearancesPage(page: "/a\"><script>x</script>", pagePaths: [], liveReload: false).html
        #expect(!html.contains("<script>x"))
        #expect(html.contains("value=\"/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;\""))
    }

    @Test func wearsTheSiteStylesheetsResolvedAgainstTheSitePath() {
        let html = AppearancesPage(page: "/", pagePaths: [], sitePath: "/project/",
                                   siteStylesheets: [#"<link rel="stylesheet" href="assets/site.css">"#], liveReload: false).html
        #expect(html.contains(#"<base href="/project/">"# + "\n" + #"<link rel="stylesheet" href="assets/site.css">"#))
    }

    @Test func offersPhoneTabletAndDesktopWidths() {
        let html = AppearancesPage(page: "/", pagePaths: [], liveReload: false).html
        for (width, label) in [("390", "Phone"), ("820", "Tablet"), ("1280", "Desktop")] {
            #expect(html.contains(#"<input type="radio" name="width" value="\#(width)""#))
            #expect(html.contains(label))
        }
    }

    @Test func liveReloadScriptLoadsBeforeTheFramesSoTheyStayQuiet() throws {
        let html = AppearancesPage(page: "/", pagePaths: [], liveReload: true).html
        let script = try #require(html.range(of: LiveReloadScript.tag))
        let frame = try #require(html.range(of: "<iframe"))
        #expect(script.lowerBound < frame.lowerBound)
    }
}

@Suite struct QueryItemsTests {
    @Test func decodesPlusAndPercentEscapes() {
        let items = QueryItems("page=%2Fdocs%2F&q=a+b&empty&bad=%zz")
        #expect(items["page"] == "/docs/")
        #expect(items["q"] == "a b")
        #expect(items["empty"] == "")
        #expect(items["bad"] == "%zz")
        #expect(items["missing"] == nil)
    }
}

@Suite struct SlotTemplateTests {
    @Test func fillsEverySlotInOnePass() {
        let template = SlotTemplate("<title>{{title}}</title><p>{{body}}</p>")
        #expect(template.filled(["title": "{{body}}", "body": "x"]) == "<title>{{body}}</title><p>x</p>")
    }

    @Test func slotWithoutAValueStaysAsWritten() {
        #expect(SlotTemplate("a {{missing}} b {{").filled([:]) == "a {{missing}} b {{")
    }
}

@Suite struct StylesheetLinksTests {
    @Test func findsTheStylesheetLinksOfTheHeadAsWritten() {
        let html = """
            <!doctype html><html><head><link rel="icon" href="/f.svg">
            <LINK REL="stylesheet" HREF="/assets/theme.css"><link href=/a.css rel=stylesheet>
            <link rel='alternate stylesheet' href="/b.css"></head>
            <body><link rel="stylesheet" href="/late.css"></body></html>
            """
        #expect(StylesheetLinks.find(in: Array(html.utf8)) == [
            #"<LINK REL="stylesheet" HREF="/assets/theme.css">"#,
            "<link href=/a.css rel=stylesheet>",
            #"<link rel='alternate stylesheet' href="/b.css">"#,
        ])
    }

    @Test func pageWithoutTagsHasNone() {
        #expect(StylesheetLinks.find(in: Array("plain text < and > signs".utf8)).isEmpty)
        #expect(StylesheetLinks.find(in: Array("<link rel=\"stylesheet\"".utf8)).isEmpty)
    }
}
