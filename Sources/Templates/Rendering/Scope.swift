/// The variables a render has bound with `set` and `for`, innermost last, over the caller's
/// variables. One flat array with frame marks: entering a loop or an include appends, leaving
/// truncates, and a loop overwrites its variables in place, so iterating copies no dictionaries.
/// The caller's variables (`page`, `site`, `theme`) are its first bindings: a page's templates
/// read them many times over, and comparing a few short names costs less than hashing one.
struct Scope {
    private struct Binding {
        var name: String
        var value: TemplateValue
    }

    private var bindings: [Binding] = []
    private var frameStarts: [Int] = []

    /// A scope holding only the caller's variables.
    init(globals: [String: TemplateValue]) {
        bindings = globals.map { Binding(name: $0.key, value: $0.value) }
    }

    /// The innermost binding of `name`, if `set` or `for` made one.
    func lookup(_ name: String) -> TemplateValue? {
        var index = bindings.count - 1
        while index >= 0 {
            if bindings[index].name == name { return bindings[index].value }
            index -= 1
        }
        return nil
    }

    /// Every bound name, for suggesting one a template misspelt.
    var names: [String] { bindings.map(\.name) }

    /// `{% set %}`: binds in the innermost frame, replacing a binding of the same name there,
    /// so a `set` inside a loop does not leak out of it.
    mutating func set(_ name: String, _ value: TemplateValue) {
        let start = frameStarts.last ?? 0
        var index = bindings.count - 1
        while index >= start {
            if bindings[index].name == name {
                bindings[index].value = value
                return
            }
            index -= 1
        }
        bindings.append(Binding(name: name, value: value))
    }

    mutating func pushFrame() {
        frameStarts.append(bindings.count)
    }

    mutating func popFrame() {
        truncate(to: frameStarts.removeLast())
    }

    /// Appends a binding to the innermost frame and returns its slot, for a loop to overwrite.
    mutating func bind(_ name: String, _ value: TemplateValue) -> Int {
        bindings.append(Binding(name: name, value: value))
        return bindings.count - 1
    }

    mutating func assign(_ value: TemplateValue, toSlot slot: Int) {
        bindings[slot].value = value
    }

    var count: Int { bindings.count }

    /// Drops bindings made after `count` (a loop's `set`s from its previous iteration).
    mutating func truncate(to count: Int) {
        if bindings.count > count { bindings.removeLast(bindings.count - count) }
    }
}
