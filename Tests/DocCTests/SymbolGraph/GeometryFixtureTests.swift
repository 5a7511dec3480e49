import Foundation
import Testing
@testable import DocC

/// The Geometry fixture's symbol graphs against what `docc convert` published from them
/// (Fixtures/SymbolGraphs/Geometry: its README says how both were made).
@Suite struct GeometryFixtureTests {
    static let folder = Bundle.module.resourcePath! + "/Fixtures/SymbolGraphs/Geometry"

    func doccURLs() throws -> Set<String> {
        let text = try String(contentsOfFile: Self.folder + "/docc-expected-urls.txt", encoding: .utf8)
        return Set(text.split(separator: "\n").map(String.init))
    }

    func ourURLs() throws -> [String: String] {
        let graphs = try SymbolGraphFolder.load(Self.folder + "/symbol-graphs", displayPath: "symbol-graphs")
        return SymbolURLs(SymbolHierarchy(graphs: graphs)).urls
    }

    @Test func everySymbolAndInheritedMemberListIsAtTheURLDocCGaveIt() throws {
        let docc = try doccURLs()
        let ours = try ourURLs()
        let missing = ours.filter { !docc.contains($0.value) }.map { "\($0.value) (\($0.key))" }.sorted()
        #expect(missing.isEmpty, "not published by docc: \(missing.joined(separator: "\n"))")
        // What docc publishes besides the symbols and their inherited-member pages: the catalog's article.
        #expect(docc.subtracting(ours.values).sorted() == ["/documentation/geometry/gettingstarted"])
    }

    @Test func theReferenceHasOnePagePerURLParentsBeforeChildren() throws {
        let reference = try APIReference.load(folder: Self.folder + "/symbol-graphs", displayPath: "symbol-graphs")
        #expect(Set(reference.pages.map(\.url)) == (try doccURLs()).subtracting(["/documentation/geometry/gettingstarted"]))
        #expect(reference.pages.count == Set(reference.pages.map(\.url)).count)
        for (position, page) in reference.pages.enumerated() {
            if let parent = page.parent {
                #expect(parent < position)
                #expect(reference.pages[parent].children.contains(position) || page.role == .implementations)
            }
        }
        let point = try #require(reference.page(identifier: "s:8Geometry5PointV"))
        let equatable = try #require(reference.pages.first { $0.url == "/documentation/geometry/point/equatable-implementations" })
        #expect(equatable.title == "Equatable Implementations")
        #expect(equatable.parent == point)
        #expect(equatable.children.map { reference.pages[$0].url } == ["/documentation/geometry/point/!=(_:_:)"])
        #expect(reference.modules.map { reference.pages[$0].url } == ["/documentation/geometry"])
    }
}
