import Testing
@testable import Import

/// The links of a page an import rewrites: each destination with its link's text, outside code.
@Suite struct LinkDestinationsTests {
    /// Each link's text and destination, as `text|destination` (`-` for no text), and each destination marked.
    func links(in text: String) -> (seen: [String], rewritten: String) {
        var seen: [String] = []
        let rewritten = LinkDestinations.replacing(in: text) { link in
            seen.append((link.text.map(String.init) ?? "-") + "|" + link.destination)
            return "<" + link.destination + ">"
        }
        return (seen, rewritten)
    }

    @Test func aLinkOrImageGivesItsTextAndDestination() {
        #expect(links(in: "[a *b*](x.md) and ![alt](y.png \"t\")") == (["a *b*|x.md", "alt|y.png"], "[a *b*](<x.md>) and ![alt](<y.png> \"t\")"))
    }

    @Test func aLinkInsideALinksTextGivesItsOwnText() {
        #expect(links(in: "[a [b](g) c](x)").seen == ["b|g", "a [b](g) c|x"])
    }

    @Test func aReferenceDefinitionAndAStrayBracketHaveNoText() {
        #expect(links(in: "  [a]: x.md").seen == ["-|x.md"])
        #expect(links(in: "a](x.md)").seen == ["-|x.md"])
        #expect(links(in: #"[a\]b]: x.md"#).seen == ["-|x.md"])
    }

    // Seen on swift.org: a line starting with two reference links and a colon is a paragraph, no definition.
    @Test func aLineOfReferenceLinksBeforeAColonIsNoDefinition() {
        #expect(links(in: "[generics][Manifesto]: [conformances][SE-0143].").seen == [])
        #expect(links(in: "[a] [b]: x").seen == [])
    }

    @Test func codeSpansAndFencedCodeAreLeftAlone() {
        #expect(links(in: "`[a](x)` [b](y)\n```\n[c](z)\n```").seen == ["b|y"])
    }

    @Test func backticksThatNothingClosesAreText() {
        #expect(links(in: "a `` b [c](x)").seen == ["c|x"])
    }
}
