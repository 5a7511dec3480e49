import Testing
@testable import Site

@Suite struct NaturalOrderTests {
    func sorted(_ titles: [String]) -> [String] {
        titles.sorted { NaturalOrder($0) < NaturalOrder($1) }
    }

    @Test func numbersCompareByValue() {
        #expect(sorted(["Page 10", "Page 2", "Page 1"]) == ["Page 1", "Page 2", "Page 10"])
        #expect(sorted(["v1.10", "v1.9", "v1.09a"]) == ["v1.9", "v1.09a", "v1.10"])
    }

    @Test func caseDoesNotMatter() {
        #expect(sorted(["beta", "Alpha", "Gamma"]) == ["Alpha", "beta", "Gamma"])
        #expect(NaturalOrder("Swift") == NaturalOrder("swift"))
    }

    @Test func aPrefixComesFirst() {
        #expect(sorted(["Intro to sitegen", "Intro"]) == ["Intro", "Intro to sitegen"])
    }

    @Test func leadingZerosDoNotChangeTheValue() {
        #expect(NaturalOrder("Part 007") == NaturalOrder("Part 7"))
    }
}
