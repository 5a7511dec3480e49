/// The ids sitegen's built-in layouts give their own elements, and the `document` members their scripts
/// call. A page's element with one of those ids would stand in for the layout's when a script looks it up,
/// and an image named after a `document` member (`<img name="getElementById">`) would replace that member:
/// DOM clobbering. Safe mode refuses such an `id` or `name` wherever a page gives it (raw HTML, attribute
/// lists, heading ids), and generated heading ids step around them. A page's `data-*` attributes are kept
/// but those the layouts' scripts and styles read (`data-theme`, `data-copied`…): content could drive them.
/// A test checks the layouts against these lists.
enum LayoutIDs {
    /// Whether an element of the page may not have this `id`.
    static func isReserved(id: some Collection<UInt8>) -> Bool {
        guard id.starts(with: prefix) else { return false }
        let name = Array(id)
        if ids.contains(name) { return true }
        return numberedPrefixes.contains { numbered in
            name.starts(with: numbered) && name.count > numbered.count && name[numbered.count...].allSatisfy(\.isASCIIDigit)
        }
    }

    /// Whether `id` is one the layouts write as it is (not one their scripts number): a heading id made from
    /// the heading's text that is one gets a number instead, which the numbered ones would not escape.
    static func isLayoutID(_ id: String) -> Bool {
        // Most ids are told apart by their first byte, without a look at the set.
        id.utf8.first == prefix[0] && ids.contains(Array(id.utf8))
    }

    /// Whether an element of the page may not have this `name`.
    static func isReserved(name: some Collection<UInt8>) -> Bool {
        isReserved(id: name) || documentMembers.contains(Array(name))
    }

    /// Whether a page's element may not have this `data-*` attribute (its lower-case name): the layouts'
    /// own, or one that starts with one of them and a `-` (`data-theme-choice`).
    static func isReserved(dataAttribute name: [UInt8]) -> Bool {
        dataAttributes.contains { own in
            name.starts(with: own) && (name.count == own.count || name[own.count] == UInt8(ascii: "-"))
        }
    }

    private static let prefix = Array("sitegen-".utf8)

    private static let dataAttributes: [[UInt8]] = """
        data-accent data-appearance data-copied data-dark data-index data-label data-light data-lines data-linenums \
        data-night data-open-from data-page data-sitegen data-system data-theme data-title data-tree
        """.split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }

    private static let ids: Set<[UInt8]> = Set("""
        sitegen-main sitegen-navigation sitegen-strings sitegen-toc-title sitegen-recent sitegen-section-pages \
        sitegen-search sitegen-search-hint sitegen-search-results sitegen-sections
        """.split(separator: " ").map { Array($0.utf8) })

    /// Ids the scripts number as they make elements (`sitegen-nav-group-3`).
    private static let numberedPrefixes: [[UInt8]] = ["sitegen-search-option-", "sitegen-nav-group-"].map { Array($0.utf8) }

    private static let documentMembers: Set<[UInt8]> = Set("""
        activeElement addEventListener body createDocumentFragment createElement documentElement execCommand \
        getElementById querySelector querySelectorAll
        """.split(separator: " ").map { Array($0.utf8) })
}
