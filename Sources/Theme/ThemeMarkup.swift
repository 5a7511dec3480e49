import Core

/// The HTML templates insert: `{{ theme.head }}` and `{{ theme.toggle }}`.
public enum ThemeMarkup {
    /// `{{ theme.head }}`: `<meta name="color-scheme">`, `<meta name="theme-color">`
    /// for light and dark from the background token, the inline script that
    /// applies the reader's choice before the first paint, and links to
    /// theme.css and night.css through `baseURL.url(…)`.
    public static func head(palette: Palette, settings: ThemeSettings, baseURL: BaseURL) -> String {
        let background = palette["background"]
        var html = "<meta name=\"color-scheme\" content=\"light dark\">\n"
        for appearance in [Appearance.light, .dark] {
            let color = background?.color(in: appearance).css ?? ""
            html += "<meta name=\"theme-color\" content=\"\(HTMLEscaping.attribute(color))\" media=\"(prefers-color-scheme: \(appearance.rawValue))\">\n"
        }
        html += "<script>\(ThemeScript.source(palette: palette, settings: settings))</script>\n"
        for stylesheet in ["theme.css", "night.css"] {
            html += "<link rel=\"stylesheet\" href=\"\(HTMLEscaping.attribute(baseURL.url(stylesheet)))\">\n"
        }
        return html
    }

    /// `{{ theme.toggle }}`: four buttons — system, light, dark, night — each
    /// with a visible label and `aria-pressed`. The group carries `hidden`
    /// and theme.css shows it only once the script has marked `<html>`, so a
    /// reader without JavaScript sees no dead buttons (the page still follows the OS).
    public static func toggle() -> String {
        var html = "<div class=\"sitegen-theme-toggle\" role=\"group\" aria-label=\"Appearance\" hidden>"
        for (choice, label) in [("system", "System"), ("light", "Light"), ("dark", "Dark"), ("night", "Night")] {
            html += "<button type=\"button\" data-theme-choice=\"\(choice)\" aria-pressed=\"\(choice == "system")\">\(label)</button>"
        }
        return html + "</div>"
    }

    /// Attributes for `<html>` on a page whose front matter says
    /// `color-scheme: dark` or `light` (with a leading space, ready to append
    /// after `<html`); "" for nil or any other value. The script keeps a forced
    /// page's `data-theme` except in Night Mode, which reaches every page.
    public static func htmlAttributes(forcedScheme: String?) -> String {
        guard let forcedScheme, forcedScheme == "dark" || forcedScheme == "light" else { return "" }
        return " data-theme=\"\(forcedScheme)\" data-theme-forced=\"\(forcedScheme)\""
    }

    /// The toggle's look: shown only when the script runs, the active choice filled with the accent.
    static let toggleCSS = ":root[data-theme-choice] .sitegen-theme-toggle[hidden]{display:inline-flex;gap:.25em}\n"
        + ".sitegen-theme-toggle button{font:inherit;color:inherit;background:none;border:1px solid var(--color-border);border-radius:.4em;padding:.15em .5em;cursor:pointer}\n"
        + ".sitegen-theme-toggle [aria-pressed=true]{color:var(--color-background);background-color:var(--color-accent);border-color:var(--color-accent)}\n"
}
