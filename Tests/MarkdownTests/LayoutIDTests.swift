import Foundation
import Testing
import Markdown

/// A page cannot give its elements the ids the layouts use for theirs, nor name an image after a `document`
/// member the layouts' scripts call (DOM clobbering): safe mode removes such an `id` or `name` with a warning,
/// and generated heading ids step around them.
struct LayoutIDTests {
    private func rendered(_ markdown: String, _ extensions: MarkdownExtensions = []) -> (html: String, removals: [String]) {
        let rendered = HTMLRenderer().render(Array(markdown.utf8), parsing: MarkdownOptions(extensions: extensions))
        return (String(decoding: rendered.html, as: UTF8.self), rendered.removedHTML.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test func rawHTMLLosesALayoutsID() {
        let result = rendered("<div id=\"sitegen-main\" class=\"x\">\nhi\n</div>")
        #expect(result.html == "<div class=\"x\">\nhi\n</div>\n")
        #expect(result.removals == [
            "1:6 raw HTML attribute id=\"sitegen-main\" on <div> removed: the page's layout uses it for its own elements or scripts",
        ])
        #expect(rendered("a <span id=\"sitegen&#45;strings\">b</span>").html == "<p>a <span>b</span></p>\n")
    }

    @Test func anImageNamedAfterADocumentMemberLosesItsName() {
        #expect(rendered("<img name=\"getElementById\" src=\"a.png\">").html == "<img src=\"a.png\">\n")
        #expect(rendered("<img name=\"logo\" src=\"a.png\">").html == "<img name=\"logo\" src=\"a.png\">\n")
    }

    @Test func idsTheScriptsNumberAreTheirsToo() {
        #expect(rendered("<span id=\"sitegen-nav-group-2\">a</span>").html == "<p><span>a</span></p>\n")
        #expect(rendered("<span id=\"sitegen-nav-group-x\">a</span>").html == "<p><span id=\"sitegen-nav-group-x\">a</span></p>\n")
    }

    @Test func attributeListsAndHeadingIDsLoseThemToo() {
        let list = rendered("Text\n{: #sitegen-strings .x}", .kramdownAttributes)
        #expect(list.html == "<p class=\"x\">Text</p>\n")
        #expect(list.removals == [
            "2:1 attribute list attribute id=\"sitegen-strings\" on <p> removed: the page's layout uses it for its own elements or scripts",
        ])
        let heading = rendered("## Menu {#sitegen-navigation}", [.headingIDs, .headingAttributes])
        #expect(heading.html == "<h2 id=\"menu\">Menu</h2>\n")
        #expect(heading.removals.count == 1)
        #expect(rendered("## Menu\n{: #sitegen-search}", [.headingIDs, .kramdownAttributes]).html == "<h2 id=\"menu\">Menu</h2>\n")
    }

    @Test func generatedHeadingIDsStepAroundTheLayouts() {
        #expect(html("## Sitegen main\n## Sitegen main\n## Sitegen markdown", .headingIDs)
            == "<h2 id=\"sitegen-main-1\">Sitegen main</h2>\n<h2 id=\"sitegen-main-2\">Sitegen main</h2>\n<h2 id=\"sitegen-markdown\">Sitegen markdown</h2>\n")
    }

    @Test func unsafeModeKeepsThem() {
        #expect(unsafeHTML("<div id=\"sitegen-main\">\nhi\n</div>") == "<div id=\"sitegen-main\">\nhi\n</div>\n")
    }

    /// The layouts and their scripts, read as shipped: every id they give and every `document` member they call.
    @Test func everyIDAndDocumentMemberOfTheLayoutsIsRefused() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Templates").standardized
        let files = try FileManager.default.subpathsOfDirectory(atPath: templates.path)
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".js") }
        var ids: Set<String> = []
        var members: Set<String> = []
        for file in files {
            let source = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            ids.formUnion(matches(of: #"\bid="([^"{]+)""#, in: source))
            // Ids a script numbers: `sitegen-nav-group-${n}`.
            ids.formUnion(matches(of: #"\.id = `([a-z-]+)\$\{"#, in: source).map { $0 + "7" })
            members.formUnion(matches(of: #"\bd\.([A-Za-z]+)\b"#, in: source))
        }
        #expect(ids.count >= 9 && members.contains("getElementById"))
        for id in ids {
            #expect(rendered("<span id=\"\(id)\">a</span>").html == "<p><span>a</span></p>\n", "id \(id)")
        }
        for member in members {
            #expect(rendered("<img name=\"\(member)\">").html == "<img>\n", "document.\(member)")
        }
    }

    /// The `data-*` attributes the layouts, their scripts and their styles read or write, as shipped: a page
    /// cannot give its elements one (nor one that starts with one and a `-`); any other is kept.
    @Test func everyDataAttributeOfTheLayoutsIsRefused() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Templates").standardized
        let files = try FileManager.default.subpathsOfDirectory(atPath: templates.path)
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".js") || $0.hasSuffix(".css") }
        var names: Set<String> = []
        for file in files {
            let source = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            names.formUnion(matches(of: #"\b(data-[a-z][a-z0-9-]*)"#, in: source))
            // `element.dataset.openFrom` reads `data-open-from`.
            names.formUnion(matches(of: #"\.dataset\.([A-Za-z]+)"#, in: source).map { name in
                "data-" + name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
            })
        }
        #expect(names.count >= 15 && names.contains("data-theme") && names.contains("data-open-from"))
        for name in names {
            #expect(rendered("<span \(name)=\"x\" \(name)-more=\"y\">a</span>").html == "<p><span>a</span></p>\n", "\(name)")
        }
        #expect(rendered("<span data-tab=\"x\">a</span>").html == "<p><span data-tab=\"x\">a</span></p>\n")
    }

    private func matches(of pattern: String, in source: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: source, range: NSRange(source.startIndex..., in: source)).compactMap {
            Range($0.range(at: 1), in: source).map { String(source[$0]) }
        }
    }
}
