import Core

/// Compiles a node tree for the contexts its values are printed in: walks it from a starting
/// context, moving the context over literal text, choosing each `{{ }}`'s escaper and noting the
/// context of each include and block. Templates whose structure depends on values (a value in a tag
/// name, a branch that leaves a different context than another) are refused with their location.
struct ContextAnalysis {
    let source: SourceText
    /// The template's own block definitions, compiled as their placements are met; nil for a
    /// template that extends another, whose blocks are compiled for the context its parents place them in.
    let definitions: [String: BlockDefinition]?
    /// Block definitions compiled on the way, by name and context.
    private(set) var compiledBlocks: [CompiledTemplate.Key: CompiledTemplate.Variant] = [:]
    /// For each loop being compiled, innermost last: the contexts its `{% break %}`s and `{% continue %}`s stand in,
    /// where its body stops.
    private var loopControlContexts: [[EscapeContext]] = []

    init(source: SourceText, definitions: [String: BlockDefinition]?) {
        self.source = source
        self.definitions = definitions
    }

    /// `nodes` compiled from `context`, and the context after them.
    mutating func compile(_ nodes: [Node], from context: EscapeContext) throws(Diagnostic) -> ([Node], EscapeContext) {
        var context = context
        var compiled: [Node] = []
        compiled.reserveCapacity(nodes.count)
        // Whether the unquoted value an output continues is still empty when the one before it printed nothing.
        var continuesEmptyValue = false
        for (index, node) in nodes.enumerated() {
            var node = try compile(node, context: &context)
            if continuesEmptyValue, case .output(let expression, var escaper) = node, escaper.layer == .unquoted {
                escaper.layer = .unquotedStart
                node = .output(expression, escaper)
            }
            continuesEmptyValue = false
            if case .output(let expression, var escaper) = node, escaper.layer == .unquotedStart, index + 1 < nodes.count,
               case .output = nodes[index + 1] {
                // The next value decides whether the attribute value is empty.
                escaper.layer = .unquoted
                node = .output(expression, escaper)
                continuesEmptyValue = true
            }
            if case .output(let expression, var escaper) = node, escaper.layer == .unquotedStart,
               index + 1 < nodes.count, case .text(let range) = nodes[index + 1] {
                let next = source.bytes[range.lowerBound]
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                    // After an empty value this quote would open a quoted value; after any other, it is a character of it.
                    throw .error("a quote right after a value that starts an unquoted attribute value; quote the whole value", at: range.lowerBound, in: source)
                }
                if !next.isHTMLWhitespace, next != UInt8(ascii: ">") {
                    // Literal text follows in the same value, so the value is never empty.
                    escaper.layer = .unquoted
                    node = .output(expression, escaper)
                }
            }
            compiled.append(node)
        }
        return (compiled, context)
    }

    private mutating func compile(_ node: Node, context: inout EscapeContext) throws(Diagnostic) -> Node {
        switch node {
        case .text(let range):
            context = ContextScanner.advance(context, over: source.bytes[range])
            return node
        case .output(let expression, _):
            do throws(EscapeRefusal) {
                let (escaper, after) = try Escaper.choose(for: context, isTrusted: expression.isTrusted)
                context = after
                return .output(expression, escaper)
            } catch {
                throw .error(error.message, at: expression.span.lowerBound, in: source)
            }
        case .conditional(let conditional):
            return .conditional(try compile(conditional, context: &context))
        case .loop(let loop):
            return .loop(try compile(loop, context: &context))
        case .set:
            return node
        case .loopControl:
            loopControlContexts[loopControlContexts.count - 1].append(context)
            return node
        case .setBlock(let name, let body, _):
            guard context.language == .html else {
                return .setBlock(name: name, body: try compile(body, from: .start(of: .plainText)).0, capturesText: true)
            }
            return .setBlock(name: name, body: try compile(body, from: .text).0, capturesText: false)
        case .include(let name, let offset, _):
            return .include(name: name, offset: offset, context: context)
        case .block(let name, _):
            if let definition = definitions?[name] {
                try compileBlock(definition, from: context)
            }
            return .block(name: name, context: context)
        case .shortcode(let call):
            // Its template is placed where the call stands, as an include is; its body is captured as `set` captures.
            let capturesText = context.language != .html
            let body = try call.body.map { nodes throws(Diagnostic) in try compile(nodes, from: capturesText ? .start(of: .plainText) : .text).0 }
            return .shortcode(call.placed(in: context, body: body, capturesText: capturesText))
        }
    }

    /// Compiles this template's definition of a block for `context`; it must end where it started.
    mutating func compileBlock(_ definition: BlockDefinition, from context: EscapeContext) throws(Diagnostic) {
        let key = CompiledTemplate.Key(block: definition.name, context: context)
        guard compiledBlocks[key] == nil else { return }
        let (body, end) = try compile(definition.body, from: context)
        guard end == context else {
            throw .error("block '\(definition.name)' starts in \(context) context and ends in \(end) context; a block must end in the context it starts in", at: definition.offset, in: source)
        }
        compiledBlocks[key] = CompiledTemplate.Variant(nodes: body, end: end)
    }

    private mutating func compile(_ conditional: Conditional, context: inout EscapeContext) throws(Diagnostic) -> Conditional {
        var branches: [(condition: Expression, body: [Node])] = []
        var ends: [EscapeContext] = []
        for branch in conditional.branches {
            let (body, end) = try compile(branch.body, from: context)
            branches.append((branch.condition, body))
            ends.append(end)
        }
        let (otherwise, end) = try compile(conditional.otherwise, from: context)
        ends.append(end)
        guard let joined = EscapeContext.join(ends) else {
            throw changedContext(ends, tag: "if", at: conditional.offset)
        }
        context = joined
        return Conditional(branches: branches, otherwise: otherwise, offset: conditional.offset)
    }

    private mutating func compile(_ loop: Loop, context: inout EscapeContext) throws(Diagnostic) -> Loop {
        loopControlContexts.append([])
        let (body, end) = try compile(loop.body, from: context)
        let controls = loopControlContexts.removeLast()
        let (empty, emptyEnd) = try compile(loop.empty, from: context)
        // The body runs again after itself, so it must leave the context it found; a `break` or `continue` ends it too.
        guard let joined = EscapeContext.join([context, end, emptyEnd] + controls), joined == context || joined == end else {
            throw changedContext([context, end] + controls, tag: "for", at: loop.offset)
        }
        context = joined
        return Loop(variable: loop.variable, valueVariable: loop.valueVariable, sequence: loop.sequence, body: body, empty: empty, offset: loop.offset)
    }

    private func changedContext(_ ends: [EscapeContext], tag: String, at offset: Int) -> Diagnostic {
        let names = Set(ends.map(\.description)).sorted().joined(separator: "' and '")
        let detail = names.contains("' and '") ? "its parts end in '\(names)' contexts" : "its parts end in different '\(names)' states"
        return .error(
            "the context changes inside this '{% \(tag) %}' (\(detail)); open and close tags, attributes, quotes and strings in the same branch",
            at: offset, in: source)
    }
}

extension Expression {
    /// Whether the expression ends with `| safe`, where the author vouches for it as markup, or is
    /// `super()`, the template's own output, escaped for the context it was rendered in.
    var isTrusted: Bool {
        switch kind {
        case .filter(_, let call): if case .builtIn(.safe) = call.function { true } else { false }
        case .superBlock: true
        default: false
        }
    }
}

extension EscapeContext {
    /// The one context that all of `contexts` amount to, or nil when they differ. Inside a tag, after
    /// its name, after an attribute name and between attributes amount to the same.
    static func join(_ contexts: [EscapeContext]) -> EscapeContext? {
        guard var joined = contexts.first else { return nil }
        for context in contexts.dropFirst() where context != joined {
            let names: Set<State> = [.tagName, .tag, .attributeName, .afterAttributeName]
            guard names.contains(context.state), names.contains(joined.state) else { return nil }
            if context.state == .attributeName || context.state == .afterAttributeName {
                guard joined.state == .tag || joined.state == .tagName || joined.attribute == context.attribute else { return nil }
                joined = context
            }
            joined.state = .afterAttributeName
        }
        return joined
    }
}
