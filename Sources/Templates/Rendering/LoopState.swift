/// `loop` inside `{% for %}`: a two-word value, so binding it per iteration allocates nothing.
struct LoopState: TemplateObject {
    var index0: Int
    var length: Int

    func member(_ name: String) -> TemplateValue? {
        switch name {
        case "index": .number(Double(index0 + 1))
        case "index0": .number(Double(index0))
        case "first": .bool(index0 == 0)
        case "last": .bool(index0 == length - 1)
        case "length": .number(Double(length))
        case "revindex": .number(Double(length - index0))
        case "revindex0": .number(Double(length - index0 - 1))
        default: nil
        }
    }

    var memberNames: [String] { ["index", "index0", "first", "last", "length", "revindex", "revindex0"] }
}
