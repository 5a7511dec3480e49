import Core

// How a render prints values, and reports what it could not print.
extension Renderer {
    /// Appends a value escaped for where it stands: in element content strings escaped and safe HTML
    /// as is; elsewhere as its escaper decides.
    mutating func print(_ value: TemplateValue, _ expression: Expression, _ escaper: Escaper, in template: Template) throws(Diagnostic) {
        switch escaper.content {
        case .markup: try printMarkup(value, expression, escaper, in: template)
        case .dropped: return
        case .script(.expression), .script(.afterValue):
            do throws(TemplateFilterError) {
                try escaper.writeScriptValue(value, to: &output)
            } catch {
                throw .error("'\(expression.text(in: template))' cannot be written as a JavaScript value: \(error.message)", at: expression.span.lowerBound, in: template.source)
            }
        default:
            let text: String
            switch value {
            case .dictionary(let members): throw unprintable(value, expression, members: members.keys.sorted(), in: template)
            case .object(let object): throw unprintable(value, expression, members: object.memberNames, in: template)
            case .html(let markup): text = markup
            default: text = value.plainText
            }
            var isTrusted = false
            if case .html = value { isTrusted = true }
            if let warning = escaper.write(text, trusted: isTrusted, to: &output) {
                warn(warning, at: expression, in: template)
            }
        }
    }

    private mutating func printMarkup(_ value: TemplateValue, _ expression: Expression, _ escaper: Escaper, in template: Template) throws(Diagnostic) {
        switch value {
        case .null:
            break
        case .string(let text):
            _ = escaper.write(text, trusted: false, to: &output)
        case .html(let markup):
            output.append(contentsOf: markup.utf8)
        case .bool, .number, .date:
            _ = escaper.write(value.plainText, trusted: false, to: &output)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(contentsOf: ", ".utf8) }
                try printMarkup(element, expression, escaper, in: template)
            }
        case .dictionary(let members):
            throw unprintable(value, expression, members: members.keys.sorted(), in: template)
        case .object(let object):
            throw unprintable(value, expression, members: object.memberNames, in: template)
        }
    }

    /// Reports a value replaced by a placeholder, once per location, naming what is being rendered.
    private mutating func warn(_ message: String, at expression: Expression, in template: Template) {
        let page = subject.map { " while rendering \($0)" } ?? ""
        let diagnostic = Diagnostic.warning(message + page, at: expression.span.lowerBound, in: template.source)
        if let location = diagnostic.location, warnedAt.insert(location).inserted {
            warnings.append(diagnostic)
        }
    }

    private func unprintable(_ value: TemplateValue, _ expression: Expression, members: [String], in template: Template) -> Diagnostic {
        let text = expression.text(in: template)
        let examples = members.prefix(3).map { "'\(text).\($0)'" }.joined(separator: ", ")
        let hint = examples.isEmpty ? "" : ", such as \(examples)"
        return .error("'\(text)' is \(value.typeDescription) and cannot be printed; print one of its members\(hint)", at: expression.span.lowerBound, in: template.source)
    }

    /// Reports an undefined variable: a warning once per location, or an error when strict. The suggestion is
    /// looked for only when the report is made: a loop reaches the same undefined variable once per element.
    mutating func undefined(_ expression: Expression, in template: Template) throws(Diagnostic) {
        let location = template.source.location(ofOffset: expression.span.lowerBound)
        guard environment.strictUndefined || warnedAt.insert(location).inserted else { return }
        let text = String(decoding: template.source.bytes[expression.span], as: UTF8.self)
        let hint = likelyMeant(expression, in: template).map { " (did you mean '\($0)'?)" } ?? ""
        let diagnostic = Diagnostic.warning("undefined variable '\(text)'\(hint)", at: expression.span.lowerBound, in: template.source, kind: .undefinedVariable)
        if environment.strictUndefined { throw diagnostic.promotedToError }
        warnings.append(diagnostic)
    }
}

extension Renderer {
    /// What a misspelt variable or member likely names: `page.content` for `page.contnet`, `site` for `stie`.
    private mutating func likelyMeant(_ expression: Expression, in template: Template) -> String? {
        switch expression.kind {
        case .variable(let name):
            return Suggestion.closest(to: name, among: scope.names)
        case .member(let base, let name):
            let names: [String]
            switch try? evaluate(base, in: template, mode: .test) {
            case .dictionary(let members)?: names = members.keys.sorted()
            case .object(let object)?: names = object.memberNames
            case nil: return likelyMeant(base, in: template).map { $0 + "." + name }
            default: return nil
            }
            return Suggestion.closest(to: name, among: names).map { base.text(in: template) + "." + $0 }
        default:
            return nil
        }
    }
}

extension Expression {
    /// The expression as written.
    func text(in template: Template) -> String {
        String(decoding: template.source.bytes[span], as: UTF8.self)
    }
}
