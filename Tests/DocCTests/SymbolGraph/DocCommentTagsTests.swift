import Testing
@testable import DocC

/// What DocC takes out of a doc comment's top-level lists.
@Suite struct DocCommentTagsTests {
    func tags(_ markdown: String) -> DocCommentTags {
        DocCommentTags(discussion: MarkdownBlock.blocks(of: markdown))
    }

    @Test func parameterItemsBecomeTheParametersInTheOrderWritten() {
        let tags = tags("- Parameter b: The second.\n- Parameter a: The first,\n  on two lines.")
        #expect(tags.parameters.map(\.name) == ["b", "a"])
        #expect(tags.parameters.map(\.markdown) == ["The second.", "The first,\non two lines."])
        #expect(tags.discussion.isEmpty)
    }

    @Test func aParametersOutlineListsEachOfItsItems() {
        let tags = tags("""
            - Parameters:
              - center: The centre.
              - radius: The distance from the centre.

                Never negative.
            """)
        #expect(tags.parameters.map(\.name) == ["center", "radius"])
        #expect(tags.parameters.map(\.markdown) == ["The centre.", "The distance from the centre.\n\nNever negative."])
    }

    @Test func returnsIsTakenOutOfItsList() {
        let tags = tags("- Returns: The area.\n- Returns: A second one.\n- A plain item.")
        #expect(tags.returns == ["The area.", "A second one."])
        #expect(tags.discussion.map(\.markdown) == ["- A plain item."])
    }

    @Test func anAsideItemBecomesABlockQuoteAfterItsList() {
        let tags = tags("Before.\n\n- Note: Values,\n  not references.\n- A plain item.\n- Throws: An error.\n\nAfter.")
        #expect(tags.discussion.map(\.markdown) == ["Before.", "- A plain item.", "> Note: Values,\n> not references.", "> Throws: An error.", "After."])
        #expect(tags.discussion[2].kind == .quote)
    }

    @Test func swiftsOtherTagsAreDropped() {
        let tags = tags("- Keyword: geometry\n- Remarks: None.\n- LocalizationKey: key")
        #expect(tags.discussion.isEmpty)
    }

    @Test func everyAsideOfSwiftMarkdownIsOneAuthorIncluded() {
        let tags = tags("- Author: Someone.\n- Complexity: O(n).\n- SeeAlso: Other.")
        #expect(tags.discussion.map(\.markdown) == ["> Author: Someone.", "> Complexity: O(n).", "> SeeAlso: Other."])
    }

    @Test func anItemWithMarkupBeforeItsColonOrWithoutOneStays() {
        let tags = tags("- `x`: A value.\n- **Bold**: Text.\n- No colon here")
        #expect(tags.discussion.map(\.markdown) == ["- `x`: A value.\n- **Bold**: Text.\n- No colon here"])
    }

    @Test func nestedAndOrderedListsAreLeftAlone() {
        let tags = tags("- Item\n  - Note: Nested.\n\n1. Returns: Ordered.")
        #expect(tags.returns.isEmpty)
        #expect(tags.discussion.map(\.markdown) == ["- Item\n  - Note: Nested.", "1. Returns: Ordered."])
    }
}
