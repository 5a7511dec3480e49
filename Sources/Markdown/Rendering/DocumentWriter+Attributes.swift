import Core

/// kramdown's attribute lists (`.kramdownAttributes`), written into the opening tag of the element they
/// belong to: ` id="…" class="…" key="…"`, values escaped. The definitions a list names (`{: ref}`) apply
/// first, wherever they are in the document. In safe mode each attribute meets the rules raw HTML's meet
/// (`RawHTMLAllowlist`, `InlineStyle` for a style's declarations): one they refuse is left out and reported as raw HTML's removals are, where its
/// list is written.
extension DocumentWriter {
    /// The attributes given to the block, with the definitions they name applied; nil when it has none.
    func attributes(of index: Int) -> AttributeList? {
        let list = attributeList(of: index)
        return list < 0 ? nil : resolved(attributeLists[list])
    }

    /// `list` after the definitions it names (and those they name, a few levels down), each applied once
    /// however often it is named: definitions naming each other cost no more than the definitions themselves.
    func resolved(_ list: AttributeList) -> AttributeList {
        guard !list.referencedNames.isEmpty else { return list }
        var result = AttributeList(sourceOffset: list.sourceOffset)
        var applied: Set<[UInt8]> = []
        apply(list.referencedNames, to: &result, applied: &applied, depth: 0)
        result.merge(list)
        return result
    }

    private func apply(_ names: [[UInt8]], to result: inout AttributeList, applied: inout Set<[UInt8]>, depth: Int) {
        guard depth < 8 else { return }
        for name in names where applied.insert(name).inserted {
            guard let definition = attributeDefinitions[name] else { continue }
            apply(definition.referencedNames, to: &result, applied: &applied, depth: depth + 1)
            result.merge(definition, keepingReferences: false)
        }
    }

    /// The block's attributes as they go into the opening tag of `element`; nil when it has none.
    mutating func renderedAttributes(of index: Int, on element: String) -> [UInt8]? {
        guard attributeList(of: index) >= 0, let list = attributes(of: index) else { return nil }
        return renderedAttributes(list, on: element)
    }

    /// ` name="value"` for each attribute of `list` that may be written, `classes` first in `class`.
    mutating func renderedAttributes(_ list: AttributeList, on element: String, classes: [String] = []) -> [UInt8] {
        var output = HTMLBuffer(capacity: 64)
        var ownClasses = classes.joined(separator: " ")
        for (name, written) in list.pairs where isAllowed(name, written, on: element, in: list) {
            var value = written
            if !html.options.allowsUnsafeHTML, RawHTMLAllowlist.isStyleAttribute(name) {
                guard let kept = keptStyle(written, on: element, in: list) else { continue }
                value = kept
            }
            if name.elementsEqual("class".utf8), !ownClasses.isEmpty {
                ownClasses += " " + String(decoding: value, as: UTF8.self)
                continue
            }
            output.append(" ")
            name.withUnsafeBufferPointer { output.append($0) }
            output.append("=\"")
            value.withUnsafeBufferPointer { output.appendAttribute($0) }
            output.append("\"")
            // An element an attribute list names is a link's target, as a heading is.
            if name.elementsEqual("id".utf8), html.page.parts.contains(.headings) { html.page.elementIDs.append(String(decoding: value, as: UTF8.self)) }
        }
        if !ownClasses.isEmpty {
            output.append(" class=\"")
            ownClasses.withUTF8 { output.appendAttribute($0) }
            output.append("\"")
        }
        return output.take()
    }

    /// Whether safe mode keeps the attribute (a style: some of its declarations); when it does not, the removal is recorded.
    mutating func isAllowed(_ name: [UInt8], _ value: [UInt8], on element: String, in list: AttributeList) -> Bool {
        guard !html.options.allowsUnsafeHTML, !RawHTMLAllowlist.isStyleAttribute(name),
              let reason = RawHTMLAllowlist.removalReason(ofAttribute: name, value: value[...]) else {
            return true
        }
        recordRemoval(RawHTMLRemoval.attribute(name, value: reason == .clobbersLayout ? value : nil, on: element), reason, in: list)
        return false
    }

    /// The declarations of a style that safe mode keeps (nil: none), each one left out recorded.
    private mutating func keptStyle(_ value: [UInt8], on element: String, in list: AttributeList) -> [UInt8]? {
        let (kept, removals) = InlineStyle.sanitized(value)
        for removal in removals {
            recordRemoval(RawHTMLRemoval.styleDeclaration(removal.declaration, on: element), removal.reason, in: list)
        }
        guard let kept else { return value }
        return kept.isEmpty ? nil : kept
    }

    private mutating func recordRemoval(_ what: String, _ reason: RawHTMLRemoval.Reason, in list: AttributeList) {
        let input = self.input
        html.page.recordRemoval(what, reason, origin: .attributeList) {
            var position = InputPosition(input)
            position.advance(to: list.sourceOffset, in: input)
            return (position.line, position.column)
        }
    }
}
