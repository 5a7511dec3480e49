import Testing
import Markdown

/// Every example of the CommonMark 0.31.2 spec and of GFM's extension sections, rendered in-process
/// and compared byte for byte with the spec's HTML. The recorded figures only ever go up.
@Suite struct ConformanceTests {
    static let recordedCommonMarkPasses = 652
    static let recordedGFMPasses = 24

    @Test func commonMarkExamplesPassAtLeastTheRecordedFigure() throws {
        let examples = try specExamples("spec")
        #expect(examples.count == 652)
        let failed = examples.filter { unsafeHTML($0.markdown) != $0.html }.map(\.example)
        #expect(examples.count - failed.count >= Self.recordedCommonMarkPasses, "failed examples: \(failed)")
    }

    @Test func gfmExtensionExamplesPassAtLeastTheRecordedFigure() throws {
        let examples = try specExamples("gfm-extensions")
        #expect(examples.count == 24)
        let failed = examples.filter { unsafeHTML($0.markdown, .gfm) != $0.html }.map(\.example)
        #expect(examples.count - failed.count >= Self.recordedGFMPasses, "failed examples: \(failed)")
    }

    @Test func renderingInPiecesOrCollectingPartsWritesWhatRenderingAloneWrites() throws {
        let examples = try specExamples("spec") + specExamples("gfm-extensions")
        let renderer = HTMLRenderer(options: RenderOptions(allowsUnsafeHTML: true))
        for extensions in [MarkdownExtensions(), .gfm, .docs] {
            let options = MarkdownOptions(extensions: extensions)
            let differing = examples.filter { example in
                let markdown = Array(example.markdown.utf8)
                var streamed: [UInt8] = []
                // Pieces of one byte or more: a flush after every top-level block.
                renderer.render(markdown, parsing: options, pieceSize: 1) { streamed += $0 }
                let alone = renderer.render(markdown, parsing: options).html
                return streamed != alone || renderer.render(markdown, parsing: options, collecting: [.headings, .links, .text]).html != alone
            }.map(\.example)
            #expect(differing.isEmpty, "differing examples with \(extensions): \(differing)")
        }
    }

    @Test func docsExtensionsWithoutHeadingIDsChangeNoCommonMarkExample() throws {
        var docs = MarkdownExtensions.docs
        docs.remove(.headingIDs)
        let changed = try specExamples("spec").filter { unsafeHTML($0.markdown, docs) != $0.html }.map(\.example)
        #expect(changed.isEmpty, "changed examples: \(changed)")
    }

    @Test func gfmExtensionsChangeOnlyTheExamplesCmarkGFMChangesToo() throws {
        // Tag filtering (170–178: <style>, <script>, <textarea>…) and extended autolinks (602–612)
        // change these, as in cmark-gfm 0.29 (which changes 28, 354, 625 and 626 too, for older-spec reasons).
        let expectedChanges = [170, 171, 172, 173, 176, 178, 602, 606, 608, 611, 612]
        let changed = try specExamples("spec").filter { unsafeHTML($0.markdown, .gfm) != $0.html }.map(\.example)
        #expect(changed == expectedChanges)
    }

    @Test func safeModeDiffersOnlyWhereRawHTMLOrUnsafeURLsAreWritten() throws {
        let differing = try specExamples("spec").filter { html($0.markdown) != unsafeHTML($0.markdown) }
        // Raw HTML that safe mode keeps as written (`<a href="foo">`, `<del>`) no longer differs: cmark 0.30's
        // safe mode, which omits all raw HTML, fails 73 examples.
        #expect(differing.count == 53)
        for example in differing {
            let unsafe = unsafeHTML(example.markdown)
            #expect(example.markdown.contains("<") || unsafe.contains("href=\"javascript") || unsafe.contains("src=\"javascript"),
                    "example \(example.example)")
        }
    }
}
