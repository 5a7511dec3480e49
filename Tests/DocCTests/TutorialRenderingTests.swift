@testable import DocC
import Foundation
import Markdown
import Testing

/// Tutorial steps as DocC shows them: each step's code under its file name with the lines new since the
/// step before marked, its preview, and its text beside its media. The catalog is Fixtures/Tutorial.docc.
@Suite struct TutorialRenderingTests {
    static let catalogFolder = Bundle.module.resourcePath! + "/Fixtures/Tutorial.docc"

    /// The fixture's files, published under `/tutorial/`.
    static let catalog: DocCCatalog = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogFolder + "/Resources")) ?? []
        let files = names.map { name in
            DocCCatalog.File(contentPath: "Tutorial.docc/Resources/" + name, path: "/tutorial/Resources/" + name,
                             absolutePath: catalogFolder + "/Resources/" + name)
        }
        return DocCCatalog(pages: [], files: files)
    }()

    /// The HTML of a tutorial page's body, with code highlighted by `highlight` when given.
    func render(_ body: String, highlight: (@Sendable (String, String) -> [UInt8]?)? = nil) -> String {
        let renderer = DocCRenderer(catalog: Self.catalog, contentPath: "Tutorial.docc/Counter.tutorial",
                                    markdownOptions: MarkdownOptions(), renderOptions: RenderOptions(highlightCode: highlight))
        return String(decoding: renderer.render(DirectiveParser.parse(body)).html, as: UTF8.self)
    }

    /// Two steps, each with one `@Code`.
    func twoSteps(_ first: String, _ second: String) -> String {
        "@Steps {\n  @Step {\n    First.\n\n    \(first)\n  }\n  @Step {\n    Second.\n\n    \(second)\n  }\n}\n"
    }

    @Test func aStepsCodeMarksTheLinesNewSinceTheCodeOfTheSameNameBeforeIt() {
        #expect(render(twoSteps(#"@Code(name: "Counter.swift", file: counter-1.swift)"#,
                                #"@Code(name: "Counter.swift", file: counter-2.swift)"#)) == """
        <div class="docc-steps">
        <ol>
        <li class="docc-step has-media">
        <div class="docc-text">
        <p class="docc-step-label">Step 1</p>
        <p>First.</p>
        </div>
        <div class="docc-media">
        <div class="docc-code">
        <pre data-title="Counter.swift"><code class="language-swift">struct Counter {
        }
        </code></pre>
        </div>
        </div>
        </li>
        <li class="docc-step has-media">
        <div class="docc-text">
        <p class="docc-step-label">Step 2</p>
        <p>Second.</p>
        </div>
        <div class="docc-media">
        <div class="docc-code">
        <pre data-title="Counter.swift"><code class="language-swift">struct Counter {
        <ins>  var count = 0</ins>
        }
        </code></pre>
        </div>
        </div>
        </li>
        </ol>
        </div>

        """)
    }

    /// The lines the second step's code marks.
    func marked(_ html: String) -> [String] {
        let second = html.components(separatedBy: "Step 2").last ?? ""
        return second.components(separatedBy: "\n").filter { $0.hasPrefix("<ins>") }
    }

    @Test func codeOfAnotherNameIsNotComparedWith() {
        #expect(marked(render(twoSteps(#"@Code(name: "App.swift", file: app-1.swift)"#,
                                       #"@Code(name: "Counter.swift", file: counter-2.swift)"#))) == [])
    }

    @Test func previousFileNamesTheFileToCompareWith() {
        #expect(marked(render(twoSteps(#"@Code(name: "App.swift", file: app-1.swift)"#,
                                       #"@Code(name: "Counter.swift", file: counter-3.swift, previousFile: counter-1.swift)"#))) == [
            "<ins>  var count = 0</ins>", "<ins></ins>", "<ins>  mutating func increment() {</ins>", "<ins>    count += 1</ins>",
            "<ins>  }</ins>",
        ])
    }

    @Test func resetMarksNothingEvenWithAPreviousFile() {
        #expect(marked(render(twoSteps(#"@Code(name: "Counter.swift", file: counter-1.swift)"#,
                                       #"@Code(name: "Counter.swift", file: counter-3.swift, previousFile: counter-2.swift, reset: true)"#))) == [])
    }

    @Test func aStepWithoutCodeLeavesTheCodeBeforeItToCompareWith() {
        let html = render("""
        @Steps {
          @Step {
            First.

            @Code(name: "Counter.swift", file: counter-1.swift)
          }
          @Step {
            Look at it.

            @Image(source: step.png, alt: "The counter")
          }
          @Step {
            Second.

            @Code(name: "Counter.swift", file: counter-2.swift)
          }
        }
        """)
        #expect(marked(html.replacingOccurrences(of: "Step 3", with: "Step 2")) == ["<ins>  var count = 0</ins>"])
    }

    @Test func eachSectionsStepsStartWithNothingToCompareWith() {
        let steps = { (file: String) in "@Steps {\n  @Step {\n    Write.\n\n    @Code(name: \"Counter.swift\", file: \(file))\n  }\n}\n" }
        #expect(!render(steps("counter-1.swift") + "\n" + steps("counter-2.swift")).contains("<ins>"))
    }

    @Test func aCodesImageIsItsPreviewWithItsDarkVariant() {
        let html = render("@Code(name: \"Counter.swift\", file: counter-1.swift) {\n  @Image(source: preview.png, alt: \"A count of 0\")\n}\n")
        #expect(html.hasSuffix("""
        <div class="docc-code has-preview">
        <pre data-title="Counter.swift"><code class="language-swift">struct Counter {
        }
        </code></pre>
        <figure class="docc-preview">
        <figure class="docc-image">
        <p><picture><source srcset="/tutorial/Resources/preview~dark.png" media="(prefers-color-scheme: dark)" data-appearance="dark"><img src="/tutorial/Resources/preview.png" alt="A count of 0"></picture></p>
        </figure>
        <figcaption>Preview</figcaption>
        </figure>
        </div>

        """))
    }

    @Test func aCodesVideoIsItsPreview() {
        let html = render("@Code(name: \"Counter.swift\", file: counter-1.swift) {\n  @Video(source: run)\n}\n")
        #expect(html.contains("""
        <figure class="docc-preview">
        <video controls preload="metadata" src="/tutorial/Resources/run.mp4"></video>
        <figcaption>Preview</figcaption>
        </figure>
        """))
    }

    @Test func aMissingFileIsNamedAndItsPreviewStillShown() {
        #expect(render("@Code(name: \"Gone.swift\", file: gone.swift) {\n  @Image(source: step.png, alt: \"Still here\")\n}\n") == """
        <div class="docc-code has-preview">
        <p class="docc-missing">Gone.swift</p>
        <figure class="docc-preview">
        <figure class="docc-image">
        <p><img src="/tutorial/Resources/step.png" alt="Still here" /></p>
        </figure>
        <figcaption>Preview</figcaption>
        </figure>
        </div>

        """)
    }

    @Test func textBetweenStepsStandsBetweenListsThatKeepCounting() {
        let html = render("""
        @Steps {
          @Step {
            One.
          }

          Between the steps.

          @Step {
            Two.
          }
        }
        """)
        #expect(html == """
        <div class="docc-steps">
        <ol>
        <li class="docc-step">
        <div class="docc-text">
        <p class="docc-step-label">Step 1</p>
        <p>One.</p>
        </div>
        </li>
        </ol>
        <p>Between the steps.</p>
        <ol start="2">
        <li class="docc-step">
        <div class="docc-text">
        <p class="docc-step-label">Step 2</p>
        <p>Two.</p>
        </div>
        </li>
        </ol>
        </div>

        """)
    }

    @Test func aSectionsMediaStandsInAColumnBesideItsTextInTheOrderWritten() {
        #expect(render("@ContentAndMedia {\n  @Image(source: step.png, alt: \"Before\")\n\n  After the image.\n}\n") == """
        <div class="docc-contentandmedia has-media">
        <div class="docc-media">
        <figure class="docc-image">
        <p><img src="/tutorial/Resources/step.png" alt="Before" /></p>
        </figure>
        </div>
        <div class="docc-text">
        <p>After the image.</p>
        </div>
        </div>

        """)
    }

    @Test func highlightingOverSeveralLinesIsClosedAndReopenedOnEachLine() {
        let commentAll: @Sendable (String, String) -> [UInt8]? = { code, _ in
            Array(("<span class=\"tok-comment\">" + code.replacingOccurrences(of: "{", with: "&#123;") + "</span>").utf8)
        }
        let html = render(twoSteps(#"@Code(name: "Counter.swift", file: counter-1.swift)"#,
                                   #"@Code(name: "Counter.swift", file: counter-2.swift)"#), highlight: commentAll)
        #expect(html.contains("""
        <pre data-title="Counter.swift"><code class="language-swift"><span class="tok-comment">struct Counter &#123;</span>
        <ins><span class="tok-comment">  var count = 0</span></ins>
        <span class="tok-comment">}</span>
        </code></pre>
        """))
    }

    @Test func aFileInALanguageWithoutHighlightingIsEscapedText() {
        let html = render(#"@Code(name: "Output <1>", file: output.txt)"#)
        #expect(html.contains("<pre data-title=\"Output &lt;1&gt;\"><code>Counter: 0\nCounter: 1\n</code></pre>"))
    }

    @Test func carriageReturnsEndLinesAndTheLastLineGetsAnEnd() {
        #expect(TutorialCodeBlock.normalized(Array("a\r\nb\rc".utf8)) == Array("a\nb\nc\n".utf8))
        #expect(TutorialCodeBlock.lines(of: Array("a\n\nb\n".utf8)).map { String(decoding: $0, as: UTF8.self) } == ["a", "", "b"])
    }
}
