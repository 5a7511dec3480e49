import Foundation
import TestSupport
import Testing
@testable import Output

@Suite struct SortedPathsTests {
    private func sorted(_ paths: [String]) -> SortedPaths {
        var written = WrittenPaths()
        for path in paths { written.append(path) }
        return written.sorted
    }

    @Test func ordersNonASCIIPathsAsStringsDo() {
        let paths = ["z.html", "e\u{301}.html", "\u{E9}b.html", "a.html", "\u{E9}a.html"]
        #expect(sorted(paths).strings == paths.sorted())
    }

    @Test func findsAPathItHolds() {
        let paths = sorted(["b/index.html", "a/index.html", "c.png"])
        #expect(paths.contains("a/index.html"))
        #expect(paths.contains("c.png"))
    }

    @Test func doesNotFindAPathItLacksOrAPrefixOfOne() {
        let paths = sorted(["b/index.html", "a/index.html"])
        #expect(!paths.contains("a/index"))
        #expect(!paths.contains("b/index.html/x"))
        #expect(!paths.contains(""))
    }

    @Test func findsACanonicallyEquivalentSpelling() {
        #expect(sorted(["caf\u{E9}/index.html"]).contains("cafe\u{301}/index.html"))
    }

    @Test func theMarkerWrittenInPiecesListsThePathsAsItsText() {
        let folder = TemporaryDirectory()
        let paths = (0..<5_000).map { "posts/page-\($0)/index.html" }
        #expect(OutputMarker.write(files: sorted(paths), baseURL: .root, to: folder.path(to: "marker")) == nil)
        #expect(folder.read("marker") == OutputMarker.text(files: paths.sorted(), baseURL: .root))
    }
}

extension SortedPaths {
    /// The paths as strings, in order.
    var strings: [String] {
        var strings: [String] = []
        forEach { strings.append(String(decoding: $0, as: UTF8.self)) }
        return strings
    }
}
