import Core

/// The page left at an old URL listed in a page's `aliases`, made by the `redirects/alias.html` template:
/// it sends browsers and crawlers to the page's current URL.
enum AliasRedirect {
    /// The output path of an alias: `/old/` → `old/index.html`, `/old.html` → `old.html`; nil unless every
    /// component, once percent-decoded, is a plain name (an encoded `/` or `..` would leave the output folder).
    static func outputPath(of alias: String) -> String? {
        let components = alias.split(separator: "/").map { PercentEncoding.decoded(String($0)) }
        guard !components.isEmpty, components.allSatisfy(isPlainName) else { return nil }
        let path = components.joined(separator: "/")
        if alias.hasSuffix("/") || !(components.last!.contains(".")) {
            return path + "/index.html"
        }
        return path
    }

    /// Not `.` or `..`, and without `/`, `\` or control characters, which the preview server refuses too.
    private static func isPlainName(_ component: String) -> Bool {
        component != "." && component != ".."
            && !component.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }
}
