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

/// The HTML with every span tag removed. Escaped code holds no `<`, so every `<` starts a span tag.
func strippingSpans(_ html: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(html.utf8.count)
    var insideTag = false
    for byte in html.utf8 {
        if byte == UInt8(ascii: "<") {
            insideTag = true
        } else if byte == UInt8(ascii: ">"), insideTag {
            insideTag = false
        } else if !insideTag {
            output.append(byte)
        }
    }
    return String(decoding: output, as: UTF8.self)
}

/// The classes of the spans, in order.
func spanClasses(_ html: String) -> [String] {
    html.matches(of: #/<span class="tok-([a-z]+)">/#).map { String($0.output.1) }
}
