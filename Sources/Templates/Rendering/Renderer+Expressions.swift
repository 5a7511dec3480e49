import Core

extension Renderer {
    /// Whether an undefined value is reported. Conditions (`if x`), the operands of `and`, `or` and
    /// `not`, and the input of `default` test for a value, so they stay silent.
    enum Mode {
        case value, test
    }

    /// The value of `expression`; an undefined one is reported (in `.value` mode) and becomes null.
    mutating func value(of expression: Expression, in template: Template, mode: Mode) throws(Diagnostic) -> TemplateValue {
        if let value = try evaluate(expression, in: template, mode: mode) { return value }
        if mode == .value { try undefined(expression, in: template) }
        return .null
    }

    /// `variable.member` as UTF-8 markup when the variable is an object that keeps that member as bytes
    /// (`{{ page.content }}`); else nil, and the expression is printed from its value. Only a variable's
    /// member: looking it up again for the value costs next to nothing.
    func markupUTF8(of expression: Expression) -> [UInt8]? {
        guard case .member(let base, let name) = expression.kind, case .variable(let variable) = base.kind,
              case .object(let object)? = scope.lookup(variable) else { return nil }
        return object.markupUTF8(name)
    }

    /// The value of `expression`, or nil when it names something undefined.
    mutating func evaluate(_ expression: Expression, in template: Template, mode: Mode) throws(Diagnostic) -> TemplateValue? {
        switch expression.kind {
        case .literal(let value):
            return value
        case .variable(let name):
            return scope.lookup(name)
        case .member(let base, let name):
            return try evaluate(base, in: template, mode: mode)?.member(name)
        case .element(let base, let key):
            guard let container = try evaluate(base, in: template, mode: mode) else { return nil }
            return container.element(try value(of: key, in: template, mode: mode))
        case .array(let elements):
            var values: [TemplateValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                values.append(try value(of: element, in: template, mode: mode))
            }
            return .array(values)
        case .filter(let input, let call):
            return try apply(call, to: input, in: template, mode: mode)
        case .not(let operand):
            return .bool(!(try evaluate(operand, in: template, mode: .test)?.isTruthy ?? false))
        case .and(let left, let right):
            let first = try evaluate(left, in: template, mode: .test) ?? .null
            return first.isTruthy ? try evaluate(right, in: template, mode: .test) ?? .null : first
        case .or(let left, let right):
            let first = try evaluate(left, in: template, mode: .test) ?? .null
            return first.isTruthy ? first : try evaluate(right, in: template, mode: .test) ?? .null
        case .comparison(let comparison, let left, let right):
            let lhs = try value(of: left, in: template, mode: mode)
            let rhs = try value(of: right, in: template, mode: mode)
            return .bool(try compare(lhs, comparison, rhs, at: expression.operatorOffset, in: template))
        case .concatenation(let operands):
            var parts: [TemplateValue] = []
            parts.reserveCapacity(operands.count)
            for operand in operands {
                let part = try value(of: operand, in: template, mode: mode)
                switch part {
                case .array, .dictionary, .object:
                    throw .error("'~' joins text, got \(part.typeDescription)", at: operand.span.lowerBound, in: template.source)
                default:
                    parts.append(part)
                }
            }
            return BuiltInFilter.joinText(parts, separator: "")
        case .membership(let needle, let haystack, let negated):
            let element = try value(of: needle, in: template, mode: mode)
            let container = try value(of: haystack, in: template, mode: mode)
            guard let found = container.contains(element) else {
                throw .error("'in' needs a string, array or dictionary on its right, got \(container.typeDescription)", at: expression.operatorOffset, in: template.source)
            }
            return .bool(found != negated)
        case .superBlock:
            return .html(try renderSuper(expression, in: template))
        }
    }

    private func compare(_ lhs: TemplateValue, _ comparison: Expression.Comparison, _ rhs: TemplateValue, at offset: Int, in template: Template) throws(Diagnostic) -> Bool {
        switch comparison {
        case .equal: return lhs.isEqual(to: rhs)
        case .notEqual: return !lhs.isEqual(to: rhs)
        default: break
        }
        guard let order = lhs.compare(to: rhs) else {
            // Null (an absent value) is simply not ordered; two present values of different kinds are a mistake.
            if case .null = lhs { return false }
            if case .null = rhs { return false }
            throw .error("cannot compare \(lhs.typeDescription) with \(rhs.typeDescription) using '\(comparison.rawValue)'", at: offset, in: template.source)
        }
        switch comparison {
        case .less: return order == .orderedAscending
        case .greater: return order == .orderedDescending
        case .lessOrEqual: return order != .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        case .equal, .notEqual: return false
        }
    }

    private mutating func apply(_ call: FilterCall, to input: Expression, in template: Template, mode: Mode) throws(Diagnostic) -> TemplateValue {
        if case .builtIn(.limit) = call.function, case .filter(let source, let selection) = input.kind, case .builtIn(.where) = selection.function {
            return try applyLimited(selection, to: source, limit: call, in: template, mode: mode)
        }
        let inputValue: TemplateValue
        if case .builtIn(.default) = call.function {
            inputValue = try evaluate(input, in: template, mode: .test) ?? .null
        } else {
            inputValue = try value(of: input, in: template, mode: mode)
        }
        if case .builtIn(.warn) = call.function {
            warn(inputValue.plainText, at: call, in: template)
            return .string("")
        }
        let arguments = try values(of: call.arguments, in: template, mode: mode)
        let result: Result<TemplateValue, TemplateFilterError>
        switch call.function {
        case .builtIn(let filter):
            result = Result { () throws(TemplateFilterError) -> TemplateValue in try filter.apply(inputValue, arguments, environment: environment) }
        case .external(let name):
            // Present: `checkFilters` verified every external filter before the template rendered.
            guard let filter = environment.filters[name] else { return .null }
            result = Result { () throws(TemplateFilterError) -> TemplateValue in try filter(inputValue, arguments) }
        }
        return try reported(result, of: call, in: template)
    }

    /// `where` followed by `limit` (`page.pages | where: "date" | limit: 5`) stops at the limit: a home page
    /// of a large site made an array of nearly every page to keep five, at the end of the build.
    private mutating func applyLimited(
        _ selection: FilterCall, to source: Expression, limit: FilterCall, in template: Template, mode: Mode
    ) throws(Diagnostic) -> TemplateValue {
        let input = try value(of: source, in: template, mode: mode)
        let selectionArguments = try values(of: selection.arguments, in: template, mode: mode)
        let selector = try reported(Result { () throws(TemplateFilterError) in try BuiltInFilter.Selector(input, selectionArguments) }, of: selection, in: template)
        let limitArguments = try values(of: limit.arguments, in: template, mode: mode)
        let count = try reported(Result { () throws(TemplateFilterError) in try BuiltInFilter.count(limitArguments[0], "the number of elements") }, of: limit, in: template)
        return .array(selector.first(count))
    }

    private mutating func values(of arguments: [Expression], in template: Template, mode: Mode) throws(Diagnostic) -> [TemplateValue] {
        var values: [TemplateValue] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments {
            values.append(try value(of: argument, in: template, mode: mode))
        }
        return values
    }

    /// A filter's result, or its failure as an error at the filter's name.
    private func reported<Value>(_ result: Result<Value, TemplateFilterError>, of call: FilterCall, in template: Template) throws(Diagnostic) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let error): throw .error("filter '\(call.name)': \(error.message)", at: call.offset, in: template.source)
        }
    }
}
