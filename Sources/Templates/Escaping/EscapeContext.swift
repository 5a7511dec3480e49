/// Where in a document a point of a template lies, as far as escaping cares: the language of the
/// document, the state of an HTML (or XML) tokenizer, and inside HTML attribute values, scripts and
/// style sheets, the state of a small URL, JavaScript or CSS scanner. Two points with equal contexts
/// escape values the same way.
struct EscapeContext: Hashable, Sendable, CustomStringConvertible {
    /// What the document is, decided by the name of the template a render starts from.
    enum Language: UInt8, Sendable {
        case html
        /// A feed, a sitemap: markup without HTML's special elements and attributes, every value text.
        case xml
        /// robots.txt: nothing is markup, values print as they are.
        case plainText

        /// `.xml` templates are XML, `.txt` and `.json` ones plain text, every other one HTML.
        init(templateName name: String) {
            self = name.hasSuffix(".xml") ? .xml : name.hasSuffix(".txt") || name.hasSuffix(".json") ? .plainText : .html
        }
    }

    enum State: UInt8, Sendable {
        /// Element content.
        case text
        /// `<title>`, `<textarea>` and other elements whose content is text, not markup.
        case rcdata
        /// Inside `<name` before the name ends: no value may go here.
        case tagName
        /// Inside a start or end tag, between attributes.
        case tag
        case attributeName
        /// After an attribute name, before `=` or the next attribute.
        case afterAttributeName
        /// After `=`, before the value starts.
        case beforeValue
        case attributeValue
        /// `<script>` content.
        case script
        /// `<style>` content.
        case style
        /// `<!-- … -->`.
        case comment
        /// Right after `<!--`, and after `<!---`: there `>` ends the comment, empty, as browsers read `<!-->` and `<!--->`.
        case commentStart
        case commentStartDash
        /// `<!doctype …>`, `<?…>` and other markup declarations, up to `>`.
        case declaration
        /// An XML `<![CDATA[ … ]]>` section.
        case cdata
    }

    /// The element whose start tag is open (what follows its `>`).
    enum Element: String, Sendable {
        case none, script, style
        /// Elements whose content is text up to their own end tag.
        case title, textarea, xmp, iframe, noembed, noframes, noscript
        /// An end tag: text follows it.
        case endTag
    }

    /// What an attribute's value is read as.
    enum Attribute: UInt8, Sendable {
        case plain, url, srcset, script, style
    }

    enum Delimiter: UInt8, Sendable {
        case double, single, unquoted
    }

    /// Where JavaScript code stands, for `<script>` and event-handler attributes.
    enum Script: UInt8, Sendable {
        /// Where an expression may start: `/` starts a regular expression.
        case expression
        /// After a value: `/` divides.
        case afterValue
        case doubleString, singleString, templateLiteral, regex, regexClass, lineComment, blockComment
    }

    /// Where CSS stands, for `<style>` and `style` attributes.
    enum Style: UInt8, Sendable {
        case value, doubleString, singleString, comment
        /// `url(` without quotes, and with them.
        case url, doubleURL, singleURL
    }

    /// How much of a URL has been written.
    enum URLPart: UInt8, Sendable {
        /// Nothing yet: a value here decides the scheme.
        case start
        /// The scheme, authority or path.
        case path
        /// After `?` or `#`.
        case query
    }

    var language: Language = .html
    var state: State = .text
    var element: Element = .none
    var attribute: Attribute = .plain
    var delimiter: Delimiter = .double
    var script: Script = .expression
    var style: Style = .value
    var url: URLPart = .start

    static let text = EscapeContext()

    /// The start of a document in `language`.
    static func start(of language: Language) -> EscapeContext {
        var context = EscapeContext()
        context.language = language
        return context
    }

    /// Whether the value is in an attribute whose value is a URL (or in CSS `url(…)`).
    var isInURL: Bool {
        switch state {
        case .attributeValue: attribute == .url || (attribute == .style && isStyleURL)
        case .style: isStyleURL
        default: false
        }
    }

    var isStyleURL: Bool { style == .url || style == .doubleURL || style == .singleURL }

    var description: String {
        switch (language, state) {
        case (.plainText, _): return "plain text"
        case (.xml, .text): return "XML text"
        case (.xml, .attributeValue), (.xml, .beforeValue): return "XML attribute value"
        default: return htmlDescription
        }
    }

    private var htmlDescription: String {
        switch state {
        case .text: "text"
        case .rcdata: "text-only element"
        case .tagName: "tag name"
        case .tag: "tag"
        case .attributeName, .afterAttributeName: "attribute name"
        case .beforeValue, .attributeValue: "\(attribute) attribute value"
        case .script: "script"
        case .style: "style sheet"
        case .comment, .commentStart, .commentStartDash: "comment"
        case .declaration: "markup declaration"
        case .cdata: "CDATA section"
        }
    }
}

extension EscapeContext {
    /// The context with the parts its state does not use reset, so that contexts that escape alike compare equal.
    var normalized: EscapeContext {
        var result = EscapeContext.start(of: language)
        result.state = state
        switch state {
        case .text, .comment, .commentStart, .commentStartDash, .declaration, .cdata:
            break
        case .rcdata:
            result.element = element
        case .tagName, .tag:
            result.element = element
        case .attributeName, .afterAttributeName, .beforeValue:
            result.element = element
            result.attribute = attribute
        case .attributeValue:
            result.element = element
            result.attribute = attribute
            result.delimiter = delimiter
            switch attribute {
            case .plain, .srcset: break
            case .url: result.url = url
            case .script: result.script = script
            case .style:
                result.style = style
                if isStyleURL { result.url = url }
            }
        case .script:
            result.script = script
        case .style:
            result.style = style
            if isStyleURL { result.url = url }
        }
        return result
    }
}
