/// A piece of a DocC article: Markdown text, or a directive such as `@Row { … }`.
public enum DocCNode: Sendable, Hashable {
    /// Markdown lines, with the body line (1-based) of the first one.
    case markdown(String, line: Int)
    /// `@Name(arguments)` with the nodes between its braces, if any.
    case directive(Directive)
    /// Directive syntax the parser could not read as written: rendered as nothing, reported to the author.
    case problem(DirectiveProblem)
}

/// `@Name(label: value, …) { children }`.
public struct Directive: Sendable, Hashable {
    /// `Metadata`, `Row`, `Step`…
    public var name: String
    /// The arguments in order.
    public var arguments: [Argument]
    /// What its braces hold; empty for `@Name(…)` without braces.
    public var children: [DocCNode]
    /// The body line (1-based) the directive starts on.
    public var line: Int

    /// The value of the argument with that label (`""` for the unlabelled one); the last, as DocC reads
    /// one given twice.
    public func argument(_ label: String) -> String? {
        arguments.last { $0.label == label }?.value
    }

    /// The directive children with that name, in order.
    public func children(named name: String) -> [Directive] {
        children.compactMap { node in
            if case .directive(let child) = node, child.name == name { return child }
            return nil
        }
    }

    /// `label: value`; an unlabelled argument (`@Tab("Title")`) has an empty label.
    public struct Argument: Sendable, Hashable {
        /// `source`, `alt`…, or empty.
        public var label: String
        /// The value without its quotes.
        public var value: String
    }
}

/// What is wrong with a piece of directive syntax (an extra `)`, an unclosed `(` or `{`, a `}` that
/// closes nothing) and what DocC expects there. The parser keeps what it can read of the directive
/// next to it, as DocC does.
public struct DirectiveProblem: Sendable, Hashable {
    /// The body line (1-based) of the offending text.
    public var line: Int
    /// Its 1-based column, in Unicode scalars (as `SourceLocation` counts them).
    public var column: Int
    /// What is wrong, and what DocC expects instead.
    public var message: String
}
