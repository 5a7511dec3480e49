import Testing
@testable import Site

@Suite struct HeadingIDsTests {
    let headings = [
        Page.Heading(level: 1, text: "Héllo wörld", id: "hello-world"),
        Page.Heading(level: 3, text: "No id", id: nil),
        Page.Heading(level: 2, text: "", id: ""),
    ]

    @Test func findsAHeadingByID() {
        #expect(HeadingIDs(headings).contains("hello-world"))
        #expect(HeadingIDs(headings).contains(""))
    }

    @Test func findsNoHeadingByAnIDNoneHas() {
        #expect(!HeadingIDs(headings).contains("hello"))
        #expect(!HeadingIDs(headings).contains("no-id"))
        #expect(!HeadingIDs([]).contains(""))
    }

    @Test func findsNoHeadingByAnIDThatStartsOrExtendsAnother() {
        let ids = HeadingIDs([Page.Heading(level: 2, text: "Proposed Solution", id: "proposed-solution")])
        #expect(!ids.contains("proposed-solutio"))
        #expect(!ids.contains("proposed-solution-1"))
    }

    @Test func findsAHeadingOfADocCPageByItsIDInAnyCase() {
        let ids = HeadingIDs([Page.Heading(level: 2, text: "Should TCA be used?", id: "Should-TCA-be-used")], ignoringCase: true)
        #expect(ids.contains("Should-TCA-be-used"))
        #expect(ids.contains("should-tca-be-used"))
        #expect(ids.contains("SHOULD-TCA-BE-USED"))
        #expect(!ids.contains("should-tca"))
    }

    @Test func findsAHeadingOfAnotherPageByItsIDInItsOwnCaseOnly() {
        let ids = HeadingIDs([Page.Heading(level: 2, text: "Setup", id: "Setup")])
        #expect(ids.contains("Setup"))
        #expect(!ids.contains("setup"))
    }

    @Test func keepsAHashForEachHeadingWithAnID() {
        #expect(HeadingIDs(headings).hashes.count == 2)
    }
}
