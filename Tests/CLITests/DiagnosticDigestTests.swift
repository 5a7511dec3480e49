import Core
import Testing
@testable import CLI

@Suite struct DiagnosticDigestTests {
    private func brokenLink(_ line: Int) -> Diagnostic {
        Diagnostic(.warning, "broken link 'x.md': no page or file at /x.md", at: SourceLocation(path: "a.md", line: line, column: 1), kind: .brokenLink)
    }

    @Test func showsTheFirstFewOfAKindAndCountsTheRest() {
        let diagnostics = (1...6).map(brokenLink) + [Diagnostic(.warning, "other")]
        #expect(DiagnosticDigest.text(of: diagnostics, verbose: false) == """
            a.md:1:1: warning: broken link 'x.md': no page or file at /x.md
            a.md:2:1: warning: broken link 'x.md': no page or file at /x.md
            a.md:3:1: warning: broken link 'x.md': no page or file at /x.md
            warning: other
            … and 3 more broken links; --verbose lists all

            """)
    }

    @Test func givenCountsTheFirstFewOfAKindStandForAllOfIt() {
        let text = DiagnosticDigest.text(of: (1...4).map(brokenLink), counts: [.brokenLink: 9], verbose: false)
        #expect(text == (1...3).map { "a.md:\($0):1: warning: broken link 'x.md': no page or file at /x.md\n" }.joined()
            + "… and 6 more broken links; --verbose lists all\n")
    }

    @Test func verboseShowsEveryDiagnostic() {
        let text = DiagnosticDigest.text(of: (1...6).map(brokenLink), verbose: true)
        #expect(text == (1...6).map { "a.md:\($0):1: warning: broken link 'x.md': no page or file at /x.md\n" }.joined())
    }

    @Test func oneMoreThanTheFewIsShownRatherThanCounted() {
        let text = DiagnosticDigest.text(of: (1...4).map(brokenLink), verbose: false)
        #expect(text == (1...4).map { "a.md:\($0):1: warning: broken link 'x.md': no page or file at /x.md\n" }.joined())
    }

    @Test func eachKindIsCountedOnItsOwn() {
        let anchors = (1...5).map { Diagnostic(.warning, "anchor \($0)", kind: .missingAnchor) }
        let text = DiagnosticDigest.text(of: (1...5).map(brokenLink) + anchors, verbose: false)
        #expect(text.hasSuffix("""
            warning: anchor 3
            … and 2 more broken links; --verbose lists all
            … and 2 more links to missing headings; --verbose lists all

            """))
    }

    @Test func diagnosticsWithoutAKindAreNeverCounted() {
        let diagnostics = (1...6).map { Diagnostic(.warning, "other \($0)") }
        #expect(DiagnosticDigest.text(of: diagnostics, verbose: false) == (1...6).map { "warning: other \($0)\n" }.joined())
    }

    @Test func countsAreWrittenWithThousandsSeparators() {
        #expect(DiagnosticDigest.grouped(7) == "7")
        #expect(DiagnosticDigest.grouped(999) == "999")
        #expect(DiagnosticDigest.grouped(1000) == "1,000")
        #expect(DiagnosticDigest.grouped(16094) == "16,094")
        #expect(DiagnosticDigest.grouped(1_234_567) == "1,234,567")
    }
}
