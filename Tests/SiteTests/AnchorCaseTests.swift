import Markdown
import Testing
@testable import Site

@Suite struct AnchorCaseTests {
    func links(_ destinations: String...) -> [LinkOccurrence] {
        destinations.map { LinkOccurrence(destination: $0, isImage: false, line: 1, column: 1) }
    }

    @Test func aFragmentInAnotherCaseIsCorrectedToTheID() {
        #expect(AnchorCase.corrections(of: links("#should-tca-be-used"), ids: ["Overview", "Should-TCA-be-used"])
            == ["should-tca-be-used": "Should-TCA-be-used"])
    }

    @Test func anExactMatchComesBeforeOneInAnotherCase() {
        #expect(AnchorCase.corrections(of: links("#setup", "#Setup"), ids: ["Setup", "setup"]).isEmpty)
    }

    @Test func theFirstIDInPageOrderIsTakenAmongThoseInAnotherCase() {
        #expect(AnchorCase.corrections(of: links("#SETUP"), ids: ["Setup", "setup"]) == ["SETUP": "Setup"])
    }

    @Test func aPercentEncodedFragmentIsComparedDecoded() {
        #expect(AnchorCase.corrections(of: links("#caf%C3%A9"), ids: ["Café"]) == ["caf%C3%A9": "Café"])
    }

    @Test func linksToOtherPagesImagesAndUnknownFragmentsAreLeftAlone() {
        let images = [LinkOccurrence(destination: "#setup", isImage: true, line: 1, column: 1)]
        #expect(AnchorCase.corrections(of: links("other/#setup", "doc:Other#setup", "#nowhere"), ids: ["Setup"]).isEmpty)
        #expect(AnchorCase.corrections(of: images, ids: ["Setup"]).isEmpty)
    }

    @Test func theCorrectedResolverPointsOnlyTheCorrectedLinksAtTheirIDs() {
        let resolve = AnchorCase.correcting(["setup": "Setup"]) { destination, _ in "/resolved" + destination }
        #expect(resolve("#setup", false) == "#Setup")
        #expect(resolve("#other", false) == "/resolved#other")
        #expect(resolve("page/#setup", false) == "/resolved" + "page/#setup")
    }
}
