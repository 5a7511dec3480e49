import Core

/// The HTML templates insert: `{{ theme.head }}` and `{{ theme.html_attributes }}`.
public enum ThemeMarkup {
    /// `{{ theme.head }}`: `<meta name="color-scheme">`, `<meta name="theme-color">`
    /// for light and dark from the background token, the script that applies
    /// the reader's choice before the first paint (`theme.js`, `ThemeScript`), and links to
    /// theme.css and night.css, each through `baseURL.url(…)`.
    public static func head(palette: Palette, baseURL: BaseURL) -> String {
        let background = palette["background"]
        var html = "<meta name=\"color-scheme\" content=\"light dark\">\n"
        for appearance in [Appearance.light, .dark] {
            let color = background?.color(in: appearance).css ?? ""
            html += "<meta name=\"theme-color\" content=\"\(HTMLEscaping.attribute(color))\" media=\"(prefers-color-scheme: \(appearance.rawValue))\">\n"
        }
        html += "<script src=\"\(HTMLEscaping.attribute(baseURL.url("theme.js")))\"></script>\n"
        for stylesheet in ["theme.css", "night.css"] {
            html += "<link rel=\"stylesheet\" href=\"\(HTMLEscaping.attribute(baseURL.url(stylesheet)))\">\n"
        }
        return html
    }

    /// Attributes for `<html>` on a page whose front matter says
    /// `color-scheme: dark` or `light` (with a leading space, ready to append
    /// after `<html`); "" for nil or any other value. The script keeps a forced
    /// page's `data-theme` except in Night Mode, which reaches every page.
    public static func htmlAttributes(forcedScheme: String?) -> String {
        guard let forcedScheme, forcedScheme == "dark" || forcedScheme == "light" else { return "" }
        return " data-theme=\"\(forcedScheme)\" data-theme-forced=\"\(forcedScheme)\""
    }

    /// The toggle's look (Resources/theme-toggle.css): shown only when the script runs, the active choice filled with the accent.
    static let toggleCSS = String(decoding: PackageResources.theme_toggle_css, as: UTF8.self)
}
