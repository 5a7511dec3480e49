import Core

extension Escaper {
    /// Appends `text` (markup when `trusted`, from `| safe` or `page.content`) escaped for this
    /// escaper's context. Returns what to warn about when the value was replaced by a placeholder.
    func write(_ text: String, trusted: Bool, to output: inout [UInt8]) -> String? {
        if layer == .none {
            return writeContent(text, trusted: trusted, to: &output)
        }
        // The common cases write straight into the output, without a buffer in between.
        if content == .markup || content == .text, !trusted, layer == .html {
            appendHTML(text.utf8, to: &output)
            return nil
        }
        if case .url(let part) = content, layer == .html {
            return Self.writeURL(trusted ? HTMLText.text(ofMarkup: text) : text, part: part, inAttribute: true, to: &output)
        }
        var written: [UInt8] = []
        let warning = writeContent(text, trusted: trusted, to: &written)
        switch layer {
        case .none, .html: HTMLEscaping.appendAttribute(written, to: &output)
        case .unquotedStart where written.isEmpty: output.append(contentsOf: "\"\"".utf8)
        case .unquoted, .unquotedStart: Self.appendUnquoted(written, to: &output)
        }
        return warning
    }

    /// Whether a value that is not safe HTML is written with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references and nothing else changed, so that reading those references gives the value back.
    var writesCharacterReferencesOnly: Bool {
        layer == .html && (content == .markup || content == .text)
    }

    /// A value in code: JSON (`null`, `3`, `"text"`, arrays and objects), or trusted script as is.
    func writeScriptValue(_ value: TemplateValue, to output: inout [UInt8]) throws(TemplateFilterError) {
        var written: [UInt8] = []
        if case .html(let code) = value {
            ScriptEscaping.appendTrusted(code, to: &written)
        } else {
            written.append(contentsOf: try value.json().utf8)
        }
        switch layer {
        case .none: output.append(contentsOf: written)
        case .html: HTMLEscaping.appendAttribute(written, to: &output)
        case .unquoted, .unquotedStart: Self.appendUnquoted(written, to: &output)
        }
    }

    /// Escapes through a contiguous buffer when the string has one (native strings do), which is
    /// far faster than walking its UTF-8 view an index at a time.
    private func appendHTML(_ utf8: String.UTF8View, to output: inout [UInt8]) {
        let appended: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            HTMLEscaping.appendAttribute(bytes, to: &output)
        }
        if appended == nil { HTMLEscaping.appendAttribute(utf8, to: &output) }
    }

    private func writeContent(_ text: String, trusted: Bool, to output: inout [UInt8]) -> String? {
        switch content {
        case .markup, .trusted:
            output.append(contentsOf: text.utf8)
        case .text:
            output.append(contentsOf: (trusted ? HTMLText.text(ofMarkup: text) : text).utf8)
        case .url(let part):
            return Self.writeURL(trusted ? HTMLText.text(ofMarkup: text) : text, part: part, inAttribute: false, to: &output)
        case .srcset:
            return Self.writeSrcset(trusted ? HTMLText.text(ofMarkup: text) : text, to: &output)
        case .script(let position):
            switch position {
            case .lineComment, .blockComment: break
            case .regex, .regexClass: ScriptEscaping.append(text, regex: true, templateLiteral: false, to: &output)
            default: ScriptEscaping.append(text, regex: false, templateLiteral: position == .templateLiteral, to: &output)
            }
        case .style(let position):
            switch position {
            case .doubleString, .singleString: StyleEscaping.appendString(text, to: &output)
            case .value where trusted: StyleEscaping.appendTrusted(text, to: &output)
            case .value:
                guard StyleEscaping.isPlainlySafe(text) else {
                    output.append(contentsOf: StyleEscaping.placeholder.utf8)
                    return text.isEmpty ? nil : "unsafe CSS value '\(text)' replaced by '\(StyleEscaping.placeholder)'"
                }
                output.append(contentsOf: text.utf8)
            case .comment, .url, .doubleURL, .singleURL: break
            }
        case .xmlText:
            XMLEscaping.appendText(text, to: &output)
        case .xmlAttribute:
            XMLEscaping.appendAttribute(text, to: &output)
        case .cdata:
            XMLEscaping.appendCDATA(text, to: &output)
        case .dropped:
            break
        }
        return nil
    }

    /// `inAttribute`: also escapes the `&` a normalised URL keeps, for writing straight into a quoted attribute.
    private static func writeURL(_ url: String, part: EscapeContext.URLPart, inAttribute: Bool, to output: inout [UInt8]) -> String? {
        switch part {
        case .start:
            guard URLEscaping.isSafe(url) else {
                output.append(UInt8(ascii: "#"))
                return "unsafe URL '\(url)' replaced by '#'"
            }
            URLEscaping.appendNormalized(url, inAttribute: inAttribute, to: &output)
        case .path: URLEscaping.appendNormalized(url, inAttribute: inAttribute, to: &output)
        case .query: URLEscaping.appendComponent(url, to: &output)
        }
        return nil
    }

    /// Each candidate of a `srcset` (`URL [width or density]`) checked and normalised on its own.
    private static func writeSrcset(_ list: String, to output: inout [UInt8]) -> String? {
        var warning: String?
        for (index, candidate) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let parts = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            let descriptorIsPlain = parts.dropFirst().allSatisfy { part in
                part.count <= 2 || part.dropLast().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            } && parts.count <= 2
            if candidate.first == " " { output.append(UInt8(ascii: " ")) }
            guard let url = parts.first else { continue }
            guard descriptorIsPlain, parts.dropFirst().allSatisfy({ $0.last == "w" || $0.last == "x" }), URLEscaping.isSafe(String(url)) else {
                output.append(UInt8(ascii: "#"))
                warning = "unsafe srcset candidate '\(candidate)' replaced by '#'"
                continue
            }
            var encoded: [UInt8] = []
            URLEscaping.appendNormalized(String(url), inAttribute: false, to: &encoded)
            for byte in encoded {
                if byte == UInt8(ascii: ",") { output.append(contentsOf: "%2C".utf8) } else { output.append(byte) }
            }
            for descriptor in parts.dropFirst() { output.append(contentsOf: " \(descriptor)".utf8) }
        }
        return warning
    }

    /// Escapes everything that could end an unquoted attribute value or start another attribute.
    private static func appendUnquoted(_ bytes: [UInt8], to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&#34;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            case UInt8(ascii: "="): output.append(contentsOf: "&#61;".utf8)
            case UInt8(ascii: "`"): output.append(contentsOf: "&#96;".utf8)
            case 0x00: output.append(contentsOf: "&#xfffd;".utf8)
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20: output.append(contentsOf: "&#\(byte);".utf8)
            default: output.append(byte)
            }
        }
    }
}
