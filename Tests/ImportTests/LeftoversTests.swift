import Testing
@testable import Import

/// What a converted page still holds, outside code.
@Suite struct LeftoversTests {
    @Test func shortcodesInCodeAreNotLeftovers() {
        #expect(Leftovers.find(in: "```\n{{< x >}}\n```\n`{{< y >}}`\n{{< z a >}}", generator: .hugo).map(\.kind) == ["shortcode z"])
    }

    @Test func aClosingShortcodeIsNotCountedAgain() {
        #expect(Leftovers.find(in: "{{< tabs >}}\n{{< /tabs >}}", generator: .hugo).map(\.line) == [1])
    }

    @Test func liquidTagsAndOutputAreLeftoversInJekyllPages() {
        #expect(Leftovers.find(in: "a\n{% include x.html %} {{ page.title }}", generator: .jekyll).map(\.kind) == ["Liquid tag include", "Liquid output {{ }}"])
    }
}

extension LeftoversTests {
    @Test func aPercentShortcodeIsOneLeftover() {
        #expect(Leftovers.find(in: "{{% include \"a.md\" %}}", generator: .hugo).map(\.kind) == ["shortcode include"])
    }
}
