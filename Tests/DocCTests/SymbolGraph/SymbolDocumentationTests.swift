import Testing
@testable import DocC

/// How a page's doc comment and extension file become DocC's sections.
@Suite struct SymbolDocumentationTests {
    func documentation(_ docComment: String?, extensionFile: String? = nil) -> SymbolDocumentation {
        SymbolDocumentation(docComment: docComment, extensionFile: extensionFile.map(DirectiveParser.parse))
    }

    @Test func theFirstParagraphIsTheAbstractAndTheRestTheDiscussion() {
        let documentation = documentation("Returns the area.\n\nUses the outline.\n\n- Note: Exact for polygons.")
        #expect(documentation.abstract == "Returns the area.")
        #expect(documentation.discussion.map(\.markdown) == ["Uses the outline.", "> Note: Exact for polygons."])
    }

    @Test func aDocCommentStartingWithAHeadingHasNoAbstract() {
        let documentation = documentation("## Usage\n\nCall it.")
        #expect(documentation.abstract == nil)
        #expect(documentation.discussion.map(\.markdown) == ["## Usage", "Call it."])
    }

    @Test func anExtensionFileIsAppendedToTheDocCommentItsFirstParagraphJoiningTheDiscussion() {
        let documentation = documentation("A shape.\n\nIt has an area.", extensionFile: """
            # ``Geometry/Shape``

            A closed figure.

            ## Conforming to Shape

            List the outline.
            """)
        #expect(documentation.abstract == "A shape.")
        #expect(documentation.discussion.map(\.markdown) == ["It has an area.", "A closed figure.", "## Conforming to Shape", "List the outline."])
    }

    @Test func anExtensionFileThatOverridesReplacesTheDocComment() {
        let documentation = documentation("The source's abstract.\n\nThe source's discussion.", extensionFile: """
            # ``Geometry/Circle``

            @Metadata {
                @DocumentationExtension(mergeBehavior: override)
            }

            A round shape.

            ## Overview

            Exact figures.
            """)
        #expect(documentation.abstract == "A round shape.")
        #expect(documentation.discussion.map(\.markdown) == ["## Overview", "Exact figures."])
    }

    @Test func withoutADocCommentTheExtensionFileGivesTheAbstract() {
        let documentation = documentation(nil, extensionFile: "# ``Geometry``\n\nPoints and shapes.\n\n## Overview\n\nStart here.")
        #expect(documentation.abstract == "Points and shapes.")
        #expect(documentation.discussion.map(\.markdown) == ["## Overview", "Start here."])
    }

    @Test func topicsAreTheLinksOfEachGroupUpToSeeAlso() {
        let documentation = documentation(nil, extensionFile: """
            # ``Geometry``

            Shapes.

            ## Topics

            - ``Point``

            ### Essentials

            Start with these.

            - <doc:GettingStarted>
            - [Shapes](doc:Shapes)
            - ``Vector/length()->Double``
            - Plain text, no link.

            ### Empty

            ## See Also

            - ``Circle``
            """)
        #expect(documentation.topics == [
            .init(heading: nil, links: ["Point"]),
            .init(heading: "Essentials", links: ["doc:GettingStarted", "doc:Shapes", "Vector/length()->Double"]),
        ])
        #expect(documentation.discussion.isEmpty)
    }

    @Test func theDiscussionEndsWhereTopicsStart() {
        let documentation = documentation("Abstract.\n\nMore.\n\n## Topics\n\n### Group\n\n- ``a``")
        #expect(documentation.discussion.map(\.markdown) == ["More."])
        #expect(documentation.topics.map(\.links) == [["a"]])
    }

    @Test func directivesThatDescribeThePageLeaveNothingAndOthersTheirContent() {
        let documentation = documentation(nil, extensionFile: """
            # ``Geometry/Point``

            @Comment { Not shown. }

            A location.

            @Row {
                @Column { In a column. }
            }

            @DeprecationSummary {
                Use ``Vector`` instead.
            }
            """)
        #expect(documentation.abstract == "A location.")
        #expect(documentation.discussion.map(\.markdown) == ["", "", "In a column."])
        #expect(documentation.deprecationSummary == "Use ``Vector`` instead.")
    }

    @Test func anAttributeInADocCommentsIndentedCodeStaysCode() {
        let documentation = documentation("Runs on the main actor.\n\n    @MainActor\n    func update() {}")
        #expect(documentation.discussion.map(\.markdown) == ["    @MainActor\n    func update() {}"])
    }

    @Test func aDocCommentsDeprecationSummaryIsTheDeprecationNotice() {
        let documentation = documentation("Old.\n\n@DeprecationSummary {\n    Use the new one.\n}")
        #expect(documentation.deprecationSummary == "Use the new one.")
        #expect(documentation.discussion.isEmpty)
    }

    @Test func aDirectiveWhereTheAbstractWouldBeLeavesThePageWithoutOne() {
        let documentation = documentation(nil, extensionFile: "# ``Geometry/Point``\n\n@Row {\n    @Column { First. }\n}\n\nSecond.")
        #expect(documentation.abstract == nil)
    }
}
