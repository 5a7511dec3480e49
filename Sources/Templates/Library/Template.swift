import Core

/// A parsed template: its node tree, built once and rendered many times, from many threads.
public struct Template: Sendable {
    /// The name it is looked up by, relative to the templates folder (`partials/nav.html`).
    let name: String
    /// The path shown in messages (`Templates/partials/nav.html`).
    var path: String { storage.source.path }

    /// One shared, immutable object, so passing a template around costs one reference count.
    private final class Storage: Sendable {
        let source: SourceText
        let parsed: ParsedTemplate
        let compiled: CompiledTemplate

        init(source: SourceText, parsed: ParsedTemplate, start: EscapeContext) throws(Diagnostic) {
            self.source = source
            self.parsed = parsed
            self.compiled = try CompiledTemplate(source: source, parsed: parsed, start: start)
        }
    }

    private let storage: Storage

    var source: SourceText { storage.source }
    var parsed: ParsedTemplate { storage.parsed }
    /// The node trees compiled for the contexts they are rendered in.
    var compiled: CompiledTemplate { storage.compiled }

    /// Whether both are the same parse of a file, not merely the same name.
    func isSame(as other: Template) -> Bool {
        storage === other.storage
    }

    init(name: String, source: SourceText) throws(Diagnostic) {
        self.name = name
        self.storage = try Storage(
            source: source, parsed: try Parser.parse(source), start: .start(of: EscapeContext.Language(templateName: name)))
    }
}
