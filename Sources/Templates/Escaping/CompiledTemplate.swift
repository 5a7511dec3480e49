import Core

/// A template's body and block definitions compiled for the contexts they are rendered in. Most
/// are compiled once, for the start of a document in the template's language (text, for HTML); a
/// partial included inside an attribute, or a block placed in one, gets a variant of its own the
/// first time it is rendered there.
final class CompiledTemplate: Sendable {
    struct Key: Hashable, Sendable {
        /// The block's name, or nil for the template's body.
        var block: String?
        var context: EscapeContext
    }

    struct Variant: Sendable {
        var nodes: [Node]
        /// The context after the nodes.
        var end: EscapeContext
    }

    private let source: SourceText
    private let parsed: ParsedTemplate
    /// Where a render that starts from this template starts: a document of its language.
    let start: EscapeContext
    /// The body for `start`, where nearly every template starts (a partial of an HTML layout starts in
    /// text too): kept apart so that rendering it takes no lock and hashes no key (a page of the default
    /// layout starts a dozen templates).
    private let startBody: Variant
    private let variants: Locked<[Key: Variant]>

    /// Compiles the body for `start`, and with it the blocks of a template that extends no other.
    init(source: SourceText, parsed: ParsedTemplate, start: EscapeContext) throws(Diagnostic) {
        self.source = source
        self.parsed = parsed
        self.start = start
        var analysis = ContextAnalysis(source: source, definitions: parsed.parent == nil ? parsed.blocks : nil)
        let (body, end) = try analysis.compile(parsed.body, from: start)
        startBody = Variant(nodes: body, end: end)
        var variants = analysis.compiledBlocks
        variants[Key(block: nil, context: start)] = startBody
        self.variants = Locked(variants)
    }

    /// The body compiled for starting in `context`.
    func body(from context: EscapeContext) throws(Diagnostic) -> Variant {
        if context == start { return startBody }
        if let found = variants.withLock({ $0[Key(block: nil, context: context)] }) { return found }
        var analysis = ContextAnalysis(source: source, definitions: parsed.parent == nil ? parsed.blocks : nil)
        let (body, end) = try analysis.compile(parsed.body, from: context)
        let variant = Variant(nodes: body, end: end)
        store(analysis.compiledBlocks.merging([Key(block: nil, context: context): variant]) { first, _ in first })
        return variant
    }

    /// This template's definition of a block compiled for `context`, the context it is placed in.
    func block(_ definition: BlockDefinition, from context: EscapeContext) throws(Diagnostic) -> [Node] {
        let key = Key(block: definition.name, context: context)
        if let found = variants.withLock({ $0[key] }) { return found.nodes }
        var analysis = ContextAnalysis(source: source, definitions: parsed.parent == nil ? parsed.blocks : nil)
        try analysis.compileBlock(definition, from: context)
        store(analysis.compiledBlocks)
        return analysis.compiledBlocks[key]?.nodes ?? []
    }

    private func store(_ compiled: [Key: Variant]) {
        variants.withLock { $0.merge(compiled) { first, _ in first } }
    }
}
