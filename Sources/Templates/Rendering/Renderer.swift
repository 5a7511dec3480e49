import Core

/// One render: walks node trees, appending to a single byte buffer.
struct Renderer {
    let library: TemplateLibrary
    /// The templates the entry template reaches, resolved once for many renders.
    let references: [String: Template]
    let environment: RenderEnvironment
    /// What is being rendered (`Content/about.md`), named in warnings about replaced values.
    let subject: String?
    var output: [UInt8] = []
    /// Where a streaming render hands its output once `output` passes `pieceSize` bytes.
    private var sink: RenderSink?
    /// Output past this many bytes goes to the sink: `Int.max` without one, or while the render captures
    /// into a string of its own.
    private var flushThreshold = Int.max
    var scope: Scope
    var warnings: [Diagnostic] = []
    var warnedAt: Set<SourceLocation> = []
    /// The outermost shortcode call being rendered, where `warn` reports.
    var callSite: (offset: Int, template: Template)?
    /// Templates this render has looked up (and checked the filters of), so a partial included in a
    /// loop is resolved once.
    private var loaded: [String: Template] = [:]
    /// Templates being rendered, outermost first, to catch include and extends cycles.
    private var active: [String] = []
    /// The block definitions of the template chain being rendered, most derived first.
    private var blocks: [String: [BlockSource]] = [:]
    /// The blocks being rendered, with the index of the definition in use (for `super()`).
    private var blockStack: [(name: String, level: Int, context: EscapeContext)] = []
    /// Where the output came from in the entry template, when the caller asks (`TemplateLibrary.render(source:…)`).
    var sourceMap: SourceMap?
    /// The template `sourceMap` follows.
    var mappedTemplate: Template?
    /// How many captures (`{% set %}` bodies, `super()`, shortcode bodies) are under way: their output is not the render's.
    var captureDepth = 0
    /// A `{% break %}` or `{% continue %}` met and not yet handled by its loop.
    var pendingLoopControl: LoopControl?

    struct BlockSource {
        var template: Template
        var definition: BlockDefinition
    }

    init(
        library: TemplateLibrary, references: [String: Template], environment: RenderEnvironment,
        globals: [String: TemplateValue], subject: String?
    ) {
        self.library = library
        self.references = references
        self.environment = environment
        scope = Scope(globals: globals)
        self.subject = subject
    }

    /// A render that hands its output to `sink` in pieces as it grows rather than holding all of it.
    init(
        library: TemplateLibrary, references: [String: Template], environment: RenderEnvironment,
        globals: [String: TemplateValue], subject: String?, sink: RenderSink
    ) {
        self.init(library: library, references: references, environment: environment, globals: globals, subject: subject)
        self.sink = sink
        flushThreshold = sink.pieceSize
    }

    /// Renders a template as the top of a render.
    mutating func render(entry template: Template) throws(Diagnostic) {
        try checkFilters(of: template)
        loaded[template.name] = template
        // Room for what the default layout writes around a page's content, so that the buffer seldom grows.
        output.reserveCapacity(max(16384, template.source.bytes.count * 2))
        try render(template, via: nil, from: template.compiled.start)
    }

    /// Renders `template` with the chain of templates it extends, starting in `context`; `reference`
    /// is the include that led here.
    mutating func render(
        _ template: Template, via reference: (TemplateReference, Template)?, from context: EscapeContext, kind: String = "include"
    ) throws(Diagnostic) {
        var chain = [template]
        try checkCycle(template.name, chain: [], via: reference, kind: kind)
        while let parent = chain[chain.count - 1].parsed.parent {
            let child = chain[chain.count - 1]
            try checkCycle(parent.name, chain: chain.map(\.name), via: (parent, child), kind: "extends")
            chain.append(try load(parent, from: child))
        }

        let outerBlocks = blocks
        let outerBlockStack = blockStack
        let outerActive = active.count
        defer {
            blocks = outerBlocks
            blockStack = outerBlockStack
            active.removeLast(active.count - outerActive)
        }
        active += chain.map(\.name)
        blocks = [:]
        blockStack = []
        for link in chain {
            for definition in link.parsed.blocks.values {
                blocks[definition.name, default: []].append(BlockSource(template: link, definition: definition))
            }
        }
        // The `set`s outside blocks of extending templates run first, base-most first, so the child's win.
        for link in chain.dropLast().reversed() {
            for node in try link.compiled.body(from: link.compiled.start).nodes {
                switch node {
                case .set, .setBlock: try render(node, in: link)
                default: continue
                }
            }
        }
        let root = chain[chain.count - 1]
        let body = try root.compiled.body(from: context)
        if let (reference, includer) = reference, body.end != context {
            throw .error(
                "'\(template.name)' is \(kind == "include" ? "included" : "called") in \(context) context but ends in \(body.end) context; an included template or shortcode must end in the context it starts in",
                at: reference.offset, in: includer.source)
        }
        try render(body.nodes, in: root)
    }

    private func checkCycle(_ name: String, chain: [String], via reference: (TemplateReference, Template)?, kind: String) throws(Diagnostic) {
        guard let (reference, template) = reference else { return }
        let path = active + chain
        guard let start = path.firstIndex(of: name) else { return }
        let cycle = (path[start...] + [name]).joined(separator: " → ")
        throw .error("\(kind) cycle: \(cycle)", at: reference.offset, in: template.source)
    }

    mutating func load(_ reference: TemplateReference, from template: Template, isShortcode: Bool = false) throws(Diagnostic) -> Template {
        // Templates that use only built-in filters need no check against this render's environment.
        if let found = references[reference.name], found.parsed.externalFilters.isEmpty { return found }
        if let found = loaded[reference.name] { return found }
        let found = if let known = references[reference.name] { known } else {
            try library.resolve(reference, from: template, isShortcode: isShortcode)
        }
        try checkFilters(of: found)
        loaded[reference.name] = found
        return found
    }

    /// Filters that are not built in must be in the environment; checked before the template renders
    /// anything, so a misspelt filter is an error even in a branch this page does not take.
    private func checkFilters(of template: Template) throws(Diagnostic) {
        for filter in template.parsed.externalFilters where environment.filters[filter.name] == nil {
            let known = BuiltInFilter.allCases.map(\.rawValue) + environment.filters.keys
            let hint = Suggestion.closest(to: filter.name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw .error("unknown filter '\(filter.name)'\(hint)", at: filter.offset, in: template.source)
        }
    }

    mutating func render(_ nodes: [Node], in template: Template) throws(Diagnostic) {
        // A loop of its own, so that the one every layout's nodes go through stays as it is.
        if sourceMap != nil { return try renderNotingSource(nodes, in: template) }
        for node in nodes {
            try render(node, in: template)
            // The rest of a loop's body is skipped up to the loop, which handles the break or continue.
            if pendingLoopControl != nil { return }
            // Checked after each node, so a loop's output leaves in pieces however many times it runs.
            if output.count >= flushThreshold { try flush() }
        }
    }

    /// Hands what was rendered so far to the sink, keeping the buffer's room for what follows.
    mutating func flush() throws(Diagnostic) {
        guard let sink, !output.isEmpty else { return }
        try output.withUnsafeBufferPointer { bytes throws(Diagnostic) in try sink.write(bytes) }
        output.removeAll(keepingCapacity: true)
    }

    mutating func render(_ node: Node, in template: Template) throws(Diagnostic) {
        switch node {
        case .text(let range):
            output.append(contentsOf: template.source.bytes[range])
        case .output(let expression, let escaper):
            if escaper.content == .markup, let markup = markupUTF8(of: expression) {
                reserve(forMarkup: markup.count)
                output.append(contentsOf: markup)
                return
            }
            if escaper.content == .xmlText, let markup = markupUTF8(of: expression) {
                // A feed's entries: the content escaped from the bytes the page keeps, never made a `String`.
                XMLEscaping.appendText(markup, to: &output)
                return
            }
            if sourceMap != nil { return try printNotingEscapedText(expression, escaper, in: template) }
            try print(try value(of: expression, in: template, mode: .value), expression, escaper, in: template)
        case .conditional(let conditional):
            for branch in conditional.branches where try evaluate(branch.condition, in: template, mode: .test)?.isTruthy ?? false {
                try render(branch.body, in: template)
                return
            }
            try render(conditional.otherwise, in: template)
        case .loop(let loop):
            try render(loop, in: template)
        case .set(let name, let expression):
            scope.set(name, try value(of: expression, in: template, mode: .value))
        case .setBlock(let name, let body, let capturesText):
            let captured = try capture(body, in: template)
            scope.set(name, capturesText ? .string(captured) : .html(captured))
        case .include(let name, let offset, let context):
            let reference = TemplateReference(name: name, offset: offset)
            let included = try load(reference, from: template)
            scope.pushFrame()
            defer { scope.popFrame() }
            try render(included, via: (reference, template), from: context)
        case .block(let name, let context):
            guard let source = blocks[name]?.first else { return }
            let body = try source.template.compiled.block(source.definition, from: context)
            blockStack.append((name, 0, context))
            defer { blockStack.removeLast() }
            try render(body, in: source.template)
        case .shortcode(let call):
            try render(call, in: template)
        case .loopControl(let control):
            pendingLoopControl = control
        }
    }

    /// Makes room for a page's content and what usually follows it (pager, footer) in one step: grown by
    /// doubling, the buffer was copied again each time it doubled, as many bytes as the page in all.
    private mutating func reserve(forMarkup count: Int) {
        guard output.capacity - output.count < count else { return }
        output.reserveCapacity(output.count + count + 4096)
    }

    /// Renders `nodes` into a string of their own (for `{% set %}…{% endset %}` and `super()`).
    mutating func capture(_ nodes: [Node], in template: Template) throws(Diagnostic) -> String {
        let outer = output
        let outerThreshold = flushThreshold
        output = []
        flushThreshold = .max
        captureDepth += 1
        defer {
            output = outer
            flushThreshold = outerThreshold
            captureDepth -= 1
        }
        try render(nodes, in: template)
        return String(decoding: output, as: UTF8.self)
    }

    /// `super()`: the next definition up the chain of the block being rendered.
    mutating func renderSuper(_ expression: Expression, in template: Template) throws(Diagnostic) -> String {
        guard let current = blockStack.last, let definitions = blocks[current.name], current.level + 1 < definitions.count else {
            let name = blockStack.last?.name ?? ""
            throw .error("super() has nothing to render: no template this one extends defines block '\(name)'", at: expression.span.lowerBound, in: template.source)
        }
        let next = definitions[current.level + 1]
        let body = try next.template.compiled.block(next.definition, from: current.context)
        blockStack.append((current.name, current.level + 1, current.context))
        defer { blockStack.removeLast() }
        return try capture(body, in: next.template)
    }

    private mutating func render(_ loop: Loop, in template: Template) throws(Diagnostic) {
        let sequence = try value(of: loop.sequence, in: template, mode: .value)
        let elements: [TemplateValue]
        var keys: [String] = []
        switch sequence {
        case .array(let values):
            guard loop.valueVariable == nil else {
                throw .error("'for \(loop.variable), \(loop.valueVariable ?? "")' needs a dictionary or object to loop over, got an array", at: loop.sequence.span.lowerBound, in: template.source)
            }
            elements = values
        case .dictionary(let members):
            keys = members.keys.sorted()
            elements = keys.map { members[$0] ?? .null }
        case .object(let object):
            keys = object.memberNames
            elements = keys.map { object.member($0) ?? .null }
        case .null:
            elements = []
        default:
            throw .error("cannot loop over \(sequence.typeDescription)", at: loop.sequence.span.lowerBound, in: template.source)
        }
        guard !elements.isEmpty else {
            try render(loop.empty, in: template)
            return
        }
        scope.pushFrame()
        defer { scope.popFrame() }
        let variableSlot = scope.bind(loop.variable, .null)
        let valueSlot = loop.valueVariable.map { scope.bind($0, .null) }
        let loopSlot = scope.bind("loop", .null)
        let bodyStart = scope.count
        for (index, element) in elements.enumerated() {
            scope.truncate(to: bodyStart)
            if let valueSlot {
                scope.assign(.string(keys[index]), toSlot: variableSlot)
                scope.assign(element, toSlot: valueSlot)
            } else {
                scope.assign(keys.isEmpty ? element : .string(keys[index]), toSlot: variableSlot)
            }
            scope.assign(.object(LoopState(index0: index, length: elements.count)), toSlot: loopSlot)
            try render(loop.body, in: template)
            if let control = pendingLoopControl {
                pendingLoopControl = nil
                if control == .break { break }
            }
        }
    }
}
