import Core

/// Build-time syntax highlighting: code becomes escaped HTML with
/// `<span class="tok-KIND">` around its tokens, coloured only by the theme.
///
/// KIND is one of keyword, string, comment, number, type, function,
/// attribute, punctuation, inserted and deleted. Identifiers and whitespace
/// stay unwrapped, and removing every span gives back exactly the code escaped
/// with `HTMLEscaping.text`.
public enum Highlighter {
    /// HTML for inside `<code>`: the code escaped with Core.HTMLEscaping and wrapped in
    /// `<span class="tok-KIND">…</span>` spans; nil when the language is unknown (the caller then escapes the code
    /// itself). Language names are matched case-insensitively, with aliases (sh, zsh, shell-session, console,
    /// yml, xml, svg, js, mjs, ts, jsx, tsx, py, h, cpp, c++, hpp, objc, patch, md …).
    public static func highlight(_ code: String, language: String) -> String? {
        highlightUTF8(code, language: language).map { html in html.withUnsafeBufferPointer { String(decodingInChunks: $0) } }
    }

    /// `highlight`'s HTML in UTF-8, for a caller that writes it into bytes (a page's HTML): made a
    /// `String` and copied out again, code blocks' HTML took two needless copies on its way into the page.
    public static func highlightUTF8(_ code: String, language: String) -> [UInt8]? {
        guard let language = Language(named: language) else { return nil }
        var lexer = Lexer(code)
        language.highlight(&lexer)
        return lexer.finish()
    }

    /// The canonical names of the supported languages.
    public static var languages: [String] {
        Language.allCases.map(\.rawValue)
    }
}
