import Foundation
import Testing
@testable import Site

@Suite struct HeadingListTests {
    let headings = [
        Page.Heading(level: 1, text: "Héllo wörld", id: "hello-world"),
        Page.Heading(level: 3, text: String(repeating: "long ", count: 40), id: nil),
        Page.Heading(level: 2, text: "", id: ""),
    ]

    @Test func readsBackEveryHeadingInOrder() {
        #expect(HeadingList(headings).all == headings)
    }

    @Test func readsBackEveryHeadingKeptInASpool() {
        let spool = ContentSpool(in: NSTemporaryDirectory())
        _ = spool.store("<p>a page before</p>")
        #expect(HeadingList(headings, spool: spool).all == headings)
        #expect(HeadingList(headings, spool: spool).firstText == "Héllo wörld")
    }

    @Test func readsBackAHeadingLongerThanTwoLengthBytesHold() {
        let long = [Page.Heading(level: 2, text: String(repeating: "é", count: 10_000), id: String(repeating: "e", count: 20_000))]
        #expect(HeadingList(long).all == long)
    }

    @Test func countsItsHeadings() {
        #expect(HeadingList(headings).count == 3)
    }

    @Test func listsIDsWithNilWhereAHeadingHasNone() {
        #expect(HeadingList(headings).ids == ["hello-world", nil, ""])
    }

    @Test func givesTheFirstHeadingsText() {
        #expect(HeadingList(headings).firstText == "Héllo wörld")
        #expect(HeadingList([]).firstText == nil)
    }

    @Test func readsBackIDsThatAreTheirTextsSlugAndIDsThatDifferFromIt() {
        let headings = [
            Page.Heading(level: 2, text: "Proposed Solution: `x`_y", id: "proposed-solution-x_y"),
            Page.Heading(level: 2, text: "Proposed Solution", id: "proposed-solution-1"),
            Page.Heading(level: 2, text: "?!", id: "section"),
        ]
        #expect(HeadingList(headings).all == headings)
    }
}
