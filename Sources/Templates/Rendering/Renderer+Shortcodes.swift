import Core

extension Renderer {
    /// Renders a shortcode's template where the call stands, with variables of its own: the caller's `page` and
    /// `site`, the positional arguments as `args`, each named argument by its name, and the body as `inner`.
    /// What goes wrong inside it says which call it was. Never inlined into the node loop, which every layout runs.
    @inline(never)
    mutating func render(_ call: ShortcodeCall, in template: Template) throws(Diagnostic) {
        var variables: [String: TemplateValue] = [:]
        for name in ["page", "site"] {
            if let value = scope.lookup(name) { variables[name] = value }
        }
        var positional: [TemplateValue] = []
        positional.reserveCapacity(call.positional.count)
        for argument in call.positional {
            positional.append(try value(of: argument, in: template, mode: .value))
        }
        variables["args"] = .array(positional)
        for argument in call.named {
            variables[argument.name] = try value(of: argument.value, in: template, mode: .value)
        }
        if let body = call.body {
            let captured = try capture(body, in: template)
            variables["inner"] = call.capturesText ? .string(captured) : .html(captured)
        }
        let reference = TemplateReference(name: call.templateName, offset: call.offset)
        let shortcode = try load(reference, from: template, isShortcode: true)
        let outerScope = scope
        scope = Scope(globals: variables)
        defer { scope = outerScope }
        let warningCount = warnings.count
        let outerCallSite = callSite
        let outermost = callSite ?? (call.offset, template)
        callSite = outermost
        defer {
            callSite = outerCallSite
            // A `warn` inside is at the outermost call already.
            for index in warnings.indices.dropFirst(warningCount) where warnings[index].location?.path != outermost.template.source.path {
                warnings[index].message += calledAt(call, in: template)
            }
        }
        do {
            try render(shortcode, via: (reference, template), from: call.context, kind: "shortcode")
        } catch {
            var located = error
            if error.location?.path != template.source.path { located.message += calledAt(call, in: template) }
            throw located
        }
    }

    /// `{{ message | warn }}`: a warning at the outermost shortcode call it is in, which is where the page's author
    /// can act on it, else at the filter.
    mutating func warn(_ message: String, at call: FilterCall, in template: Template) {
        let (offset, source) = callSite.map { ($0.offset, $0.template.source) } ?? (call.offset, template.source)
        let diagnostic = Diagnostic.warning(message, at: offset, in: source)
        if let location = diagnostic.location, warnedAt.insert(location).inserted {
            warnings.append(diagnostic)
        }
    }

    /// ` (in the shortcode 'figure' called at Content/a.md:3:1)`, for messages located in the shortcode's template.
    private func calledAt(_ call: ShortcodeCall, in template: Template) -> String {
        " (in the shortcode '\(call.name)' called at \(template.source.location(ofOffset: call.offset)))"
    }
}
