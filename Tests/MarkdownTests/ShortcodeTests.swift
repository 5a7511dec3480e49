import Testing
import Markdown

/// Emoji and icon shortcodes: known ones as characters, unknown ones as written and reported.
struct ShortcodeTests {
    @Test func everyGitHubEmojiNameIsKnown() {
        #expect(html(":melting_face: :christmas_tree: :woman_technologist:", .shortcodes)
            == "<p><span class=\"emoji\" role=\"img\" aria-label=\"melting face\">🫠</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"christmas tree\">🎄</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"woman technologist\">👩‍💻</span></p>\n")
    }

    @Test func twemojiNamesWithTheGenderFirstAreGemojisWithItLast() {
        #expect(html(":man_raising_hand: :woman_in_lotus_position: :man_nonsense:", .shortcodes)
            == "<p><span class=\"emoji\" role=\"img\" aria-label=\"man raising hand\">🙋‍♂️</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"woman in lotus position\">🧘‍♀️</span> :man_nonsense:</p>\n")
    }

    @Test func emojiBecomesItsCharacterWithAName() {
        #expect(html("Done :tada: :+1:", .shortcodes)
            == "<p>Done <span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"+1\">👍</span></p>\n")
    }

    @Test func iconsOfEverySetBecomeSymbols() {
        #expect(html(":material-check: :octicons-arrow-right-24: :fontawesome-solid-heart:", .shortcodes)
            == "<p><span class=\"emoji\" role=\"img\" aria-label=\"material check\">✓</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"octicons arrow right 24\">→</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"fontawesome solid heart\">♥</span></p>\n")
    }

    @Test func iconsWhoseMeaningASymbolCarriesAcrossSetsAndVariants() {
        #expect(html(":material-weather-night: :material-thumb-down-outline: :octicons-light-bulb-16: :fontawesome-solid-trash:", .shortcodes)
            == "<p><span class=\"emoji\" role=\"img\" aria-label=\"material weather night\">🌙</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"material thumb down outline\">👎</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"octicons light bulb 16\">💡</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"fontawesome solid trash\">🗑</span></p>\n")
    }

    // Seen on MkDocs Material's docs: its feature pages mark settings with these, and 33 stayed as written.
    @Test func layoutFileAndToggleIconsMaterialsDocsWriteBecomeSymbols() {
        #expect(html(":material-file-tree: :material-page-layout-header: :material-toggle-switch-off-outline: :material-chevron-right-circle:", .shortcodes)
            == "<p><span class=\"emoji\" role=\"img\" aria-label=\"material file tree\">🗂</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"material page layout header\">⬒</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"material toggle switch off outline\">🔘</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"material chevron right circle\">›</span></p>\n")
    }

    @Test func unknownShortcodeStaysAsWrittenAndIsReportedOnceWhereFirstWritten() {
        let rendered = HTMLRenderer().render(Array("a\n\nb :material-apple: c :material-apple:".utf8), parsing: MarkdownOptions(extensions: .shortcodes))
        #expect(String(decoding: rendered.html, as: UTF8.self) == "<p>a</p>\n<p>b :material-apple: c :material-apple:</p>\n")
        #expect(rendered.unknownShortcodes.map { "\($0.name) \($0.line):\($0.column)" } == ["material-apple 3:3"])
    }

    @Test func colonsInsideWordsTimesAndPathsAreNoShortcodes() {
        #expect(html("10:30:00 std::vector::x a:b:c http://x:80/", .shortcodes) == "<p>10:30:00 std::vector::x a:b:c http://x:80/</p>\n")
    }

    // Found on Swift Evolution proposals: `S.hasPrefix(_:by:)` warned about ':by:', and `f(_:id:)` showed 🆔.
    @Test func swiftSelectorsAreNoShortcodesButEmphasisAroundOneIs() {
        #expect(html(#"f(_:id:) S.hasPrefix(\_:by:) _:tada:_"#, .shortcodes)
            == "<p>f(_:id:) S.hasPrefix(_:by:) <em><span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span></em></p>\n")
    }

    // Seen on MkDocs Material's blog: `__:octicons-goal-16: Goal – …__` stayed as written.
    @Test func aShortcodeStartingStrongEmphasisIsOne() {
        #expect(html("__:octicons-goal-16: Goal__", .shortcodes)
            == "<p><strong><span class=\"emoji\" role=\"img\" aria-label=\"octicons goal 16\">🎯</span> Goal</strong></p>\n")
    }

    @Test func shortcodesWorkBesideGFMAutolinks() {
        #expect(html("saves :tada:. See https://x.org/a:b:", [.shortcodes, .autolinks])
            == "<p>saves <span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span>. "
            + "See <a href=\"https://x.org/a:b\">https://x.org/a:b</a>:</p>\n")
    }

    @Test func shortcodesInCodeStayCode() {
        #expect(html("`:smile:`", .shortcodes) == "<p><code>:smile:</code></p>\n")
    }

    // Seen on Jekyll's docs: `:bouquet:` in a raw `<div>` stayed as written, where jemoji (and GitHub) show 💐.
    @Test func knownShortcodesInRawHTMLTextBecomeCharactersOutsideCode() {
        #expect(html("<div>\n:bouquet: <span>Frank</span> :tada:\n<code>:smile:</code> <pre>:smile:</pre> :nope: a:b:\n</div>", .shortcodes)
            == "<div>\n<span class=\"emoji\" role=\"img\" aria-label=\"bouquet\">💐</span> <span>Frank</span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span>\n<code>:smile:</code> <pre>:smile:</pre> :nope: a:b:\n</div>\n")
        #expect(html("<div>\n:bouquet:\n</div>") == "<div>\n:bouquet:\n</div>\n")
        #expect(html("<a title=\":tada:\">x</a> :tada:", .shortcodes)
            == "<p><a title=\":tada:\">x</a> <span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span></p>\n")
    }

    @Test func shortcodesAreOffByDefault() {
        #expect(html(":smile:") == "<p>:smile:</p>\n")
    }

    // A site's own pictures (MkDocs Material's `.icons/`): brand logos and the like, which sitegen has no symbol for.
    @Test func theSitesOwnIconIsItsPictureBeforeAnySymbol() {
        var options = RenderOptions()
        options.siteIcons = ["fontawesome-brands-github": Array("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0h1v1z\"/></svg>".utf8),
                             "material-check": Array("<svg><path d=\"M0 0\"/></svg>".utf8)]
        let rendered = HTMLRenderer(options: options).render(Array(":fontawesome-brands-github: :material-check: :tada: :simple-netlify:".utf8),
                                                            parsing: MarkdownOptions(extensions: .shortcodes))
        #expect(String(decoding: rendered.html, as: UTF8.self)
            == "<p><span class=\"icon\" role=\"img\" aria-label=\"fontawesome brands github\"><svg viewBox=\"0 0 1 1\"><path d=\"M0 0h1v1z\"/></svg></span> "
            + "<span class=\"icon\" role=\"img\" aria-label=\"material check\"><svg><path d=\"M0 0\"/></svg></span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span> :simple-netlify:</p>\n")
        #expect(rendered.unknownShortcodes.map(\.name) == ["simple-netlify"])
    }

    @Test func aSitesIconIsItsPictureInRawHTMLsTextToo() {
        var options = RenderOptions()
        options.siteIcons = ["logo": Array("<svg></svg>".utf8)]
        #expect(html("<div>\n:logo: :tada: <code>:logo:</code>\n</div>", .shortcodes, options: options)
            == "<div>\n<span class=\"icon\" role=\"img\" aria-label=\"logo\"><svg></svg></span> "
            + "<span class=\"emoji\" role=\"img\" aria-label=\"tada\">🎉</span> <code>:logo:</code>\n</div>\n")
    }

    @Test func aSitesIconTakesTheSpanAttributeListAfterIt() {
        var options = RenderOptions()
        options.siteIcons = ["logo": Array("<svg></svg>".utf8)]
        #expect(html(":logo:{ .big }", [.shortcodes, .attributeLists], options: options)
            == "<p><span class=\"icon big\" role=\"img\" aria-label=\"logo\"><svg></svg></span></p>\n")
    }
}
