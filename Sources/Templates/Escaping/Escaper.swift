/// How one `{{ … }}` prints its value, chosen once when the template is compiled from the context
/// it sits in: what the value is read as (`content`), then how that is written into the markup
/// around it (`layer`).
struct Escaper: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        /// Element content: text escaped, safe HTML as is.
        case markup
        /// Text only (a text-only element, a plain attribute): safe HTML gives its text.
        case text
        /// A URL, or a part of one; a value starting one is checked for its scheme.
        case url(EscapeContext.URLPart)
        /// A `srcset` list of URLs with their width or density.
        case srcset
        /// A JavaScript value, string, template literal or regular expression.
        case script(EscapeContext.Script)
        /// A CSS value, or the inside of a CSS string.
        case style(EscapeContext.Style)
        /// XML element content: everything escaped, safe HTML's markup included (it is text to the XML).
        case xmlText
        /// A quoted XML attribute value.
        case xmlAttribute
        /// Inside an XML CDATA section: only an end of the section needs splitting.
        case cdata
        /// Printed as is: `| safe` attributes inside a tag, and `| safe` values in XML and plain text.
        case trusted
        /// Nothing is printed (inside a comment).
        case dropped
    }

    /// What the whole printed text is escaped for at the end.
    enum Layer: Hashable, Sendable {
        /// Inside `<script>` or `<style>`: the content escaping already keeps it from ending the element.
        case none
        /// Element content or a quoted attribute value.
        case html
        /// An unquoted attribute value: spaces and everything else that could end it are escaped too.
        case unquoted
        /// The first thing of an unquoted value: an empty value is written as `""`, or the next
        /// attribute would become this one's value.
        case unquotedStart
    }

    var content: Content
    var layer: Layer

    static let markup = Escaper(content: .markup, layer: .html)

    /// The escaper for a value printed at `context`, and the context after the value.
    /// - Throws: a message when no value can safely be printed there.
    static func choose(
        for context: EscapeContext, isTrusted: Bool
    ) throws(EscapeRefusal) -> (Escaper, EscapeContext) {
        let (escaper, after) = try chooseUnnormalized(for: context, isTrusted: isTrusted)
        return (escaper, after.normalized)
    }

    private static func chooseUnnormalized(
        for context: EscapeContext, isTrusted: Bool
    ) throws(EscapeRefusal) -> (Escaper, EscapeContext) {
        switch context.language {
        case .html: break
        case .xml: return try chooseXML(for: context, isTrusted: isTrusted)
        case .plainText: return (Escaper(content: isTrusted ? .trusted : .text, layer: .none), context)
        }
        var after = context
        switch context.state {
        case .text: return (.markup, context)
        case .rcdata: return (Escaper(content: .text, layer: .html), context)
        case .comment, .commentStart, .commentStartDash, .declaration, .cdata: return (Escaper(content: .dropped, layer: .none), context)
        case .script:
            after.script = Self.scriptAfterValue(context.script)
            return (Escaper(content: .script(context.script), layer: .none), after)
        case .style where context.isStyleURL:
            after.url = context.url == .start ? .path : context.url
            return (Escaper(content: .url(context.url), layer: .none), after)
        case .style: return (Escaper(content: .style(context.style), layer: .none), context)
        case .tagName: throw EscapeRefusal.tagName
        case .attributeName: throw EscapeRefusal.attributeName
        case .tag, .afterAttributeName:
            guard isTrusted else { throw EscapeRefusal.attributes }
            after.state = .tag
            return (Escaper(content: .trusted, layer: .none), after)
        case .beforeValue:
            after.state = .attributeValue
            after.delimiter = .unquoted
            after.url = .start
            after.script = .expression
            after.style = .value
            let (escaper, next) = valueEscaper(in: after)
            return (Escaper(content: escaper.content, layer: .unquotedStart), next)
        case .attributeValue:
            return valueEscaper(in: context)
        }
    }

    private static func valueEscaper(in context: EscapeContext) -> (Escaper, EscapeContext) {
        let layer: Layer = context.delimiter == .unquoted ? .unquoted : .html
        var after = context
        switch context.attribute {
        case .plain:
            return (Escaper(content: .text, layer: layer), context)
        case .url:
            after.url = context.url == .start ? .path : context.url
            return (Escaper(content: .url(context.url), layer: layer), after)
        case .srcset:
            return (Escaper(content: .srcset, layer: layer), context)
        case .script:
            after.script = scriptAfterValue(context.script)
            return (Escaper(content: .script(context.script), layer: layer), after)
        case .style:
            if context.isStyleURL {
                after.url = context.url == .start ? .path : context.url
                return (Escaper(content: .url(context.url), layer: layer), after)
            }
            return (Escaper(content: .style(context.style), layer: layer), context)
        }
    }

    /// In XML every value is text, escaped for an element's content or a quoted attribute value, unless
    /// it is marked `| safe`; no element or attribute is a URL, a script or a style sheet.
    private static func chooseXML(for context: EscapeContext, isTrusted: Bool) throws(EscapeRefusal) -> (Escaper, EscapeContext) {
        switch context.state {
        case .text, .rcdata, .script, .style: return (Escaper(content: isTrusted ? .trusted : .xmlText, layer: .none), context)
        case .cdata: return (Escaper(content: isTrusted ? .trusted : .cdata, layer: .none), context)
        case .comment, .commentStart, .commentStartDash, .declaration: return (Escaper(content: .dropped, layer: .none), context)
        case .tagName: throw EscapeRefusal.tagName
        case .attributeName: throw EscapeRefusal.attributeName
        case .tag, .afterAttributeName:
            guard isTrusted else { throw EscapeRefusal.attributes }
            var after = context
            after.state = .tag
            return (Escaper(content: .trusted, layer: .none), after)
        case .beforeValue: throw EscapeRefusal.unquotedXMLValue
        case .attributeValue:
            guard context.delimiter != .unquoted else { throw EscapeRefusal.unquotedXMLValue }
            return (Escaper(content: .xmlAttribute, layer: .none), context)
        }
    }

    /// After a value in code comes what follows a value; inside strings and comments nothing changes.
    private static func scriptAfterValue(_ script: EscapeContext.Script) -> EscapeContext.Script {
        script == .expression ? .afterValue : script
    }
}

/// Why a value cannot be printed where it stands.
enum EscapeRefusal: Error {
    case tagName, attributeName, attributes, unquotedXMLValue

    var message: String {
        switch self {
        case .tagName:
            "a value cannot be printed inside a tag name: the page's structure would depend on it"
        case .attributeName:
            "a value cannot build an attribute name: the attribute's meaning (and escaping) would depend on it"
        case .attributes:
            "a value cannot be printed between attributes, where it would make attributes of its own; print it inside an attribute value, or mark trusted attributes with '| safe'"
        case .unquotedXMLValue:
            "an XML attribute value must be quoted: write the quotes around the value"
        }
    }
}
