import Foundation
import Highlight

/// `<span class="tok-KIND">text</span>`, to spell expected output.
func token(_ kind: String, _ text: String) -> String {
    "<span class=\"tok-\(kind)\">\(text)</span>"
}

/// The highlighted HTML, or a marker when the language is unknown.
func highlighted(_ code: String, _ language: String) -> String {
    Highlighter.highlight(code, language: language) ?? "<unknown language>"
}

/// The HTML with every span tag removed.
func strippingSpans(_ html: String) -> String {
    html.replacing(#/<span class="tok-[a-z]+">|<\/span>/#, with: "")
}

/// The classes of the spans, in order.
func spanClasses(_ html: String) -> [String] {
    html.matches(of: #/<span class="tok-([a-z]+)">/#).map { String($0.output.1) }
}
