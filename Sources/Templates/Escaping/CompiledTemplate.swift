import Core

/// A template's body and block definitions compiled for the contexts they are rendered in. Most
/// are compiled once, for text; a partial included inside an attribute, or a block placed in one,
/// gets a variant of its own the first time it is rendered there.
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
    /// The body for text, where nearly every template starts: kept apart so that rendering it takes no
    /// lock and hashes no key (a page of the default layout starts a dozen templates).
    private let textBody: Variant
    private let variants: Locked<[Key: Variant]>

    /// Compiles the body for text, and with it the blocks of a template that extends no other.
    init(source: SourceText, parsed: ParsedTemplate) throws(Diagnostic) {
        self.source = source
        self.parsed = parsed
        var analysis = ContextAnalysis(source: source, definitions: parsed.parent == nil ? parsed.blocks : nil)
        let (body, end) = try analysis.compile(parsed.body, from: .text)
        textBody = Variant(nodes: body, end: end)
        var variants = analysis.compiledBlocks
        variants[Key(block: nil, context: .text)] = textBody
        self.variants = Locked(variants)
    }

    /// The body compiled for starting in `context`.
    func body(from context: EscapeContext) throws(Diagnostic) -> Variant {
        if context == .text { return textBody }
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
