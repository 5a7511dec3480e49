import Testing
@testable import Output

@Suite struct WrittenPathsTests {
    @Test func listsThePathsSorted() {
        var paths = WrittenPaths()
        for path in ["b/index.html", "a b.png", "a/index.html"] { paths.append(path) }
        #expect(paths.sorted.strings == ["a b.png", "a/index.html", "b/index.html"])
    }

    @Test func anEmptyListHasNoPaths() {
        #expect(WrittenPaths().sorted.strings == [])
    }

    @Test func keepsAPathEndingInACarriageReturnWhole() {
        var paths = WrittenPaths()
        paths.append("a\r")
        paths.append("b")
        #expect(paths.sorted.strings == ["a\r", "b"])
    }

    @Test func keepsEveryPathOfManyStrings() {
        var paths = WrittenPaths()
        let written = (0..<10_000).map { "posts/page-\($0)/index.html" }
        for path in written { paths.append(path) }
        #expect(paths.sorted.strings == written.sorted())
    }
}
