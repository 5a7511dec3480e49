import Testing
@testable import DocC

/// The names a warning suggests for a misspelt link.
@Suite struct NearMissTests {
    @Test func theClosestNamesComeFirstAndNamesWithNothingInCommonAreLeftOut() {
        // `Geometry` keeps 7 characters in one run and changes 1; `GeometryError` adds 5 more.
        #expect(NearMiss.bestMatches(for: ["Angle", "GeometryError", "Geometry"], against: "Geometri") == ["Geometry", "GeometryError"])
    }

    @Test func aNameSharingNoRunOfThreeCharactersIsLeftOut() {
        #expect(NearMiss.bestMatches(for: ["description", "distance(to:)", "origin"], against: "distance(too:)") == ["distance(to:)"])
    }

    @Test func namesScoringUnderAQuarterOfTheBestAreLeftOut() {
        // `Geometry` keeps a run of 7 and changes 1 (49.75); `Geom` keeps 4 and removes 4 (10.75, above zero).
        #expect(NearMiss.bestMatches(for: ["Geom", "Geometry"], against: "Geometri") == ["Geometry"])
        #expect(NearMiss.bestMatches(for: ["Geom"], against: "Geometri") == ["Geom"])
    }

    @Test func atMostTenAreSuggested() {
        let names = (0..<20).map { "value\($0)" }
        #expect(NearMiss.bestMatches(for: names, against: "value").count == 10)
    }
}
