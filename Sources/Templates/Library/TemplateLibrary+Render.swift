import Core

extension TemplateLibrary {
    /// Renders `name` (with the templates it extends and includes) against top-level variables
    /// such as `page`, `site` and `theme`. `subject` names what is rendered (`Content/about.md`)
    /// in warnings about values replaced because they were unsafe where they were printed.
    /// - Throws: the first error, at its `path:line:col` (in an included file when it is there).
    public func render(
        _ name: String, variables: [String: TemplateValue], environment: RenderEnvironment, subject: String? = nil
    ) throws(DiagnosticList) -> RenderResult {
        let template = try template(named: name)
        var renderer = Renderer(
            library: self, references: references(of: template), environment: environment, globals: variables, subject: subject)
        do {
            try renderer.render(entry: template)
        } catch {
            throw DiagnosticList([error])
        }
        return RenderResult(bytes: renderer.output, warnings: renderer.warnings)
    }

    /// Renders as `render(_:variables:environment:subject:)` does, but hands the output to `write` in
    /// pieces of about `pieceSize` bytes as it is made, rather than holding all of it: for pages that list
    /// thousands of others. After an error, the pieces written are a page cut short.
    /// - Returns: the warnings (undefined variables, replaced values).
    /// - Throws: the first error of the render, or of `write`.
    public func render(
        _ name: String, variables: [String: TemplateValue], environment: RenderEnvironment, subject: String? = nil,
        pieceSize: Int = 1 << 16, to write: (UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Void
    ) throws(DiagnosticList) -> [Diagnostic] {
        let template = try template(named: name)
        let rendered: Result<[Diagnostic], Diagnostic> = withoutActuallyEscaping(write) { write in
            var renderer = Renderer(
                library: self, references: references(of: template), environment: environment, globals: variables, subject: subject,
                sink: RenderSink(pieceSize: pieceSize, write: write))
            return Result { () throws(Diagnostic) in
                try renderer.render(entry: template)
                try renderer.flush()
                return renderer.warnings
            }
        }
        do {
            return try rendered.get()
        } catch {
            throw DiagnosticList([error])
        }
    }

    /// Renders a template that is not one of the library's — a page whose body is a template — with the library's
    /// templates for what it includes and the shortcodes it calls. The source's path names it in messages and, as a
    /// template's name does, decides its language: anything but `.xml` and `.txt` is HTML.
    /// Each call of a shortcode named in `warningAhead` warns whether or not the render reaches it (see
    /// `Renderer.warnAhead`).
    /// - Returns: the output, and where each part of it came from in `source`.
    /// - Throws: the source's syntax errors, or the first error of the render, at its `path:line:col`.
    public func render(
        source: SourceText, variables: [String: TemplateValue], environment: RenderEnvironment, subject: String? = nil,
        warningAhead: Set<String> = []
    ) throws(DiagnosticList) -> (result: RenderResult, sourceMap: SourceMap) {
        do throws(Diagnostic) {
            let template = try Template(name: source.path, source: source)
            // Not kept with the library's reference sets: each page is a template of its own, rendered once a build.
            let references = (try? reachable(from: template, strict: false)) ?? [template.name: template]
            var renderer = Renderer(library: self, references: references, environment: environment, globals: variables, subject: subject)
            try renderer.warnAhead(ofCallsTo: warningAhead, in: template)
            try renderer.render(mappedEntry: template)
            return (RenderResult(bytes: renderer.output, warnings: renderer.warnings), renderer.sourceMap ?? SourceMap())
        } catch {
            throw DiagnosticList([error])
        }
    }
}
