import Core
import FrontMatter
@testable import Import
import Testing

/// Hugo's documentation's shortcodes whose output the site fixes: its go.mod, its templates' own text, its data.
/// Seen on Hugo's docs: 12 of them were left as written, and the table of Chroma styles linked to headings none made.
struct HugoDocsTemplateShortcodesTests {
    func shortcodes(templates: [String: String] = [:], data: String = "") throws -> HugoShortcodes {
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.templateTexts = templates
        shortcodes.data["docs"] = try FrontMatterParser.dataFile(SourceText(path: "docs.yaml", text: data), format: .yaml).value
        shortcodes.language = "en"
        shortcodes.pageIndex = HugoPageIndex(["configuration/all.md", "configuration/media-types.md", "configuration/related-content.md"].map { path in
            ("en", path, path, { "---\ntitle: \(path)\n---\n" })
        }, cascade: nil)
        return shortcodes
    }

    @Test func currentGoVersionIsTheFirstReleaseOfTheMinorVersionTheGoModNames() throws {
        #expect(HugoImporter.goVersion(ofModule: "module x\n\ngo 1.26.3\n") == "1.26.0")
        #expect(HugoImporter.goVersion(ofModule: "module x\ngo 1.22\n") == "1.22.0")
        #expect(HugoImporter.goVersion(ofModule: "module x\n") == nil)
        var shortcodes = try shortcodes()
        #expect(shortcodes.convert("Go {{% current-go-version %}} or later", contentPath: "a.md").unconverted.map(\.kind) == ["shortcode current-go-version"])
        shortcodes.goVersion = "1.26.0"
        #expect(shortcodes.convert("Go {{% current-go-version %}} or later", contentPath: "a.md").text == "Go 1.26.0 or later")
    }

    @Test func aTemplateShowingFixedTextInTheDocsAlertIsANote() throws {
        var shortcodes = try shortcodes(templates: ["newtemplatesystem": """
            {{ $text := `We did an overhaul.

              Until then, see [this page](/templates/x/). ` }}
            {{ partial "layouts/blocks/alert.html" (dict "color" "orange" "icon" "information-circle" "text" ($text | $.Page.RenderString)) }}
            """])
        #expect(shortcodes.convert("{{< newtemplatesystem >}}", contentPath: "a.md").text
            == "> [!NOTE]\n> We did an overhaul.\n>\n> Until then, see [this page](/templates/x/).")
    }

    @Test func perLanguageConfigKeysIsAListOfTheLinksItsTemplateWrites() throws {
        var shortcodes = try shortcodes(templates: ["per-lang-config-keys": """
            {{- $keys := slice (dict "baseURL" "/configuration/all/#baseurl") (dict "mediaTypes" "/configuration/media-types/") (dict "gone" "/nowhere/") }}
            """])
        #expect(shortcodes.convert("{{< per-lang-config-keys >}}", contentPath: "a.md").text == """
            - [`baseURL`](/configuration/all.md#baseurl)
            - [`mediaTypes`](/configuration/media-types.md)
            - `gone`
            """)
    }

    @Test func rootConfigurationKeysLinkTheTablesOfTheConfigDataToTheirPages() throws {
        var shortcodes = try shortcodes(templates: ["root-configuration-keys": """
            {{- $s.Delete "author" }}
            {{- $s.Set "related" "related-content" }}
            """], data: """
            config:
              title: ""
              mediaTypes: {a: 1}
              related: {b: 2}
              author: {c: 3}
              noPage: [1]
            """)
        #expect(shortcodes.convert("Keys: {{< root-configuration-keys >}}.", contentPath: "a.md").text
            == "Keys: [`mediaTypes`](/configuration/media-types.md) and [`related`](/configuration/related-content.md).")
        #expect(HugoShortcodes.kebabCase("outputFormats") == "output-formats")
    }

    @Test func chromaStylesAreATableOfCounterpartsAndAHeadingEachWithItsMode() throws {
        var shortcodes = try shortcodes(data: """
            chroma:
              styles:
                - {name: github, mode: light, counterpart: github-dark}
                - {name: github-dark, mode: dark, counterpart: github}
                - {name: abap, mode: light, counterpart: ""}
            """)
        #expect(shortcodes.convert("{{% syntax-highlighting-styles-light-with-counterpart %}}", contentPath: "a.md").text == """
            | Light mode style | Dark mode counterpart |
            | --- | --- |
            | [github](#github) | [github-dark](#github-dark) |

            """)
        #expect(shortcodes.convert("{{% syntax-highlighting-styles %}}", contentPath: "a.md").text == """
            ### github {#github}

            mode: light\\
            dark mode counterpart: [github-dark](#github-dark)

            ### github-dark {#github-dark}

            mode: dark\\
            light mode counterpart: [github](#github)

            ### abap {#abap}

            mode: light

            """)
    }
}
