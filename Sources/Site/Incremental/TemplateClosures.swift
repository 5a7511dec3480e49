import Core
import Templates

/// Each template with every template it extends or includes, worked out once
/// per build and shared by the pages that use it: a page is rendered again
/// when any of them changes.
final class TemplateClosures: Sendable {
    private let library: TemplateLibrary
    private let known = Locked<[String: Set<String>]>([:])

    init(library: TemplateLibrary) {
        self.library = library
    }

    /// `name` and everything it extends or includes, directly or not.
    func of(_ name: String) throws(DiagnosticList) -> Set<String> {
        if let closure = known.withLock({ $0[name] }) { return closure }
        var closure = try library.dependencies(of: name)
        closure.insert(name)
        known.withLock { [closure] in $0[name] = closure }
        return closure
    }
}
