import Foundation
import Markdown

/// Converts the Liquid of a Jekyll page or include to sitegen's template language: outputs and `if`, `unless`,
/// `case`, `for`, `assign`, `capture` and `include` to their equivalents, the tags for links and code to
/// Markdown, and what has none to a call of the `unconverted` shortcodes (a build warning, and the body or
/// nothing shown in its place).
struct LiquidTags {
    /// The link for `{% post_url 2016-01-29-hello %}`.
    var postLink: (String) -> String?
    /// The link for `{% link about.md %}` (a path from the site root).
    var fileLink: (String) -> String?
    var expression: LiquidExpression
    /// The includes that have a template in Templates/shortcodes/, by file name (`note.html`): the shortcode's name.
    var includes: [String: String] = [:]
    /// The includes whose converted text starts with fenced code (a `highlight`), by file name.
    var includesStartingCode: Set<String> = []
    /// Why each other include of `_includes/` has none, by file name.
    var untranslatable: [String: String] = [:]
    /// The conversions made, by kind.
    var counts: [String: Int] = [:]
    /// The text of a file beside the page being converted, by its path from there (`{% include_relative _guide.md %}`).
    var fileBesidePage: (String) -> String? = { _ in nil }
    /// The files `include_relative` is inlining, outermost first: one that includes itself is not read again.
    var inlining: [String] = []
    /// The blocks whose bodies are being converted, outermost first (`unconverted` for one shown as it is): a `break`
    /// or `continue` converts in a loop's, not across a `capture`.
    var enclosing: [String] = []
    /// How deep the raw HTML of the text converted so far nests.
    var nesting = HTMLNesting()
    /// Whether an output prints its value as markup, as Liquid prints it, where it stands in text: so in pages and
    /// includes, whose HTML safe mode sanitizes; in a JSON, XML or text file sitegen's escaping keeps it valid.
    var printsValuesAsMarkup = true
    /// Each file of `_includes/`, by file name.
    var includeFiles: [String: JekyllInclude] = [:]
    /// The variables the text converted so far has set (`assign`, `capture`) and the loops it stands in have: in Jekyll
    /// an include sees them, so a call passes those its include reads.
    private(set) var scope: Set<String> = []
    /// Tags that print nothing themselves: alone on a line inside an element, such a tag takes its line with it, as
    /// kramdown reads on through the blank line it leaves in Jekyll and CommonMark's HTML block would end there.
    private static let printsNothing: Set<String> = [
        "if", "elsif", "else", "endif", "unless", "endunless", "case", "when", "endcase", "for", "endfor", "assign",
        "capture", "endcapture", "comment", "endcomment", "break", "continue",
    ]

    /// One `{% name arguments %}` tag.
    struct Tag {
        var range: Range<String.Index>
        var name: String
        var arguments: String
        /// `{%-` and `-%}`: the whitespace before or after goes.
        var trimsBefore = false
        var trimsAfter = false

        /// A sitegen tag with this one's whitespace control.
        func written(_ inner: String) -> String {
            (trimsBefore ? "{%- " : "{% ") + inner + (trimsAfter ? " -%}" : " %}")
        }
    }

    private static let controlFlow: Set<String> = ["if", "unless", "case", "for", "capture", "tablerow"]
    /// Tags that hold no body; any other holds one up to its `end` tag, when it has one (a plugin's `{% tabs %}` too).
    private static let single: Set<String> = ["assign", "include", "include_relative", "include_cached", "link", "post_url", "gist", "break", "continue", "cycle", "increment", "decrement", "echo"]

    mutating func convert<Text: StringProtocol>(_ text: Text) -> TemplateText {
        nesting = HTMLNesting()
        scope = []
        return convert(Self.linkingAutolinks(String(text)), in: nil)
    }

    /// `<https://example.com/{{ path }}>` as `[https://example.com/{{ path }}](https://example.com/{{ path }})`: in an
    /// autolink the template language would see a value printed inside a tag.
    static func linkingAutolinks(_ text: String) -> String {
        guard text.contains("<"), text.contains("{{") else { return text }
        let autolink = try! NSRegularExpression(pattern: "<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^<>\\s]*\\{\\{[^<>\\n]*?\\}\\}[^<>\\s]*)>")
        return autolink.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "[$1]($1)")
    }

    /// `text` converted; `block` is the tag whose body it is, which its `else`, `elsif` and `when` belong to. The
    /// body of a block that is not converted is shown whole, without them.
    /// `startsLine`: whether the text starts a line of the page.
    private mutating func convert(_ text: String, in block: Tag?, isConverted: Bool = true, startsLine: Bool = true) -> TemplateText {
        if let block { enclosing.append(isConverted ? block.name : "unconverted") }
        defer { if block != nil { enclosing.removeLast() } }
        var output = TemplateText()
        var position = text.startIndex
        var seenWhen = false
        while let open = text[position...].range(of: "{")?.lowerBound {
            let after = text[text.index(after: open)...]
            let tag = after.hasPrefix("%") ? Self.readTag(text[...], at: open) : nil
            // The text before the tag is read first: whether the tag stands inside an element depends on it.
            let before = text[position..<open]
            let indent = before.suffix(min(Self.blanks(before: open, in: text), before.count))
            let startsBlock = tag.map(startsMarkdownBlock) ?? false
            output.append(text: nesting.read(before.dropLast(indent.count), startsLine: isLineStart(at: position, in: text, output, startsLine),
                                             endsBeforeMarkdown: startsBlock))
            let collapses = tag.map { collapsesLine($0, in: text, textStartsLine: startsLine) } ?? false
            let tagStartsLine = isLineStart(at: indent.startIndex, in: text, output, startsLine)
            if startsBlock, tagStartsLine, nesting.readsLinesAsHTML {
                // kramdown reads Jekyll's highlighted HTML in the element; sitegen's fenced code must end the HTML block.
                output.append(text: "\n")
            } else if !collapses {
                output.append(text: indentation(indent, startingLine: tagStartsLine))
            }
            if let tag {
                if ["else", "elsif", "when"].contains(tag.name) {
                    if isConverted { branch(tag, in: block, seenWhen: &seenWhen, to: &output) }
                    position = tag.range.upperBound
                } else {
                    position = convert(tag, in: text, to: &output, collapsing: collapses, textStartsLine: startsLine)
                }
                if collapses, Self.single.contains(tag.name) || ["else", "elsif", "when"].contains(tag.name) {
                    position = Self.afterLineBreak(from: position, in: text)
                }
            } else if after.hasPrefix("{"), let close = text[after.index(after: after.startIndex)...].range(of: "}}") {
                convertOutput(open..<close.upperBound, in: text, to: &output)
                position = close.upperBound
            } else {
                output.append(text: "{")
                position = after.startIndex
            }
        }
        output.append(text: nesting.read(text[position...], startsLine: isLineStart(at: position, in: text, output, startsLine)))
        return output
    }

    /// Whether the tag converts to Markdown that starts a block (fenced code): `highlight`, or an include whose text
    /// starts with one.
    private func startsMarkdownBlock(_ tag: Tag) -> Bool {
        guard tag.name == "include" else { return tag.name == "highlight" }
        let file = tag.arguments.prefix { !$0.isWhitespace }.drop { $0 == "/" }
        return includesStartingCode.contains(String(file))
    }

    /// The blanks before a tag as written, or one space when they start a line read as HTML (`HTMLNesting`).
    private func indentation(_ indent: Substring, startingLine: Bool) -> Substring {
        startingLine && !indent.isEmpty && nesting.readsLinesAsHTML ? " " : indent
    }

    /// Whether the text at `position` starts a line of the page: after what was written ends one, or after a line of
    /// tags that went whole (its line break passed).
    private func isLineStart(at position: String.Index, in text: String, _ output: TemplateText, _ textStartsLine: Bool) -> Bool {
        if output.isEmpty { return textStartsLine }
        return output.endsLine || (position > text.startIndex && text[text.index(before: position)].isNewline)
    }

    /// Whether a tag that prints nothing stands alone on its line inside an element (and its author trims nothing).
    /// Its line holds nothing else but blanks and such tags (`{% endif %} {% if x %}`): the blanks before it go, and
    /// the line break after it when it is the line's last. A tag whose author trims whitespace keeps to that.
    private func collapsesLine(_ tag: Tag, in text: String, textStartsLine: Bool = true) -> Bool {
        let written = text[tag.range]
        guard nesting.isInsideElement, Self.printsNothing.contains(tag.name), !written.hasPrefix("{%-"), !written.hasSuffix("-%}") else { return false }
        let lineStart = text[..<tag.range.lowerBound].lastIndex(where: \.isNewline).map(text.index(after:))
        guard lineStart != nil || textStartsLine else { return false }
        let lineEnd = text[tag.range.upperBound...].firstIndex(where: \.isNewline) ?? text.endIndex
        return Self.holdsOnlySilentTags(text[(lineStart ?? text.startIndex)..<tag.range.lowerBound])
            && Self.holdsOnlySilentTags(text[tag.range.upperBound..<lineEnd])
    }

    /// Whether a part of a line holds only blanks and tags that print nothing.
    private static func holdsOnlySilentTags(_ part: Substring) -> Bool {
        var rest = part.drop { $0 == " " || $0 == "\t" }
        while !rest.isEmpty {
            guard rest.hasPrefix("{%"), let tag = readTag(rest, at: rest.startIndex), printsNothing.contains(tag.name) else { return false }
            rest = rest[tag.range.upperBound...].drop { $0 == " " || $0 == "\t" }
        }
        return true
    }

    /// How many blanks stand before `index` on its line.
    private static func blanks(before index: String.Index, in text: String) -> Int {
        text[..<index].reversed().prefix { $0 == " " || $0 == "\t" }.count
    }

    /// Past the blanks after `index` and the line break after them.
    private static func afterLineBreak(from index: String.Index, in text: String) -> String.Index {
        let rest = text[index...].drop { $0 == " " || $0 == "\t" }
        return rest.first?.isNewline == true ? rest.index(after: rest.startIndex) : index
    }

    /// `{% else %}`, `{% elsif %}`, `{% when %}` in the body of the block they belong to.
    private mutating func branch(_ tag: Tag, in block: Tag?, seenWhen: inout Bool, to output: inout TemplateText) {
        switch (tag.name, block?.name) {
        case ("else", "for"): output.append(tag: tag.written("empty"))
        case ("else", _): output.append(tag: tag.written("else"))
        case ("elsif", "if"), ("elsif", "unless"):
            do {
                output.append(tag: tag.written("elif " + (try expression.condition(tag.arguments))))
            } catch {
                output.appendUnconverted(kind: "Liquid tag elsif", what: "Liquid '{% elsif \(tag.arguments) %}'", why: error.why)
            }
        case ("when", "case"):
            do {
                let subject = try expression.operand(block!.arguments.trimming(" "))
                let values = try LiquidExpression.split(tag.arguments.replacingOccurrences(of: " or ", with: ","), at: ",")
                let test = try values.map { value throws(LiquidExpression.Failure) in "\(subject) == \(try expression.operand(value))" }.joined(separator: " or ")
                output.append(tag: tag.written((seenWhen ? "elif " : "if ") + test))
                seenWhen = true
            } catch {
                output.appendUnconverted(kind: "Liquid tag when", what: "Liquid '{% when \(tag.arguments) %}'", why: error.why)
            }
        default:
            output.appendUnconverted(kind: "Liquid tag \(tag.name)", what: "Liquid '{% \(tag.name) %}'", why: "it stands outside the tag it belongs to")
        }
    }

    /// Converts one tag (with its body, for a block) and tells where the text goes on after it.
    /// With `collapsing`, the block's head takes its line with it; its end does when it stands alone on its line.
    private mutating func convert(_ tag: Tag, in text: String, to output: inout TemplateText, collapsing: Bool = false,
                                  textStartsLine: Bool = true) -> String.Index {
        let end = Self.single.contains(tag.name) || tag.name.hasPrefix("end") ? nil : Self.closing(of: tag, in: text)
        let endCollapses = end.map { collapsesLine($0, in: text, textStartsLine: textStartsLine) } == true
        let inner = end.map { end in
            var body = text[tag.range.upperBound..<end.range.lowerBound]
            if collapsing { body = body[Self.afterLineBreak(from: body.startIndex, in: text)...] }
            if endCollapses { body = body.dropLast(Self.blanks(before: end.range.lowerBound, in: text)) }
            return String(body)
        }
        let after = end.map { endCollapses ? Self.afterLineBreak(from: $0.range.upperBound, in: text) : $0.range.upperBound } ?? tag.range.upperBound
        do throws(LiquidExpression.Failure) {
            if let converted = try markdown(for: tag, inner: inner) {
                if ["link", "post_url"].contains(tag.name), Self.standsInHTMLTag(tag.range, in: text) {
                    // Markdown resolves a link to a page's file; an attribute of raw HTML keeps it as written.
                    output.append(output: "{{ \(TemplateText.literal(converted)) | resolve_url }}", kind: "Liquid tag \(tag.name)", what: "Liquid '{% \(tag.name) %}'")
                } else {
                    output.append(text: converted)
                }
                return after
            }
            switch tag.name {
            case "comment":
                guard inner != nil else { throw LiquidExpression.Failure(why: "it has no '{% endcomment %}'") }
                counts["comment → left out", default: 0] += 1
            case "assign":
                guard let equals = tag.arguments.firstIndex(of: "=") else { throw LiquidExpression.Failure(why: "it has no '='") }
                let name = try LiquidExpression.variable(tag.arguments[..<equals].trimming(" "))
                let value = tag.arguments[tag.arguments.index(after: equals)...].trimming(" ")
                if let text = Self.literalText(value) {
                    // Liquid prints a string as it is, so `<div>` in it is the page's markup: captured, sitegen prints it so too.
                    output.append(tag: (tag.trimsBefore ? "{%- set " : "{% set ") + name + " %}")
                    output.append(text: text)
                    output.append(tag: tag.trimsAfter ? "{% endset -%}" : "{% endset %}")
                } else {
                    output.append(tag: tag.written("set \(name) = " + (try expression.translate(String(value)))))
                }
                expression.bind(name, to: expression.kind(of: String(value)))
                scope.insert(name)
                counts["assign → set", default: 0] += 1
            case "link":
                // `{% link {{ url }} %}`: the path is made as the page is built, and `page_ref` finds the page then.
                let written = tag.arguments.trimming(" ")
                guard written.hasPrefix("{{"), written.hasSuffix("}}"), written.components(separatedBy: "{{").count == 2 else {
                    throw LiquidExpression.Failure(why: "its path '\(tag.arguments)' is not one value")
                }
                let value = try expression.translate(written.dropFirst(2).dropLast(2).trimming(" -"))
                let url = Self.standsInHTMLTag(tag.range, in: text) ? " | resolve_url" : ""
                output.append(output: "{{ \(value) | page_ref\(url) }}", kind: "Liquid tag link", what: "Liquid '{% link \(written) %}'")
                counts["link {{ }} → page_ref", default: 0] += 1
            case "include" where includeFiles[Self.includedFile(tag.arguments)]?.onlyAssigns == true:
                // Such an include sets variables for the page, which a shortcode could not.
                output.append(try inlined(tag.arguments, startsLine: output.isEmpty || output.endsLine, from: .includes))
                counts["include of assigns alone → its tags in the page", default: 0] += 1
            case "include":
                output.append(tag: tag.written(try include(tag.arguments)))
                counts["include → shortcode", default: 0] += 1
            case "break", "continue":
                guard enclosing.last(where: { ["for", "capture", "unconverted"].contains($0) }) == "for" else {
                    throw LiquidExpression.Failure(why: "it stands outside a loop")
                }
                output.append(tag: tag.written(tag.name))
                counts["\(tag.name) → \(tag.name)", default: 0] += 1
            case "include_relative":
                output.append(try inlined(tag.arguments, startsLine: output.isEmpty || output.endsLine, from: .besidePage))
                counts["include_relative → the file's text", default: 0] += 1
            case "if", "unless", "case", "for", "capture":
                guard let inner, let end else { throw LiquidExpression.Failure(why: "it has no '{% end\(tag.name) %}'") }
                let endTag = end.written(tag.name == "capture" ? "endset" : tag.name == "for" ? "endfor" : "endif")
                if tag.name == "case" {
                    guard inner.contains("when") else { throw LiquidExpression.Failure(why: "it has no '{% when %}'") }
                    output.append(convert(String(inner.drop { $0 != "{" }), in: tag, startsLine: false))
                    output.append(tag: endTag)
                } else {
                    let head = try head(of: tag)
                    output.append(blockHead: tag.written(head), body: body(of: tag, inner: inner, collapsing: collapsing), end: endTag,
                                  kind: "Liquid tag \(tag.name)", what: "Liquid '{% \(tag.name) %}'")
                }
                counts["\(tag.name) → \(tag.name == "capture" ? "set" : tag.name == "for" ? "for" : "if")", default: 0] += 1
            default:
                throw LiquidExpression.Failure(why: "a tag of a plugin or one sitegen has no equivalent of")
            }
        } catch {
            // The body of a loop or a condition is no text to show without it; a plugin's block's may well be.
            let body = Self.controlFlow.contains(tag.name) ? nil : inner.map { convert($0, in: tag, isConverted: false, startsLine: collapsing) }
            output.appendUnconverted(kind: "Liquid tag \(tag.name)", what: "Liquid '{% \(tag.name) %}'", why: error.why, body: body)
        }
        return after
    }

    /// A block's body converted, with what its tag makes its variable hold: a loop's over posts is a post in the body
    /// alone; a capture's is text from then on.
    private mutating func body(of tag: Tag, inner: String, collapsing: Bool) -> TemplateText {
        let words = tag.arguments.split(separator: " ", maxSplits: 3).map(String.init)
        guard tag.name == "for", words.count >= 3 else {
            defer {
                if tag.name == "capture" {
                    expression.bind(tag.arguments.trimming(" \"'"), to: nil)
                    scope.insert(tag.arguments.trimming(" \"'"))
                }
            }
            return convert(inner, in: tag, startsLine: collapsing)
        }
        let before = (kind: expression.kind(ofVariable: words[0]), scope: scope)
        expression.bind(words[0], to: expression.kind(of: words[2]) == .pages ? .page : nil)
        scope.insert(words[0])
        defer {
            expression.bind(words[0], to: before.kind)
            scope = before.scope
        }
        return convert(inner, in: tag, startsLine: collapsing)
    }

    /// The text of a quoted Liquid string (which has no escapes) that holds markup and no template syntax; nil for
    /// anything else.
    private static func literalText(_ value: String) -> Substring? {
        guard let quote = value.first, quote == "'" || quote == "\"", value.count >= 2, value.last == quote else { return nil }
        let text = value.dropFirst().dropLast()
        guard !text.contains(quote), text.contains("<"), !text.contains("{") else { return nil }
        return text
    }

    /// The Markdown of a tag for links and code, nil for another tag.
    private mutating func markdown(for tag: Tag, inner: String?) throws(LiquidExpression.Failure) -> String? {
        let argument = tag.arguments.split(separator: " ").first.map { String($0).trimmingQuotes }
        switch tag.name {
        case "post_url":
            guard let argument, let link = postLink(argument) else { throw LiquidExpression.Failure(why: "no post has the name it gives") }
            counts["post_url → link to the post's file", default: 0] += 1
            return link
        case "link":
            guard !tag.arguments.contains("{{") else { return nil }
            guard let argument, let link = fileLink(argument) else { throw LiquidExpression.Failure(why: "no file has the path it gives") }
            counts["link → link to the file", default: 0] += 1
            return link
        case "gist":
            // jekyll-gist embeds the gist with a script; its page is what the reader can open.
            guard let argument, argument.allSatisfy({ $0.isLetter || $0.isNumber || "/-_".contains($0) }) else {
                throw LiquidExpression.Failure(why: "its gist '\(tag.arguments)' is no user/id")
            }
            counts["gist → link to the gist", default: 0] += 1
            return "[Gist \(argument)](https://gist.github.com/\(argument))"
        case "raw", "highlight":
            guard let inner else { throw LiquidExpression.Failure(why: "it has no '{% end\(tag.name) %}'") }
            counts[tag.name == "raw" ? "raw → plain text" : "highlight → fenced code", default: 0] += 1
            return tag.name == "raw" ? inner : MarkdownOutput.fencedCode(Substring(inner), language: argument)
        default:
            return nil
        }
    }

    /// The sitegen head of a block tag: `if`, `if not (…)` for `unless`, `for … in … | offset: n | limit: n | reverse`,
    /// `set`.
    private func head(of tag: Tag) throws(LiquidExpression.Failure) -> String {
        switch tag.name {
        case "if": return "if " + (try expression.condition(tag.arguments))
        case "unless": return "if not (\(try expression.condition(tag.arguments)))"
        case "capture": return "set " + (try LiquidExpression.variable(tag.arguments.trimming(" \"'")))
        default:
            let words = try LiquidExpression.tokens(tag.arguments)
            guard words.count >= 3, words[1] == "in" else { throw LiquidExpression.Failure(why: "'for \(tag.arguments)'") }
            let collection = try expression.operand(words[2])
            var options: [String: String] = [:]
            var isReversed = false
            // Liquid reads `offset:1`, `limit: 10` and `reversed` wherever they stand, between `|`s too.
            var rest = words.dropFirst(3).filter { $0 != "|" }[...]
            while let option = rest.popFirst() {
                if option == "reversed" {
                    isReversed = true
                } else if let name = ["offset:", "limit:"].first(where: option.hasPrefix) {
                    let value = option.count > name.count ? String(option.dropFirst(name.count)) : rest.popFirst()
                    // `offset: continue` goes on where the last loop over the collection stopped, which sitegen does not keep.
                    guard let value, value != "continue" else { throw LiquidExpression.Failure(why: "the loop option '\(option)'") }
                    options[String(name.dropLast())] = try expression.operand(value)
                } else {
                    throw LiquidExpression.Failure(why: "the loop option '\(option)'")
                }
            }
            // Liquid takes the elements from `offset`, `limit` of them, and reverses those.
            let filters = ["offset", "limit"].compactMap { name in options[name].map { " | \(name): \($0)" } }.joined()
            return "for \(try LiquidExpression.variable(words[0])) in \(collection)" + filters + (isReversed ? " | reverse" : "")
        }
    }

    /// Where a file put in the page is: beside it (`include_relative`), or in `_includes/` (an include of assigns alone).
    private enum InlinedFolder {
        case besidePage, includes
    }

    /// The text of the file `{% include_relative %}` (or an include of assigns alone) names, converted, as Jekyll puts
    /// it in the page before reading the page's Markdown.
    /// Its parameters (`editor="Cursor"`) are what `include.editor` is in it: each translated where the tag stands.
    private mutating func inlined(_ arguments: String, startsLine: Bool, from folder: InlinedFolder) throws(LiquidExpression.Failure) -> TemplateText {
        let words = try LiquidExpression.tokens(arguments)
        // Jekyll joins an include's name to _includes/, so `/components/x.html` is `components/x.html` there.
        guard let file = words.first.map({ folder == .includes ? String($0.trimmingQuotes.drop { $0 == "/" }) : $0.trimmingQuotes }) else {
            throw LiquidExpression.Failure(why: "it names no file")
        }
        var parameters: [String: String] = [:]
        var rest = words.dropFirst()
        while rest.count >= 3, rest[rest.startIndex + 1] == "=" {
            parameters[rest.first!] = try expression.operand(rest[rest.startIndex + 2])
            rest = rest.dropFirst(3)
        }
        guard rest.isEmpty else { throw LiquidExpression.Failure(why: "its arguments '\(arguments)'") }
        guard !inlining.contains(file) else { throw LiquidExpression.Failure(why: "\(file) includes itself") }
        guard !file.hasPrefix("/"), !file.split(separator: "/").contains(".."),
              let text = folder == .includes ? includeFiles[file]?.text : fileBesidePage(file) else {
            throw LiquidExpression.Failure(why: "there is no \(file) \(folder == .includes ? "in _includes/" : "beside the page")")
        }
        inlining.append(file)
        let outerArguments = expression.inlinedArguments
        expression.inlinedArguments = parameters
        defer {
            inlining.removeLast()
            expression.inlinedArguments = outerArguments
        }
        return convert(Self.linkingAutolinks(text), in: nil, startsLine: startsLine)
    }

    /// The file name an include's arguments start with, as it is in `_includes/`.
    private static func includedFile(_ arguments: String) -> String {
        String((arguments.split(whereSeparator: \.isWhitespace).first ?? "").trimmingQuotes.drop { $0 == "/" })
    }

    /// `{% include note.html title="A" %}` → `shortcode "note" title="A"`.
    private func include(_ arguments: String) throws(LiquidExpression.Failure) -> String {
        let words = try LiquidExpression.tokens(arguments)
        guard let written = words.first, !written.contains("{") else { throw LiquidExpression.Failure(why: "the include's name is not written out") }
        // Jekyll joins the name to _includes/, so `/components/x.html` is `components/x.html` there.
        let file = String(written.drop { $0 == "/" })
        guard let name = includes[file] else {
            throw LiquidExpression.Failure(why: untranslatable[file] ?? "there is no _includes/\(file)")
        }
        var call = "shortcode " + TemplateText.literal(name)
        var passed: Set<String> = []
        var rest = words.dropFirst()
        while rest.count >= 3, rest[rest.startIndex + 1] == "=" {
            let argument = LiquidExpression.argumentName(rest.first!)
            call += " \(argument)=" + (try expression.operand(rest[rest.startIndex + 2]))
            passed.insert(argument)
            rest = rest.dropFirst(3)
        }
        guard rest.isEmpty else { throw LiquidExpression.Failure(why: "its arguments '\(arguments)'") }
        // Jekyll's includes see the variables of the page that includes them, sitegen's shortcodes their arguments alone.
        let read = includeFiles[file]?.namesRead.intersection(scope) ?? []
        for variable in read.subtracting(passed).sorted() {
            call += " \(variable)=\(variable)"
        }
        return call
    }


    /// `{{ value | filter }}` as sitegen's output, or Markdown for the base URL and literal paths. Liquid prints values
    /// as they are: one with markup (`<code>` in a data file's description) is the page's markup, sanitized with it,
    /// except inside a tag of raw HTML, where sitegen's escaping keeps an attribute's value one.
    private mutating func convertOutput(_ range: Range<String.Index>, in text: String, to output: inout TemplateText) {
        let next = text[range.upperBound...].first
        let inner = text[range].dropFirst(2).dropLast(2)
        let expression = inner.trimming(" -\n")
        if expression == "site.baseurl" || expression == "site.url" {
            counts["{{ \(expression) }} → root-relative link", default: 0] += 1
            // The site's root: a link to it alone (`({{ site.url }})`), or before a path written without a slash
            // (`{{ site.baseurl }}public/x.css` with a baseurl of `/`), is `/`; before `/` or another tag it is nothing.
            if let next, next != "/", next != "{", !next.isWhitespace { output.append(text: "/") }
            return
        }
        let parts = expression.split(separator: "|").map { $0.trimming(" ") }
        if parts.count == 2, parts[1] == "relative_url" || parts[1] == "absolute_url", parts[0].first == "\"" || parts[0].first == "'" {
            counts["\(parts[1]) → link", default: 0] += 1
            let path = parts[0].trimmingQuotes
            return output.append(text: path.hasPrefix("/") ? path : "/" + path)
        }
        do {
            let isInTag = Self.standsInHTMLTag(range, in: text)
            let translated: String
            if printsValuesAsMarkup, !isInTag, nesting.isInsidePre, parts.count > 1, parts.last == "escape" || parts.last == "xml_escape",
               let bar = expression.lastIndex(of: "|") {
                // Printed as text, the value is the `<pre>`'s text to Markdown too: its blank lines do not end the block
                // of HTML there, as they do not in kramdown (`RenderOptions.escapedTemplateValues`).
                translated = try self.expression.translate(String(expression[..<bar].trimming(" ")))
            } else {
                translated = try self.expression.translate(expression) + (printsValuesAsMarkup && !isInTag ? " | safe" : "")
            }
            output.append(output: (inner.hasPrefix("-") ? "{{- " : "{{ ") + translated + (inner.hasSuffix("-") ? " -}}" : " }}"),
                          kind: "Liquid output {{ }}", what: "Liquid '{{ \(expression) }}'")
            counts["{{ }} → {{ }}", default: 0] += 1
        } catch {
            output.appendUnconverted(kind: "Liquid output {{ }}", what: "Liquid '{{ \(expression) }}'", why: error.why)
        }
    }

    /// Whether the tag stands inside a start tag of raw HTML (`<a href="{% link a.md %}">`, over lines too), where
    /// what it prints is an attribute's value, not Markdown. Start tags are found as CommonMark scans them in the
    /// tag's paragraph, with each Liquid tag and output read as a word, as the text it prints stands there.
    private static func standsInHTMLTag(_ range: Range<String.Index>, in text: String) -> Bool {
        let paragraph = text[paragraphStart(before: range.lowerBound, in: text)..<paragraphEnd(after: range.upperBound, in: text)]
        let bytes = liquidReadAsWords(Array(paragraph.utf8))
        let tagStart = paragraph.utf8.distance(from: paragraph.startIndex, to: range.lowerBound)
        var search = tagStart
        while let open = bytes[..<search].lastIndex(of: UInt8(ascii: "<")) {
            if let end = HTMLSyntax.scanOpenTag(bytes, at: open, end: bytes.count), end > tagStart { return true }
            search = open
        }
        return false
    }

    /// Where the paragraph holding `index` starts: past the last blank line before it.
    private static func paragraphStart(before index: String.Index, in text: String) -> String.Index {
        text[..<index].range(of: "\n\n", options: .backwards)?.upperBound ?? text.startIndex
    }

    /// Where the paragraph holding `index` ends: at the first blank line after it.
    private static func paragraphEnd(after index: String.Index, in text: String) -> String.Index {
        text[index...].range(of: "\n\n")?.lowerBound ?? text.endIndex
    }

    /// `bytes` with each `{% … %}` and `{{ … }}` written as a word of as many letters, so that offsets stay.
    private static func liquidReadAsWords(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let close = bytes[index + 1] == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "}")
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == UInt8(ascii: "}")) { end += 1 }
            guard end + 1 < bytes.count else { break }
            for word in index...end + 1 { bytes[word] = UInt8(ascii: "x") }
            index = end + 2
        }
        return bytes
    }

    static func readTag(_ text: Substring, at start: String.Index) -> Tag? {
        // The `%}` is looked for past the `{%`: in `{%}` they share the `%`.
        let innerStart = text.index(start, offsetBy: 2)
        guard let close = text[innerStart...].range(of: "%}") else { return nil }
        let written = text[innerStart..<close.lowerBound]
        let inner = written.trimming(" -\n")
        let name = inner.prefix { !$0.isWhitespace }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return Tag(range: start..<close.upperBound, name: String(name), arguments: inner.dropFirst(name.count).trimming(" \n"),
                   trimsBefore: written.hasPrefix("-"),
                   trimsAfter: written.hasSuffix("-"))
    }

    /// The `end` tag of a block, past the blocks of the same name inside it.
    private static func closing(of tag: Tag, in text: String) -> Tag? {
        var depth = 0
        var search = tag.range.upperBound
        while let open = text[search...].range(of: "{%") {
            guard let next = readTag(text[...], at: open.lowerBound) else {
                search = open.upperBound
                continue
            }
            if next.name == "end" + tag.name {
                if depth == 0 { return next }
                depth -= 1
            } else if next.name == tag.name, tag.name != "raw", tag.name != "comment" {
                depth += 1
            }
            search = next.range.upperBound
        }
        return nil
    }
}
