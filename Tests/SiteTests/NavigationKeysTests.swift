import Testing
@testable import Site

@Suite struct NavigationKeysTests {
    func order(_ entries: [(weight: Int?, title: String, url: String)]) -> [Int] {
        var keys = NavigationKeys(capacity: entries.count, titleBytes: 0)
        for entry in entries { keys.append(weight: entry.weight, title: entry.title, route: Route(url: entry.url, outputPath: "")) }
        return entries.indices.sorted { keys.precedes($0, $1) }
    }

    @Test func weightedKeysComeFirstByWeight() {
        #expect(order([(nil, "A", "/a/"), (2, "B", "/b/"), (1, "C", "/c/")]) == [2, 1, 0])
    }

    @Test func titlesCompareInNaturalOrderWithoutCase() {
        #expect(order([(nil, "page 10", "/a/"), (nil, "Page 9", "/b/"), (nil, "alpha", "/c/")]) == [2, 1, 0])
    }

    @Test func equalWeightsCompareByTitle() {
        #expect(order([(1, "Zulu", "/a/"), (1, "Alpha", "/b/")]) == [1, 0])
    }

    @Test func theURLSettlesEqualTitles() {
        #expect(order([(nil, "Same", "/b/"), (nil, "same", "/a/")]) == [1, 0])
    }

    @Test func aPrefixTitleComesFirst() {
        #expect(order([(nil, "Intro to sitegen", "/a/"), (nil, "Intro", "/b/")]) == [1, 0])
    }
}
