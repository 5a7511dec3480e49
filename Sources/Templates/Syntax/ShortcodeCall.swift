/// `{% shortcode "name" arguments %}`, or `{% shortcode "name" arguments %}body{% endshortcode "name" %}`:
/// renders `Templates/shortcodes/NAME.html` with its own variables — the arguments, `page` and `site` —
/// where the call stands.
final class ShortcodeCall: Sendable {
    let name: String
    /// Where the shortcode's name is written.
    let offset: Int
    let positional: [Expression]
    let named: [(name: String, value: Expression)]
    /// The body of a call with an end tag, nil for one without.
    let body: [Node]?
    /// The context the call stands in: the shortcode's template starts and must end there.
    let context: EscapeContext
    /// Whether the body is rendered as plain text (in XML and plain text, as `{% set %}` captures there).
    let capturesText: Bool

    init(
        name: String, offset: Int, positional: [Expression], named: [(name: String, value: Expression)], body: [Node]?,
        context: EscapeContext = .text, capturesText: Bool = false
    ) {
        self.name = name
        self.offset = offset
        self.positional = positional
        self.named = named
        self.body = body
        self.context = context
        self.capturesText = capturesText
    }

    /// The template a shortcode is: `shortcodes/figure.html`.
    static func templateName(of name: String) -> String {
        "shortcodes/\(name).html"
    }

    var templateName: String { Self.templateName(of: name) }

    /// The same call compiled for where it stands.
    func placed(in context: EscapeContext, body: [Node]?, capturesText: Bool) -> ShortcodeCall {
        ShortcodeCall(name: name, offset: offset, positional: positional, named: named, body: body, context: context, capturesText: capturesText)
    }

    /// The variables a shortcode's template has besides its named arguments.
    static let reservedNames: Set<String> = ["page", "site", "args", "inner"]
}
