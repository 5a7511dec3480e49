import Core
import Foundation
import Templates

/// Renders `source` as `page.html` (or as `name`, whose extension decides its language), with `others` as
/// further built-in templates it can include or extend.
func render(
    _ source: String,
    _ variables: [String: TemplateValue] = [:],
    as name: String = "page.html",
    others: [String: String] = [:],
    environment: RenderEnvironment = RenderEnvironment()
) throws(DiagnosticList) -> String {
    try renderResult(source, variables, as: name, others: others, environment: environment).output
}

func renderResult(
    _ source: String,
    _ variables: [String: TemplateValue] = [:],
    as name: String = "page.html",
    others: [String: String] = [:],
    environment: RenderEnvironment = RenderEnvironment()
) throws(DiagnosticList) -> RenderResult {
    var templates = others
    templates[name] = source
    let library = TemplateLibrary(directory: nil, builtIns: templates)
    return try library.render(name, variables: variables, environment: environment)
}

/// The full text (summary, source line, caret) of the error rendering `source` throws, or nil when it renders.
func renderError(
    _ source: String,
    _ variables: [String: TemplateValue] = [:],
    as name: String = "page.html",
    others: [String: String] = [:],
    environment: RenderEnvironment = RenderEnvironment()
) -> String? {
    do {
        _ = try render(source, variables, as: name, others: others, environment: environment)
        return nil
    } catch {
        return error.description
    }
}

/// An object whose members are computed on demand, as the Site's pages are.
struct TestObject: TemplateObject {
    var members: [(String, TemplateValue)]

    func member(_ name: String) -> TemplateValue? {
        members.first { $0.0 == name }?.1
    }

    var memberNames: [String] { members.map(\.0) }
}
