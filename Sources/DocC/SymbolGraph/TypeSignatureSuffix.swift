/// A type signature at the end of a link's component: `-(Vector)` (the parameters' types), `->Double` (the return
/// value's) or both, `-(Int,_)->String`. Read from the start, not from the last `-`, because types hold `-`
/// themselves (`-((Int)->Bool)`); a tuple return value lists its elements (`->(Int,String)`), and `_` stands
/// for any type.
enum TypeSignatureSuffix {
    /// The name before the signature and the signature, or nil when `component` ends with none.
    static func parse(_ component: Substring) -> (name: Substring, SymbolLinkComponent.Disambiguation)? {
        // An operator's own `-` (`-(_:_:)`) starts no signature.
        let searched = SwiftOperatorName.prefix(of: component).map { component[$0.endIndex...] } ?? component
        if let start = searched.firstRange(of: "-(") {
            var scanner = TypeListScanner(component[start.upperBound...])
            let parameters = scanner.scanList()
            if scanner.isAtEnd {
                return (component[..<start.lowerBound], .typeSignature(parameters: parameters, returns: nil))
            }
            guard scanner.skip("->") else { return nil }
            return (component[..<start.lowerBound], .typeSignature(parameters: parameters, returns: scanner.scanReturnTypes()))
        }
        if let start = searched.firstRange(of: "->") {
            var scanner = TypeListScanner(component[start.upperBound...])
            return (component[..<start.lowerBound], .typeSignature(parameters: nil, returns: scanner.scanReturnTypes()))
        }
        return nil
    }
}

/// Reads a list of type names written in a link: `Int,(A,B),(Int)->Bool)` is `Int`, `(A,B)` and `(Int)->Bool`.
/// Brackets are expected to balance; when they do not, what is read matches no symbol.
private struct TypeListScanner {
    private var rest: Substring

    init(_ text: Substring) {
        rest = text
    }

    var isAtEnd: Bool { rest.isEmpty }

    mutating func skip(_ prefix: String) -> Bool {
        guard rest.hasPrefix(prefix) else { return false }
        rest = rest.dropFirst(prefix.count)
        return true
    }

    /// A tuple's elements (`(Int,String)`), else the one type that is the rest.
    mutating func scanReturnTypes() -> [Substring] {
        guard skip("(") else {
            defer { rest = rest[rest.endIndex...] }
            return [rest]
        }
        return scanList()
    }

    /// The types of a list whose `(` is already read, up to and with its `)`.
    mutating func scanList() -> [Substring] {
        if skip(")") { return [] }
        var types: [Substring] = []
        repeat {
            guard let type = scanType() else { break }
            types.append(type)
        } while !rest.isEmpty && rest.removeFirst() == ","
        return types
    }

    /// One type: a name (with generic arguments), a tuple, or a closure type.
    private mutating func scanType() -> Substring? {
        guard rest.first == "(" else { return scanName() ?? takeRest() }
        guard let tuple = scanBalancedParentheses() else { return nil }
        guard skip("->") else { return tuple }
        let returnType = rest.first == "(" ? scanBalancedParentheses() : scanName()
        guard let returnType else { return nil }
        return Substring(tuple + "->" + returnType)
    }

    private mutating func scanBalancedParentheses() -> Substring? {
        var depth = 0
        for index in rest.indices {
            if rest[index] == "(" { depth += 1 }
            if rest[index] == ")" {
                depth -= 1
                if depth == 0 { return take(through: index) }
            }
        }
        return nil
    }

    /// A name up to the `,` or `)` that ends it outside generic arguments.
    private mutating func scanName() -> Substring? {
        var depth = 0
        for index in rest.indices {
            switch rest[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case "," where depth == 0, ")" where depth == 0:
                let name = rest[..<index]
                rest = rest[index...]
                return name
            default: continue
            }
        }
        return nil
    }

    private mutating func take(through index: Substring.Index) -> Substring {
        defer { rest = rest[rest.index(after: index)...] }
        return rest[...index]
    }

    private mutating func takeRest() -> Substring {
        defer { rest = rest[rest.endIndex...] }
        return rest
    }
}
