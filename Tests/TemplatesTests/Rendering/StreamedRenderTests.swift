import Core
import Testing
import Templates

@Suite struct StreamedRenderTests {
    /// Renders `page.html` handing pieces of about `pieceSize` bytes to a list.
    private func pieces(
        _ source: String, _ variables: [String: TemplateValue] = [:], pieceSize: Int
    ) throws(DiagnosticList) -> [String] {
        let library = TemplateLibrary(directory: nil, builtIns: ["page.html": source])
        var pieces: [String] = []
        _ = try library.render("page.html", variables: variables, environment: RenderEnvironment(), pieceSize: pieceSize) { bytes in
            pieces.append(String(decoding: bytes, as: UTF8.self))
        }
        return pieces
    }

    @Test func aLoopsOutputLeavesInPiecesOnceTheyReachTheSize() throws {
        let items: TemplateValue = .array(["a", "b", "c", "d"])
        #expect(try pieces("<ul>{% for i in items %}<li>{{ i }}</li>{% endfor %}</ul>", ["items": items], pieceSize: 20)
            == ["<ul><li>a</li><li>b</li>", "<li>c</li><li>d</li>", "</ul>"])
    }

    @Test func aSmallPageIsOnePiece() throws {
        #expect(try pieces("<p>{{ title }}</p>", ["title": "Hello"], pieceSize: 1 << 16) == ["<p>Hello</p>"])
    }

    @Test func aCapturedBlockIsPrintedWhereItIsUsedNotWhereItWasRendered() throws {
        let source = "{% set list %}{% for i in items %}<li>{{ i }}</li>{% endfor %}{% endset %}<h1>T</h1><ul>{{ list }}</ul>"
        #expect(try pieces(source, ["items": .array(["a", "b", "c"])], pieceSize: 4).joined()
            == "<h1>T</h1><ul><li>a</li><li>b</li><li>c</li></ul>")
    }

    @Test func aFailingWriteStopsTheRenderWithItsError() {
        let library = TemplateLibrary(directory: nil, builtIns: ["page.html": "{% for i in items %}<li>{{ i }}</li>{% endfor %}"])
        var calls = 0
        #expect(throws: DiagnosticList.self) {
            _ = try library.render("page.html", variables: ["items": .array(["a", "b", "c"])], environment: RenderEnvironment(), pieceSize: 1) { _ throws(Diagnostic) in
                calls += 1
                throw Diagnostic(.error, "cannot write Public/page.html: No space left on device")
            }
        }
        #expect(calls == 1)
    }
}
