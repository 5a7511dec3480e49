import Core
import Markdown

/// DocC's page layouts, as HTML and CSS that need no script: `@Row` a grid of `@Column`s (which the
/// site's CSS stacks on a narrow screen), `@TabNavigator` tabs made of radio buttons and their labels
/// (a keyboard moves between them with the arrow keys), `@Small` small print. As in DocC, a row shows
/// only its columns and a tab navigator only its tabs.
extension DocCRenderer {
    /// `@Row(numberOfColumns:)`: as many columns as it says, else as its columns' sizes add up to.
    func row(_ row: Directive, to page: inout PageParts) {
        let columns = row.children(named: "Column")
        let count = row.argument("numberOfColumns").flatMap(Int.init) ?? columns.map(Self.size).reduce(0, +)
        page.append("<div class=\"docc-row\" style=\"--docc-columns: \(max(count, 1))\">\n")
        for column in columns {
            var classes = "docc-column"
            if let alignment = column.argument("alignment"), ["center", "trailing"].contains(alignment) { classes += " docc-column-" + alignment }
            wrap("<div class=\"\(classes)\" style=\"--docc-span: \(Self.size(of: column))\">\n", column.children, "</div>\n", to: &page)
        }
        page.append("</div>\n")
    }

    /// `@Column(size:)`, 1 unless it says more.
    private static func size(of column: Directive) -> Int {
        max(column.argument("size").flatMap(Int.init) ?? 1, 1)
    }

    /// `@TabNavigator`: its first tab shown, each tab's title a label that shows it. The names are the
    /// navigator's line, which no other navigator of the page starts on.
    func tabNavigator(_ navigator: Directive, to page: inout PageParts) {
        let group = "docc-tabs-\(navigator.line)"
        page.append("<div class=\"docc-tabs\" role=\"group\">\n")
        for (number, tab) in navigator.children(named: "Tab").enumerated() {
            let id = "\(group)-\(number + 1)"
            let title = HTMLEscaping.text(tab.argument("") ?? "")
            page.append("<input class=\"docc-tab-input\" type=\"radio\" name=\"\(group)\" id=\"\(id)\"\(number == 0 ? " checked" : "")>\n")
            page.append("<label class=\"docc-tab-label\" for=\"\(id)\">\(title)</label>\n")
            wrap("<div class=\"docc-tab-panel\">\n", tab.children, "</div>\n", to: &page)
        }
        page.append("</div>\n")
    }

    /// `@Small`: each paragraph in `<small>`, as DocC makes each a block of small print; other blocks as
    /// they are.
    func smallPrint(_ small: Directive, to page: inout PageParts) {
        let outer = page.markdown.paragraphElement
        page.markdown.paragraphElement = "small"
        append(small.children, to: &page)
        page.markdown.paragraphElement = outer
    }
}
