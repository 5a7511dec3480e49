import Testing

/// `@Row`/`@Column`, `@TabNavigator`/`@Tab` and `@Small`, as DocC lays them out, in HTML that needs no script.
@Suite struct DocCLayoutTests {
    let page = CatalogPage()

    @Test func aRowIsAGridOfItsColumnsEachSpanningItsSize() {
        let html = page.html("@Row(numberOfColumns: 3) {\n  @Column {\n    First.\n  }\n  @Column(size: 2, alignment: trailing) {\n    Wide.\n  }\n}\n")
        #expect(html == """
            <div class="docc-row" style="--docc-columns: 3">
            <div class="docc-column" style="--docc-span: 1">
            <p>First.</p>
            </div>
            <div class="docc-column docc-column-trailing" style="--docc-span: 2">
            <p>Wide.</p>
            </div>
            </div>

            """)
    }

    @Test func aRowWithoutANumberOfColumnsHasAsManyAsItsColumnsSizesAddUpTo() {
        let html = page.html("@Row {\n  @Column(size: 2) {\n    A\n  }\n  @Column {\n    B\n  }\n}\n")
        #expect(html.hasPrefix("<div class=\"docc-row\" style=\"--docc-columns: 3\">\n"))
    }

    @Test func aRowShowsOnlyItsColumns() {
        let html = page.html("@Row {\n  Stray text.\n  @Column {\n    Kept.\n  }\n}\n")
        #expect(!html.contains("Stray"))
        #expect(html.contains("<p>Kept.</p>"))
    }

    @Test func tabsAreRadioButtonsWithTheirLabelsAndPanelsTheFirstChecked() {
        let html = page.html("@TabNavigator {\n  @Tab(\"Swift\") {\n    Swift text.\n  }\n  @Tab(\"Objective-C & C\") {\n    Other text.\n  }\n}\n")
        #expect(html == """
            <div class="docc-tabs" role="group">
            <input class="docc-tab-input" type="radio" name="docc-tabs-1" id="docc-tabs-1-1" checked>
            <label class="docc-tab-label" for="docc-tabs-1-1">Swift</label>
            <div class="docc-tab-panel">
            <p>Swift text.</p>
            </div>
            <input class="docc-tab-input" type="radio" name="docc-tabs-1" id="docc-tabs-1-2">
            <label class="docc-tab-label" for="docc-tabs-1-2">Objective-C &amp; C</label>
            <div class="docc-tab-panel">
            <p>Other text.</p>
            </div>
            </div>

            """)
    }

    @Test func twoTabNavigatorsOfAPageAreTwoGroups() {
        let html = page.html("@TabNavigator {\n  @Tab(\"A\") {\n    a\n  }\n}\n\n@TabNavigator {\n  @Tab(\"B\") {\n    b\n  }\n}\n")
        #expect(html.contains("name=\"docc-tabs-1\""))
        #expect(html.contains("name=\"docc-tabs-7\""))
    }

    @Test func smallPrintIsEachParagraphInSmall() {
        let html = page.html("@Small {\n  _Licensed under Apache License v2.0._\n\n  Second paragraph.\n}\n")
        #expect(html == "<p><small><em>Licensed under Apache License v2.0.</em></small></p>\n<p><small>Second paragraph.</small></p>\n")
    }

    @Test func aCommentShowsNothing() {
        #expect(page.html("# Page\n\nText.\n\n@Comment {\n  An editor's note.\n}\n") == "<p>Text.</p>\n")
    }
}
