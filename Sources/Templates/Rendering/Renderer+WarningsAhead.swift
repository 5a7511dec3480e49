import Core

extension Renderer {
    /// Renders every call of the shortcodes `names` in `template` once before the render, for the warnings it
    /// makes, whether or not the render reaches it (in a branch not taken, a loop over nothing): what such a
    /// shortcode reports is about the page as written. What it writes is dropped, a body is rendered as empty,
    /// and only calls whose arguments are written out are rendered so. The render's own warning at the same
    /// call is said once (`warnedAt`).
    mutating func warnAhead(ofCallsTo names: Set<String>, in template: Template) throws(Diagnostic) {
        guard !names.isEmpty else { return }
        var calls: [ShortcodeCall] = []
        Self.collect(callsTo: names, in: try template.compiled.body(from: template.compiled.start).nodes, into: &calls)
        for call in calls {
            let bodiless = call.placed(in: call.context, body: call.body.map { _ in [] }, capturesText: call.capturesText)
            _ = try capture([.shortcode(bodiless)], in: template)
        }
    }

    private static func collect(callsTo names: Set<String>, in nodes: [Node], into calls: inout [ShortcodeCall]) {
        for node in nodes {
            switch node {
            case .conditional(let conditional):
                for branch in conditional.branches { collect(callsTo: names, in: branch.body, into: &calls) }
                collect(callsTo: names, in: conditional.otherwise, into: &calls)
            case .loop(let loop):
                collect(callsTo: names, in: loop.body, into: &calls)
                collect(callsTo: names, in: loop.empty, into: &calls)
            case .setBlock(_, let body, _):
                collect(callsTo: names, in: body, into: &calls)
            case .shortcode(let call):
                if names.contains(call.name), (call.positional + call.named.map(\.value)).allSatisfy(\.isLiteral) { calls.append(call) }
                if let body = call.body { collect(callsTo: names, in: body, into: &calls) }
            case .text, .output, .set, .include, .block, .loopControl:
                continue
            }
        }
    }
}

private extension Expression {
    var isLiteral: Bool {
        if case .literal = kind { true } else { false }
    }
}
