import Testing
import Markdown

/// A `style` attribute in safe mode keeps the declarations that style the content in place and loses,
/// one by one, those that could load something, hide a value from the sanitizer, or move the content
/// out of its place or over the page around it.
@Suite struct InlineStyleTests {
    private func styled(_ style: String) -> String {
        html("<span style=\"\(style)\">x</span>")
    }

    @Test(arguments: [
        "color: red", "color:#0a0", "background-color: rgba(0, 0, 0, .5)", "color: hsl(120 50% 50%)",
        "font-size: 1.2em", "font-weight: 600", "font-family: Menlo, monospace", "font: italic 12px/1.5 serif",
        "text-align: center", "vertical-align: middle", "white-space: nowrap", "display: inline-block", "float: right",
        "width: calc(100% - 2em)", "max-width: 40rem", "margin: 0 auto", "padding: 2px 4px", "border: 1px solid #ccc",
        "border-radius: 4px", "color: red !important", "grid-column: 1 / -1", "background: var(--color-term-background)", "--md-tooltip-width: 600px",
    ])
    func aDeclarationThatStylesTheContentIsKept(_ declaration: String) {
        #expect(styled(declaration) == "<p><span style=\"\(declaration)\">x</span></p>\n")
    }

    @Test(arguments: [
        "position: absolute", "position: fixed", "z-index: 100", "top: 0", "transform: translateY(-100px)",
        "behavior: url(x.htc)", "-moz-binding: url(x.xml#y)", "content: 'x'", "cursor: pointer",
    ])
    func aPropertyThatDoesMoreThanStyleTheContentIsRemoved(_ declaration: String) {
        #expect(styled(declaration) == "<p><span>x</span></p>\n")
    }

    @Test(arguments: [
        "background: url(x.png)", "background-color: expression(alert(1))", "color: var(--x, url(x.png))", "color: red /* x */",
        "font-family: 'Comic Sans'", "color: \\72 ed", "color: @x", "width: 10px<b>", "color: image-set(x 1x)",
        "font-family: a//b", "color: red !x", "color", "--icon: url(x.svg)",
    ])
    func aValueBeyondWordsNumbersAndColoursIsRemoved(_ declaration: String) {
        #expect(!styled(declaration).contains("style"))
    }

    @Test(arguments: ["margin: -1px", "margin-top: -.5em", "padding-left: calc(0px - 10px)", "margin: 0 -2em"])
    func aNegativeMarginOrPaddingIsRemoved(_ declaration: String) {
        #expect(styled(declaration) == "<p><span>x</span></p>\n")
    }

    @Test func whatIsKeptOfAMixedStyleIsWrittenDeclarationByDeclaration() {
        #expect(styled("color:red;;position:fixed ; font-size : 2em;") == "<p><span style=\"color:red; font-size : 2em\">x</span></p>\n")
    }

    @Test func attributeListsStyleTheSameWay() {
        #expect(html("Text\n{: style=\"color: red; position: absolute\"}", .kramdownAttributes) == "<p style=\"color: red\">Text</p>\n")
        #expect(html("Text\n{: style=\"background:url(javascript:alert(1))\"}", .kramdownAttributes) == "<p>Text</p>\n")
    }

    @Test func unsafeModeKeepsEveryDeclaration() {
        #expect(unsafeHTML("<span style=\"position: fixed\">x</span>") == "<p><span style=\"position: fixed\">x</span></p>\n")
    }
}
