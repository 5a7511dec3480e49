@testable import DocC
import Testing

/// The lines a tutorial step marks as new: those outside the longest common subsequence DocC finds.
@Suite struct LineDiffTests {
    @Test func linesAddedAnywhereAreNew() {
        #expect(LineDiff.insertedLines(from: ["a", "b", "c"], to: ["x", "a", "b", "y", "c", "z"]) == [0, 3, 5])
    }

    @Test func aChangedLineIsNewAndARemovedOneIsNotMarked() {
        #expect(LineDiff.insertedLines(from: ["a", "b", "c", "d"], to: ["a", "B", "d"]) == [1])
    }

    @Test func identicalAndEmptyVersions() {
        #expect(LineDiff.insertedLines(from: ["a", "b"], to: ["a", "b"]) == [])
        #expect(LineDiff.insertedLines(from: [String](), to: ["a", "b"]) == [0, 1])
        #expect(LineDiff.insertedLines(from: ["a", "b"], to: [String]()) == [])
    }

    /// Where several shortest edits tie, the one Swift's `difference(from:)` (and so DocC) takes: of
    /// repeated lines, the kept one is the last here, the first there.
    @Test func tiesAreBrokenAsDocCBreaksThem() {
        #expect(LineDiff.insertedLines(from: ["b"], to: ["a", "b", "c", "a", "b", "b"]) == [0, 1, 2, 3, 4])
        #expect(LineDiff.insertedLines(from: ["a"], to: ["a", "a"]) == [1])
        #expect(LineDiff.insertedLines(from: ["}", "x", "}"], to: ["}", "y", "}", "x", "}"]) == [1, 2])
    }

    @Test func pastTheEditLimitALineIsNewWhenTheOldVersionHasNoLineLikeIt() {
        #expect(LineDiff.insertedLines(from: ["a", "b", "c"], to: ["c", "d", "a", "e"], maximumEdits: 2) == [1, 3])
    }

    /// Past the limit nothing is searched: a reversed file marks nothing, as every line of it was there.
    @Test func longVersionsFarApartFinishWithoutTheFullSearch() {
        let old = (0..<50_000).map { "old \($0)" }
        let new = (0..<50_000).map { $0.isMultiple(of: 3) ? "old \($0)" : "new \($0)" }
        #expect(LineDiff.insertedLines(from: old, to: new).count == 33_333)
        #expect(LineDiff.insertedLines(from: old, to: old.reversed()) == [])
    }
}
