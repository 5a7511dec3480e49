import Core

/// Safe mode's raw HTML, scanned as it streams past: no tree is built. Each fragment the parser
/// delimits (an HTML block, an inline tag) is read tag by tag, and only two kinds of bytes are
/// written: text, with every `<` that starts no tag written `&lt;`, and the tags of allowed
/// elements with their allowed attributes, copied as written. Comments, processing instructions,
/// declarations and CDATA are dropped (a browser shows none of them).
///
/// Nesting is kept as far as the page's own structure needs it. Raw HTML belongs to the Markdown
/// block it is written in (a paragraph, a list item, a block quote, the document): a closing tag
/// closes only an element that raw HTML of the same block opened, and the elements opened after
/// it with it; one that closes an element of a block around it (`<pre>`, a blank line, text, then
/// `</pre>` ending that paragraph) closes it once the inner blocks have ended, before the next
/// block there; one that closes nothing (a stray `</div>`) is removed; whatever is still open when
/// the block ends is closed there. HTML blocks side by side are one block's raw HTML, so `<div>`,
/// Markdown, `</div>` nests as written. A new link, raw or Markdown, closes an open raw `<a>`, as a
/// browser's parser does; inside a Markdown link, a raw `<a>` is removed, and inside a raw `<a>` an
/// autolink is text.
struct RawHTMLSanitizer {
    /// Something left out, at an offset of the fragment's bytes.
    struct Finding {
        var offset: Int
        var what: String
        var reason: RawHTMLRemoval.Reason
    }

    /// Whether emoji and icon shortcodes (`.shortcodes`) become their characters in raw HTML's text too.
    var convertsShortcodes = false
    /// The site's own icons (`RenderOptions.siteIcons`), which come before the characters there too.
    var siteIcons: [String: [UInt8]] = [:]
    /// The elements raw HTML opened and did not close, innermost last (lower-case names).
    private var open: [[UInt8]] = []
    /// Where the elements of the Markdown block being written start in `open`.
    private var floor = 0
    /// The outermost element of an enclosing block that a closing tag in an inner block closed: it is
    /// closed when its block goes on (`closePending`).
    private var pendingClose: Int?
    /// How many removed `<svg>` and `<math>` elements are open: the elements inside one go with it, unreported.
    private var removedGraphics = 0
    /// The ids of the elements kept since the writer last took them (`ElementIDs`).
    var keptIDs = ElementIDs()

    /// Starts a Markdown block's raw HTML; returns what `leaveBlock` needs to end it.
    mutating func enterBlock() -> Int {
        defer { floor = open.count }
        return floor
    }

    /// Whether the Markdown block being written has elements open.
    var blockHasOpenElements: Bool { open.count > floor }

    /// Ends a Markdown block's raw HTML, closing what it left open.
    mutating func leaveBlock(_ outerFloor: Int, output: inout HTMLBuffer) {
        close(downTo: floor, output: &output)
        floor = outerFloor
        removedGraphics = 0
    }

    /// Between two blocks of a Markdown block, or before its raw HTML: closes an element of this block
    /// that a closing tag in a block inside it closed.
    @discardableResult
    mutating func closePending(output: inout HTMLBuffer) -> Bool {
        guard let pending = pendingClose, pending >= floor else { return false }
        pendingClose = nil
        close(downTo: pending, output: &output)
        return true
    }

    /// How many elements are open: an element written with `write` that raises it is open until `close(downTo:)`.
    var openCount: Int { open.count }

    /// Closes the open elements from the innermost down to `count` of them.
    mutating func close(downTo count: Int, output: inout HTMLBuffer) {
        while open.count > count {
            output.append("</")
            open.removeLast().withUnsafeBufferPointer { output.append($0) }
            output.append(">")
        }
    }

    /// Closes a link raw HTML of this block has open (and what it opened inside it), as a browser's
    /// parser does when another link starts.
    mutating func closeLink(output: inout HTMLBuffer) {
        if let openLink = open[floor...].lastIndex(of: Self.link) { close(downTo: openLink, output: &output) }
    }

    /// Whether raw HTML of this block has a link open: an autolink inside it is its text, as GitHub
    /// writes it, rather than a link that would close the raw one and leave its `</a>` closing nothing.
    var blockHasOpenLink: Bool { open[floor...].contains(Self.link) }

    private static let link = Array("a".utf8)

    /// Writes the raw HTML `bytes[range]`, leaving out what safe mode does not keep and reporting
    /// each removal to `found`. Returns the name of an element whose content is dropped and whose
    /// closing tag the fragment does not hold: the caller drops what follows up to it.
    mutating func write(_ bytes: [UInt8], _ range: Range<Int>, inLink: Bool, to output: inout HTMLBuffer,
                        found: (Finding) -> Void) -> [UInt8]? {
        closePending(output: &output)
        var textStart = range.lowerBound
        var cursor = range.lowerBound
        let end = range.upperBound
        while let angle = Self.index(of: UInt8(ascii: "<"), in: bytes, from: cursor, to: end) {
            appendText(bytes, textStart..<angle, to: &output)
            let step = tag(bytes, at: angle, end: end, inLink: inLink, output: &output, found: found)
            if let dropping = step.droppingUntilClosed { return dropping }
            if let after = step.end {
                cursor = after
            } else {
                output.append("&lt;")
                cursor = angle + 1
            }
            textStart = cursor
        }
        appendText(bytes, textStart..<end, to: &output)
        return nil
    }

    /// What reading a tag at a `<` came to: where the bytes it took end (nil: the `<` starts no
    /// tag), or the element whose content runs past the fragment's end.
    private struct Step {
        var end: Int?
        var droppingUntilClosed: [UInt8]?
    }

    private mutating func tag(_ bytes: [UInt8], at angle: Int, end: Int, inLink: Bool, output: inout HTMLBuffer,
                              found: (Finding) -> Void) -> Step {
        guard angle + 1 < end else { return Step() }
        switch bytes[angle + 1] {
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            return Step(end: Self.endOfMarkup(bytes, at: angle, end: end))
        case UInt8(ascii: "/"):
            guard let tagEnd = HTMLSyntax.scanClosingTag(bytes, at: angle, end: end),
                  let nameEnd = HTMLSyntax.scanTagName(bytes, at: angle + 2, end: end) else { return Step() }
            let name = Self.lowercased(bytes, angle + 2..<nameEnd)
            if RawHTMLAllowlist.isGraphicsRoot(name) { removedGraphics = max(0, removedGraphics - 1) }
            if case .text = RawHTMLAllowlist.element(name) {
                asText(bytes, angle..<tagEnd, name: name, output: &output, found: found)
            } else {
                closingTag(bytes, angle..<tagEnd, name: name, output: &output, found: found)
            }
            return Step(end: tagEnd)
        default:
            var attributes: [RawAttribute] = []
            guard let tagEnd = HTMLSyntax.scanOpenTag(bytes, at: angle, end: end, attribute: { attributes.append($0) }),
                  let nameEnd = HTMLSyntax.scanTagName(bytes, at: angle + 1, end: end) else { return Step() }
            let name = Self.lowercased(bytes, angle + 1..<nameEnd)
            switch RawHTMLAllowlist.element(name) {
            case .kept(let isVoid):
                if name.elementsEqual("a".utf8), inLink {
                    found(Finding(offset: angle, what: "<a>", reason: .nestedLink))
                    return Step(end: tagEnd)
                }
                if RawHTMLAllowlist.isFormControl(name),
                   let sending = attributes.first(where: { RawHTMLAllowlist.sendsForm(Self.lowercased(bytes, $0.name)) }) {
                    let attribute = String(decoding: Self.lowercased(bytes, sending.name), as: UTF8.self)
                    found(Finding(offset: angle, what: "<\(String(decoding: name, as: UTF8.self))> with \(attribute)=", reason: .form))
                    return Step(end: tagEnd)
                }
                openingTag(bytes, angle..<tagEnd, name: name, nameEnd: nameEnd, attributes: attributes, isVoid: isVoid,
                           output: &output, found: found)
                return Step(end: tagEnd)
            case .text:
                asText(bytes, angle..<tagEnd, name: name, output: &output, found: found)
                return Step(end: tagEnd)
            case .removed(let reason, let dropsContent):
                if removedGraphics == 0 { found(Finding(offset: angle, what: "<\(String(decoding: name, as: UTF8.self))>", reason: reason)) }
                if RawHTMLAllowlist.isGraphicsRoot(name), bytes[tagEnd - 2] != UInt8(ascii: "/") { removedGraphics += 1 }
                guard dropsContent else { return Step(end: tagEnd) }
                guard let after = Self.endOfElement(name, in: bytes, from: tagEnd, end: end) else {
                    return Step(end: end, droppingUntilClosed: name)
                }
                return Step(end: after)
            }
        }
    }

    /// An allowed element's opening tag: its name and kept attributes as written, each attribute
    /// left out reported.
    private mutating func openingTag(_ bytes: [UInt8], _ tag: Range<Int>, name: [UInt8], nameEnd: Int, attributes: [RawAttribute],
                                     isVoid: Bool, output: inout HTMLBuffer, found: (Finding) -> Void) {
        if name.elementsEqual("a".utf8) { closeLink(output: &output) }
        append(bytes, tag.lowerBound..<nameEnd, to: &output)
        let element = String(decoding: name, as: UTF8.self)
        let isButton = name.elementsEqual("button".utf8)
        // A button sends no form: whatever type it was written with, it is one that does nothing by itself.
        if isButton { output.append(" type=\"button\"") }
        let isMuted = attributes.contains { Self.lowercased(bytes, $0.name).elementsEqual("muted".utf8) }
        var afterAttributes = nameEnd
        for attribute in attributes {
            afterAttributes = attribute.end
            let attributeName = Self.lowercased(bytes, attribute.name)
            if RawHTMLAllowlist.isMarkdownAttribute(attributeName) { continue }
            if isButton, attributeName.elementsEqual("type".utf8) { continue }
            if RawHTMLAllowlist.isStyleAttribute(attributeName) {
                style(bytes, attribute, on: element, output: &output, found: found)
                continue
            }
            if attributeName.elementsEqual("autoplay".utf8), !isMuted {
                found(Finding(offset: attribute.name.lowerBound, what: RawHTMLRemoval.attribute(attributeName, value: nil, on: element), reason: .playsAloud))
                continue
            }
            if let reason = RawHTMLAllowlist.removalReason(ofAttribute: attributeName, value: attribute.value.map { bytes[$0] }) {
                let what = RawHTMLRemoval.attribute(attributeName, value: reason == .clobbersLayout ? attribute.value.map { Array(bytes[$0]) } : nil,
                                                    on: element)
                found(Finding(offset: attribute.name.lowerBound, what: what, reason: reason))
            } else {
                append(bytes, attribute.start..<attribute.end, to: &output)
                keptIDs.note(attributeName, attribute.value.map { bytes[$0] }, on: name)
            }
        }
        append(bytes, afterAttributes..<tag.upperBound, to: &output)
        if !isVoid { open.append(name) }
    }

    /// A `style` attribute: as written when `InlineStyle` keeps every declaration, else with the ones it
    /// keeps (none: no attribute), each one left out reported.
    private func style(_ bytes: [UInt8], _ attribute: RawAttribute, on element: String, output: inout HTMLBuffer, found: (Finding) -> Void) {
        guard let value = attribute.value else { return }
        let (kept, removals) = InlineStyle.sanitized(AttributeValue.decoded(bytes[value]))
        for removal in removals {
            found(Finding(offset: attribute.name.lowerBound, what: RawHTMLRemoval.styleDeclaration(removal.declaration, on: element), reason: removal.reason))
        }
        guard let kept else { return append(bytes, attribute.start..<attribute.end, to: &output) }
        guard !kept.isEmpty else { return }
        // What is kept holds no quote, `&` or `<` (`InlineStyle` keeps none): written without escaping.
        output.append(" style=\"")
        kept.withUnsafeBufferPointer { output.append($0) }
        output.append("\"")
    }

    /// A tag of no HTML element (`<Int32>`), written as the text it is and reported.
    private func asText(_ bytes: [UInt8], _ tag: Range<Int>, name: [UInt8], output: inout HTMLBuffer, found: (Finding) -> Void) {
        let closing = bytes[tag.lowerBound + 1] == UInt8(ascii: "/")
        found(Finding(offset: tag.lowerBound, what: "<\(closing ? "/" : "")\(String(decoding: name, as: UTF8.self))>", reason: .notAnElement))
        bytes[tag].withUnsafeBufferPointer { output.appendText($0) }
    }

    /// A closing tag: written when raw HTML of this block opened its element (closing the elements
    /// opened after it first), left for `closePending` when a block around this one did, else removed,
    /// and reported unless its element is one safe mode removes.
    private mutating func closingTag(_ bytes: [UInt8], _ tag: Range<Int>, name: [UInt8], output: inout HTMLBuffer,
                                     found: (Finding) -> Void) {
        if let element = open[floor...].lastIndex(of: name) {
            close(downTo: element + 1, output: &output)
            open.removeLast()
            append(bytes, tag, to: &output)
        } else if let element = open[..<floor].lastIndex(of: name) {
            pendingClose = min(pendingClose ?? element, element)
        } else if case .kept = RawHTMLAllowlist.element(name), !RawHTMLAllowlist.isFormControl(name) {
            found(Finding(offset: tag.lowerBound, what: "</\(String(decoding: name, as: UTF8.self))>", reason: .closesNothing))
        }
    }

    /// The end of a comment, processing instruction, declaration or CDATA section starting at
    /// `angle` (the fragment's end when it does not end in it).
    private static func endOfMarkup(_ bytes: [UInt8], at angle: Int, end: Int) -> Int {
        let terminator: StaticString
        if HTMLSyntax.hasPrefix("<!--", in: bytes, at: angle, end: end) {
            if HTMLSyntax.hasPrefix("<!-->", in: bytes, at: angle, end: end) { return angle + 5 }
            if HTMLSyntax.hasPrefix("<!--->", in: bytes, at: angle, end: end) { return angle + 6 }
            terminator = "-->"
        } else if HTMLSyntax.hasPrefix("<![cdata[", in: bytes, at: angle, end: end) {
            terminator = "]]>"
        } else if bytes[angle + 1] == UInt8(ascii: "?") {
            terminator = "?>"
        } else {
            terminator = ">"
        }
        return HTMLSyntax.find(terminator, in: bytes, from: angle + 2, to: end) ?? end
    }

    /// The end of the closing tag of `name` from `start` on, as a browser finds the end of raw text
    /// (`</script` then whitespace, `/` or `>`), or nil.
    private static func endOfElement(_ name: [UInt8], in bytes: [UInt8], from start: Int, end: Int) -> Int? {
        var cursor = start
        while let angle = index(of: UInt8(ascii: "<"), in: bytes, from: cursor, to: end) {
            let nameStart = angle + 2, nameEnd = nameStart + name.count
            if nameEnd < end, bytes[angle + 1] == UInt8(ascii: "/"),
               bytes[nameStart..<nameEnd].elementsEqual(name, by: { $0.asciiLowercased == $1 }),
               bytes[nameEnd].isASCIIWhitespace || bytes[nameEnd] == UInt8(ascii: "/") || bytes[nameEnd] == UInt8(ascii: ">") {
                return index(of: UInt8(ascii: ">"), in: bytes, from: nameEnd, to: end).map { $0 + 1 } ?? end
            }
            cursor = angle + 1
        }
        return nil
    }

    private static func lowercased(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
        bytes[range].map(\.asciiLowercased)
    }

    private static func index(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes[start..<end].firstIndex(of: byte)
    }

    /// Text between tags; with `convertsShortcodes`, a known shortcode outside code is the site's icon or its
    /// character, as jemoji and GitHub write it (`<div>:bouquet:</div>`). An unknown one stays as written, unreported: in raw HTML a
    /// colon pair is more often something else.
    private func appendText(_ bytes: [UInt8], _ range: Range<Int>, to output: inout HTMLBuffer) {
        guard convertsShortcodes, bytes[range].contains(UInt8(ascii: ":")), !open.contains(where: RawHTMLAllowlist.showsCode) else {
            return append(bytes, range, to: &output)
        }
        var written = range.lowerBound
        var cursor = range.lowerBound
        while let colon = bytes[cursor..<range.upperBound].firstIndex(of: UInt8(ascii: ":")) {
            cursor = colon + 1
            guard let nameBytes = Shortcode.name(in: bytes, at: colon, textStart: range.lowerBound, end: range.upperBound) else { continue }
            let name = String(decoding: bytes[nameBytes], as: UTF8.self)
            let picture = siteIcons[name]
            guard let shown = picture ?? ShortcodeTable.character(for: name).map({ Array($0.utf8) }) else { continue }
            append(bytes, written..<colon, to: &output)
            let opening = Shortcode.openingTag(for: name, kind: picture == nil ? "emoji" : "icon")
            (Array(opening.utf8) + shown + Array("</span>".utf8)).withUnsafeBufferPointer { output.append($0) }
            written = nameBytes.upperBound + 1
            cursor = written
        }
        append(bytes, written..<range.upperBound, to: &output)
    }

    private func append(_ bytes: [UInt8], _ range: Range<Int>, to output: inout HTMLBuffer) {
        guard !range.isEmpty else { return }
        bytes[range].withUnsafeBufferPointer { output.append($0) }
    }
}
