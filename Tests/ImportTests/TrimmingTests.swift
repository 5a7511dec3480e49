import Testing
@testable import Import

/// The converters' trimming of tag and expression text: the characters given, at both ends, and nothing between.
struct TrimmingTests {
    @Test func theGivenCharactersGoFromBothEndsOnly() {
        #expect(" -a - b- ".trimming(" -") == "a - b")
        #expect("ab".trimming(" ") == "ab")
        #expect(" - ".trimming(" -") == "")
        #expect("".trimming(" ") == "")
        #expect("{{ x }}".dropFirst(2).dropLast(2).trimming(" ") == "x")
    }

    @Test func onlyOnePairOfMatchingQuotesGoes() {
        #expect("\"'a'\"".trimmingQuotes == "'a'")
        #expect("\"a'".trimmingQuotes == "\"a'")
        #expect("\"".trimmingQuotes == "\"")
    }
}
