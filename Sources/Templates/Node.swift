/// A node of a parsed template. Text is a range of the template's bytes, so parsing copies no text.
indirect enum Node: Sendable {
    case text(Range<Int>)
    case output(Expression)
    case conditional([ConditionalBranch], otherwise: [Node]?)
    case loop(Loop)
    case set(name: String, Expression)
    /// `{% set name %}…{% endset %}`: the rendered body, as safe HTML.
    case setBlock(name: String, body: [Node])
    case include(name: String, offset: Int)
    /// A `{% block %}`; its definitions are looked up by name when rendered, most derived first.
    case block(name: String)
}

struct ConditionalBranch: Sendable {
    var condition: Expression
    var body: [Node]
}

/// `{% for value in sequence %}` or `{% for key, value in dictionary %}`.
struct Loop: Sendable {
    var variable: String
    /// The second name of `for key, value in …`.
    var valueVariable: String?
    var sequence: Expression
    var body: [Node]
    /// The `{% empty %}` (or `{% else %}`) part, rendered when there is nothing to iterate.
    var empty: [Node]
}

/// One `{% block name %}` definition.
struct BlockDefinition: Sendable {
    var name: String
    var body: [Node]
    /// Where the block's name is written.
    var offset: Int
}
