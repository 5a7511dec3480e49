/// kramdown's extensions (`.kramdownAttributes`): `{::comment}` … `{:/comment}` (or `{:/}`) is left out,
/// `{::nomarkdown}` … `{:/}` is raw HTML (kept as far as safe mode keeps raw HTML), and `{::options … /}`
/// is read and left out. A start tag with no stop tag after it has no body; another name leaves the line text.
extension BlockParser {
    /// Starts the extension whose tag (after `{::`, without the `}`) is `tag`.
    mutating func startKramdownExtension(_ container: inout Int, tag: Range<Int>) -> Bool {
        var nameEnd = tag.lowerBound
        while nameEnd < tag.upperBound, bytes[nameEnd].isASCIIAlphanumeric || bytes[nameEnd] == UInt8(ascii: "_") { nameEnd += 1 }
        let name = Array(bytes[tag.lowerBound..<nameEnd])
        guard nameEnd > tag.lowerBound, Self.extensionNames.contains(name),
              nameEnd == tag.upperBound || bytes[nameEnd].isSpaceOrTab || bytes[nameEnd] == UInt8(ascii: "/") else { return false }
        let hasBody = bytes[tag.upperBound - 1] != UInt8(ascii: "/") && hasStopTag(after: lineEnd)
        container = addChild(hasBody ? .kramdownExtension : .nonContent, to: container)
        if hasBody {
            nodes[container].label = name
            let attributes = bytes[nameEnd..<tag.upperBound]
            if !attributes.isEmpty {
                nodes[container].attributes = attributeLists.count
                attributeLists.append(AttributeList(parsing: attributes, sourceOffset: nextNonspace))
            }
        }
        consumeRestOfLine()
        return true
    }

    /// nil when the line is the extension's stop tag (and the extension is closed); otherwise true.
    mutating func continueKramdownExtension(_ node: Int) -> Bool? {
        let start = nextNonspace
        guard indent <= 3, start + 3 < lineEnd, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: ":"),
              bytes[start + 2] == UInt8(ascii: "/"), let close = bytes[start..<lineEnd].firstIndex(of: UInt8(ascii: "}")),
              close == start + 3 || bytes[(start + 3)..<close].elementsEqual(nodes[node].label),
              bytes[(close + 1)..<lineEnd].allSatisfy(\.isSpaceOrTab) else { return true }
        tip = finalize(node)
        return nil
    }

    /// A line that does not continue the list item or quote around an open extension, right after a line that is
    /// not blank, is still the extension's, up to its stop tag: kramdown takes such a lazy line into the item or
    /// quote, as a Jekyll page's `{{ value }}` holding `{::nomarkdown}` lines writes them in a list item.
    mutating func continueKramdownExtensionLazily() -> Bool {
        guard nodes[tip].kind == .kramdownExtension, nodes[tip].isOpen, !blank, lastBlankLine != lineNumber - 1 else { return false }
        if continueKramdownExtension(tip) != nil { addLine(to: tip) }
        return true
    }

    /// Whether a stop tag (`{:/`) comes after `offset`. The last one in the input is found once.
    private mutating func hasStopTag(after offset: Int) -> Bool {
        if lastStopTag == nil {
            let marker = Array("{:/".utf8)
            lastStopTag = bytes.count >= 3 ? (0...(bytes.count - 3)).last { bytes[$0..<($0 + 3)].elementsEqual(marker) } ?? -1 : -1
        }
        return lastStopTag! > offset
    }

    private static let extensionNames: Set<[UInt8]> = Set(["comment", "nomarkdown", "options"].map { Array($0.utf8) })
}

extension DocumentWriter {
    /// An extension with a body: a `nomarkdown` one for HTML (with no `type`, or `type` naming `html`) is written
    /// as an HTML block; anything else is left out.
    mutating func writeKramdownExtension(_ index: Int) {
        guard nodes[index].label.elementsEqual("nomarkdown".utf8) else { return }
        if nodes[index].attributes >= 0, let types = attributeLists[nodes[index].attributes].value(of: "type"),
           !types.split(separator: .space).contains(where: { $0.elementsEqual("html".utf8) }) { return }
        writeHTMLBlock(index)
    }
}
