import Core
import Foundation
import TestSupport
import Testing
@testable import Templates

@Suite struct TemplateLibraryTests {
    func render(_ library: TemplateLibrary, _ name: String = "page.html", _ variables: [String: TemplateValue] = [:]) throws -> String {
        try library.render(name, variables: variables, environment: RenderEnvironment()).output
    }

    @Test func prefersAFileInTheFolderToTheBuiltInOfTheSameName() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "from folder")
        let library = TemplateLibrary(directory: folder.path, builtIns: ["page.html": "built in", "list.html": "built-in list"])
        #expect(try render(library) == "from folder")
        #expect(try render(library, "list.html") == "built-in list")
    }

    @Test func namesFolderFilesWithTheDisplayPrefix() throws {
        let folder = TemporaryDirectory()
        folder.write("partials/nav.html", "\n{{ oops }}")
        let library = TemplateLibrary(directory: folder.path, builtIns: [:], displayPrefix: "site/Templates")
        #expect(try library.template(named: "partials/nav.html").path == "site/Templates/partials/nav.html")
        let warnings = try library.render("partials/nav.html", variables: [:], environment: RenderEnvironment()).warnings
        #expect(warnings.map(\.summary) == ["site/Templates/partials/nav.html:2:4: warning: undefined variable 'oops'"])
    }

    @Test func containsFilesAndBuiltInsButNotOtherNames() throws {
        let folder = TemporaryDirectory()
        folder.write("docs.html", "")
        let library = TemplateLibrary(directory: folder.path, builtIns: ["page.html": ""])
        #expect(library.contains("docs.html"))
        #expect(library.contains("page.html"))
        #expect(!library.contains("blog.html"))
        #expect(!library.contains("../docs.html"))
    }

    @Test func trustsItsCacheUntilAskedToCheckForChanges() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "one")
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        #expect(try render(library) == "one")
        folder.write("page.html", "changed")
        #expect(try render(library) == "one")
        library.checkForChanges()
        #expect(try render(library) == "changed")
    }

    @Test func seesANewFileAfterACheck() throws {
        let folder = TemporaryDirectory()
        let library = TemplateLibrary(directory: folder.path, builtIns: ["page.html": "built-in"])
        #expect(try render(library) == "built-in")
        folder.write("page.html", "custom")
        library.checkForChanges()
        #expect(try render(library) == "custom")
    }

    @Test func parsesAChangedFileAgain() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "one")
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        #expect(try render(library) == "one")
        folder.write("page.html", "changed")
        library.checkForChanges()
        #expect(try render(library) == "changed")
    }

    @Test func keepsTheParsedTemplateWhileTheFileKeepsItsTimeAndSize() throws {
        // Rewriting the file with the same size and modification time is invisible to the cache by
        // design: seeing the old output proves the file was neither read nor parsed again.
        let folder = TemporaryDirectory()
        let stamp = Date(timeIntervalSince1970: 1_600_000_000)
        folder.write("page.html", "old")
        folder.setModificationDate("page.html", stamp)
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        #expect(try render(library) == "old")
        folder.overwrite("page.html", "new")
        folder.setModificationDate("page.html", stamp)
        library.checkForChanges()
        #expect(try render(library) == "old")
        folder.overwrite("page.html", "new")
        folder.setModificationDate("page.html", stamp.addingTimeInterval(1))
        library.checkForChanges()
        #expect(try render(library) == "new")
    }

    @Test func reportsAFixedSyntaxErrorNoMore() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "{% if %}{% endif %}")
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        #expect(throws: DiagnosticList.self) { try render(library) }
        folder.write("page.html", "{% if true %}fixed{% endif %}")
        library.checkForChanges()
        #expect(try render(library) == "fixed")
    }

    @Test func seesAChangedPartialThroughAnUnchangedPage() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "[{% include \"p.html\" %}]")
        folder.write("p.html", "1")
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        #expect(try render(library) == "[1]")
        folder.write("p.html", "22")
        library.checkForChanges()
        #expect(try render(library) == "[22]")
    }

    @Test func seesAMissingPartialOnceItIsWrittenAndChecked() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "[{% include \"p.html\" %}]")
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        #expect(throws: DiagnosticList.self) { try render(library) }
        folder.write("p.html", "new")
        library.checkForChanges()
        #expect(try render(library) == "[new]")
    }

    @Test func fallsBackToTheBuiltInWhenTheFileIsRemoved() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", "custom")
        let library = TemplateLibrary(directory: folder.path, builtIns: ["page.html": "default"])
        #expect(try render(library) == "custom")
        folder.remove("page.html")
        library.checkForChanges()
        #expect(try render(library) == "default")
    }

    @Test func listsDependenciesTransitively() throws {
        let library = TemplateLibrary(directory: nil, builtIns: [
            "post.html": "{% extends \"base.html\" %}{% block main %}{% include \"partials/tags.html\" %}{% endblock %}",
            "base.html": "{% include \"partials/nav.html\" %}{% block main %}{% endblock %}",
            "partials/nav.html": "{% include \"partials/search.html\" %}",
            "partials/search.html": "",
            "partials/tags.html": "",
            "unrelated.html": "",
        ])
        #expect(try library.dependencies(of: "post.html") == ["base.html", "partials/nav.html", "partials/search.html", "partials/tags.html"])
        #expect(try library.dependencies(of: "partials/search.html") == [])
    }

    @Test func reportsAMissingDependencyWhereItIsReferenced() {
        let library = TemplateLibrary(directory: nil, builtIns: ["page.html": "\n{% include \"gone.html\" %}"])
        #expect(throws: DiagnosticList.self) { try library.dependencies(of: "page.html") }
        do {
            _ = try library.dependencies(of: "page.html")
        } catch {
            #expect(error.diagnostics.map(\.summary) == ["<built-in>/page.html:2:12: error: no template named 'gone.html' (there is no Templates/ folder and no built-in template of that name)"])
        }
    }

    @Test func rendersFromManyThreadsAtOnce() async throws {
        let library = TemplateLibrary(directory: nil, builtIns: [
            "base.html": "<h1>{% block title %}{% endblock %}</h1>{% block main %}{% endblock %}",
            "page.html": """
                {% extends "base.html" %}{% block title %}{{ page.title }}{% endblock %}
                {% block main %}{% for t in page.tags %}{% include "tag.html" %}{% endfor %}{% endblock %}
                """,
            "tag.html": "<a>{{ t | upper }}{% if loop.last %}.{% endif %}</a>",
        ])
        let outputs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<200 {
                group.addTask {
                    let page: TemplateValue = ["title": .string("Page \(index)"), "tags": ["a", .string("t\(index)")]]
                    return (index, try library.render("page.html", variables: ["page": page], environment: RenderEnvironment()).output)
                }
            }
            var outputs: [Int: String] = [:]
            for try await (index, output) in group { outputs[index] = output }
            return outputs
        }
        #expect(outputs.count == 200)
        for (index, output) in outputs {
            #expect(output == "<h1>Page \(index)</h1><a>A</a><a>T\(index).</a>")
        }
    }
}
