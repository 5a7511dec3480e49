/// Raw HTML that safe mode left out of a rendering: an element, an attribute or a closing tag,
/// with why and where it is first written. Each is reported once per page, with how often it occurs.
/// An attribute of a kramdown attribute list (`{: onclick="…"}`) is reported the same way.
public struct RawHTMLRemoval: Sendable, Hashable {
    /// Where what was removed is written.
    public enum Origin: Sendable, Hashable {
        /// Raw HTML.
        case rawHTML
        /// A kramdown attribute list, or a heading's `{#id}`.
        case attributeList
    }

    /// Why safe mode leaves something out.
    public enum Reason: Sendable, Hashable {
        /// A script, an event handler, or an element that loads or embeds other documents.
        case runsScript
        /// A URL whose scheme runs script or reads local files (`javascript:`, `file:`, most `data:`).
        case unsafeURL
        /// An element that changes the page around the content (`<style>`, `<title>`, `<base>`, `<meta>`).
        case changesPage
        /// A `style` declaration whose property can do more than style the content in place.
        case styleProperty
        /// A `style` declaration whose value holds more than words, numbers and colours.
        case styleValue
        /// A negative margin or padding in a `style` attribute.
        case negativeSpacing
        /// A form, or what sends a form (`formaction=`).
        case form
        /// `autoplay` on a video or audio that is not `muted`.
        case playsAloud
        /// A tag whose name is no HTML element (`<Int32>` in `UnsafePointer<Int32>`): shown as the text it is.
        case notAnElement
        /// An element or attribute outside the allowlist.
        case notAllowed
        /// A closing tag for which raw HTML of the same Markdown block opened nothing.
        case closesNothing
        /// A link inside a link.
        case nestedLink
        /// An `id` or `name` the page's layout uses for its own elements or scripts (`sitegen-main`).
        case clobbersLayout

        /// The reason as the warning gives it.
        public var explanation: String {
            switch self {
            case .runsScript: "it can run script"
            case .unsafeURL: "its URL can run script or read local files"
            case .changesPage: "it changes the page around the content"
            case .styleProperty: "safe mode keeps only properties that style the content in place (colours, fonts, sizes, spacing, borders, alignment)"
            case .styleValue: "safe mode keeps only values of words, numbers, colours, rgb(), hsl(), calc() and var() (no url(), escapes, quotes or comments)"
            case .negativeSpacing: "a negative margin or padding can pull the content over the page around it"
            case .form: "forms are not kept: a form can send what the reader types elsewhere"
            case .playsAloud: "a video or audio plays on its own only when muted"
            case .notAnElement: "it is no HTML element; to show it as code or text, put it in backticks or write \\<"
            case .notAllowed: "it is not among what safe mode keeps"
            case .closesNothing: "raw HTML of this block opened nothing it closes"
            case .nestedLink: "a link cannot hold another link"
            case .clobbersLayout: "the page's layout uses it for its own elements or scripts"
            }
        }
    }

    /// What was removed as it reads in a warning: `<script>`, `</div>`, `attribute onclick= on <div>`,
    /// `style="position: fixed" on <div>`.
    public var what: String
    /// Why it was removed.
    public var reason: Reason
    /// 1-based line of its first occurrence in the input.
    public var line: Int
    /// 1-based column (in Unicode scalars) of its first occurrence.
    public var column: Int
    /// How often it was removed on the page.
    public var count: Int
    /// Raw HTML, or an attribute list.
    public var origin: Origin = .rawHTML

    /// `raw HTML <script> removed: it can run script`, with the count when it is more than one; a tag
    /// that is no element is `shown as text` instead.
    public var message: String {
        let times = count > 1 ? " (\(count) times)" : ""
        let outcome = reason == .notAnElement ? "shown as text" : "removed"
        return "\(origin == .rawHTML ? "raw HTML" : "attribute list") \(what) \(outcome)\(times): \(reason.explanation)"
    }

    /// `attribute onclick= on <div>`, or with its value (`attribute id="sitegen-main" on <h2>`) when the value is the reason.
    static func attribute(_ name: [UInt8], value: [UInt8]?, on element: String) -> String {
        let value = value.map { "\"" + String(decoding: $0, as: UTF8.self) + "\"" } ?? ""
        return "attribute \(String(decoding: name, as: UTF8.self))=\(value) on <\(element)>"
    }

    /// `style="position: fixed" on <div>`: one declaration of a style attribute.
    static func styleDeclaration(_ declaration: String, on element: String) -> String {
        "style=\"\(declaration)\" on <\(element)>"
    }
}
