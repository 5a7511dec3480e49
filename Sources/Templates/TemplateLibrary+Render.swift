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
}
