import Core
import Testing
@testable import Site

@Suite struct DiagnosticsTests {
    private func warning(_ path: String, line: Int, _ message: String = "broken") -> Diagnostic {
        Diagnostic(.warning, message, at: SourceLocation(path: path, line: line, column: 1))
    }

    @Test func sortsWarningsAndDropsRepeats() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.add([warning("b.md", line: 1), warning("a.md", line: 2, "x"), warning("a.md", line: 2, "y"), warning("a.md", line: 2, "x")])
        #expect(diagnostics.sortedWarnings == [warning("a.md", line: 2, "x"), warning("a.md", line: 2, "y"), warning("b.md", line: 1)])
    }

    @Test func mergesSortedWarningsWithNewOnes() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addSorted([warning("a.md", line: 1), warning("c.md", line: 1)], replacing: [])
        diagnostics.add([warning("b.md", line: 1), warning("c.md", line: 1), warning("d.md", line: 1)])
        #expect(diagnostics.sortedWarnings == [warning("a.md", line: 1), warning("b.md", line: 1), warning("c.md", line: 1), warning("d.md", line: 1)])
    }

    @Test func aReplacedFilesSettledWarningsGiveWayToItsNewOnes() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addSorted([warning("a.md", line: 1), warning("b.md", line: 1), warning("b.md", line: 5), warning("c.md", line: 1)], replacing: ["b.md"])
        diagnostics.add(warning("b.md", line: 2))
        #expect(diagnostics.sortedWarnings == [warning("a.md", line: 1), warning("b.md", line: 2), warning("c.md", line: 1)])
    }

    @Test func aReplacedFileWithoutNewWarningsHasNone() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addSorted([warning("a.md", line: 1), warning("b.md", line: 1), warning("c.md", line: 1)], replacing: ["b.md", "z.md"])
        #expect(diagnostics.sortedWarnings == [warning("a.md", line: 1), warning("c.md", line: 1)])
    }

    @Test func aNewWarningFollowsTheSettledOnesAtItsLocationAndARepeatIsDropped() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addSorted([warning("a.md", line: 1, "x"), warning("a.md", line: 3)], replacing: [])
        diagnostics.add([warning("a.md", line: 1, "x"), warning("a.md", line: 1, "w")])
        #expect(diagnostics.sortedWarnings == [warning("a.md", line: 1, "x"), warning("a.md", line: 1, "w"), warning("a.md", line: 3)])
    }

    @Test func aRepeatedWarningWithoutALocationIsDropped() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addSorted([Diagnostic(.warning, "m"), warning("a.md", line: 1)], replacing: ["a.md"])
        diagnostics.add([Diagnostic(.warning, "m"), Diagnostic(.warning, "n")])
        #expect(diagnostics.sortedWarnings == [Diagnostic(.warning, "m"), Diagnostic(.warning, "n")])
    }

    @Test func warningsAddedLaterAreMadeWhenReadAndSortedWithTheOthers() {
        var diagnostics = Diagnostics(strict: false)
        var made = 0
        diagnostics.addLater(count: 1) { emit in made += 1; emit(warning("a.md", line: 3)) }
        diagnostics.add(warning("a.md", line: 1))
        #expect(made == 0)
        #expect(diagnostics.sortedWarnings == [warning("a.md", line: 1), warning("a.md", line: 3)])
    }

    @Test func warningsAddedLaterAreListedWhenTheBuildFails() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addLater(count: 1) { $0(warning("a.md", line: 3)) }
        diagnostics.add(Diagnostic(.error, "bad", at: SourceLocation(path: "b.md", line: 1, column: 1)))
        let failure = #expect(throws: BuildFailure.self) { try diagnostics.check() }
        #expect(failure?.diagnostics == [Diagnostic(.error, "bad", at: SourceLocation(path: "b.md", line: 1, column: 1)), warning("a.md", line: 3)])
    }

    @Test func warningsAddedLaterAreErrorsAtOnceWithStrict() {
        var diagnostics = Diagnostics(strict: true)
        diagnostics.addLater(count: 1) { $0(warning("a.md", line: 3)) }
        #expect(diagnostics.errors == [warning("a.md", line: 3).promotedToError])
    }

    private func brokenLink(_ path: String, line: Int) -> Diagnostic {
        Diagnostic(.warning, "broken link", at: SourceLocation(path: path, line: line, column: 1), kind: .brokenLink)
    }

    @Test func listedWarningsAreTheFirstOfEachKindInSourceOrderWithTheCountOfAll() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addLater(count: 5) { emit in for line in 1...5 { emit(brokenLink("b.md", line: line)) } }
        diagnostics.add([warning("c.md", line: 1), warning("a.md", line: 1)])
        let listed = diagnostics.listedWarnings(perKind: 2)
        #expect(listed.warnings == [warning("a.md", line: 1), brokenLink("b.md", line: 1), brokenLink("b.md", line: 2), warning("c.md", line: 1)])
        #expect(listed.counts == [.brokenLink: 5])
    }

    @Test func listedWarningsCountARepeatOnce() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addLater(count: 2) { emit in emit(brokenLink("a.md", line: 1)); emit(brokenLink("a.md", line: 2)) }
        diagnostics.add(brokenLink("a.md", line: 2))
        #expect(diagnostics.listedWarnings(perKind: 1).counts == [.brokenLink: 2])
    }

    @Test func listedWarningsMergeTheWarningsKeptFromAPreviousBuild() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addSorted([brokenLink("a.md", line: 1), brokenLink("c.md", line: 1)], replacing: [])
        diagnostics.addLater(count: 1) { $0(brokenLink("b.md", line: 1)) }
        let listed = diagnostics.listedWarnings(perKind: 2)
        #expect(listed.warnings == [brokenLink("a.md", line: 1), brokenLink("b.md", line: 1)])
        #expect(listed.counts == [.brokenLink: 3])
    }

    @Test func settledWarningsAreListedAsBeforeAndMadeOnce() {
        var diagnostics = Diagnostics(strict: false)
        var made = 0
        diagnostics.addLater(count: 5) { emit in made += 1; for line in 1...5 { emit(brokenLink("b.md", line: line)) } }
        diagnostics.settleDeferred(perKind: 2)
        diagnostics.add([warning("c.md", line: 1), warning("a.md", line: 1)])
        let listed = diagnostics.listedWarnings(perKind: 2)
        #expect(made == 1)
        #expect(listed.warnings == [warning("a.md", line: 1), brokenLink("b.md", line: 1), brokenLink("b.md", line: 2), warning("c.md", line: 1)])
        #expect(listed.counts == [.brokenLink: 5])
    }

    @Test func settlingDropsARepeatBeforeCounting() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addLater(count: 3) { emit in emit(brokenLink("a.md", line: 1)); emit(brokenLink("a.md", line: 1)); emit(brokenLink("a.md", line: 2)) }
        diagnostics.settleDeferred(perKind: 1)
        #expect(diagnostics.listedWarnings(perKind: 1).counts == [.brokenLink: 2])
    }

    @Test func aBuildThatFailsAfterSettlingCountsTheWarningsLeftOut() {
        var diagnostics = Diagnostics(strict: false)
        diagnostics.addLater(count: 5) { emit in for line in 1...5 { emit(brokenLink("b.md", line: line)) } }
        diagnostics.settleDeferred(perKind: 2)
        let error = Diagnostic(.error, "bad", at: SourceLocation(path: "a.md", line: 1, column: 1))
        diagnostics.add(error)
        let failure = #expect(throws: BuildFailure.self) { try diagnostics.check() }
        #expect(failure?.diagnostics == [error, brokenLink("b.md", line: 1), brokenLink("b.md", line: 2)])
        #expect(failure?.kindCounts == [.brokenLink: 5])
    }
}
