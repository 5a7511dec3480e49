import Testing
@testable import DocC

@Suite struct DisambiguationNameTests {
    @Test func theHashIsDocCsForTheSameIdentifier() {
        // ArgumentParser's `run()` requirement and its default implementation, as docc publishes them.
        #expect(DisambiguationHash.of("s:14ArgumentParser15ParsableCommandP3runyyKF") == "7p2fr")
        #expect(DisambiguationHash.of("s:14ArgumentParser15ParsableCommandPAAE3runyyKF") == "20aoy")
    }

    @Test func operatorsAndSignaturesStayAsWrittenInAFileName() {
        #expect(SymbolFileName.of("+=(_:_:)") == "+=(_:_:)")
        #expect(SymbolFileName.of("subscript(_:)") == "subscript(_:)")
        #expect(SymbolFileName.of("~=(_:_:)") == "~=(_:_:)")
    }

    @Test func whatCannotStandInAPathSegmentBecomesOneUnderscoreACharacter() {
        #expect(SymbolFileName.of("/(_:_:)") == "_(_:_:)")
        #expect(SymbolFileName.of("<(_:_:)") == "_(_:_:)")
        #expect(SymbolFileName.of("café") == "caf_")
        #expect(SymbolFileName.of("a👨‍👩‍👧b") == "a_b")
    }

    @Test func aNameStartingWithADotStartsWithAnApostropheSoItsFileIsNotHidden() {
        #expect(SymbolFileName.of("...(_:_:)") == "'...(_:_:)")
        #expect(SymbolFileName.of("..<(_:)") == "'.._(_:)")
    }
}
