/// The type names a link can tell overloads apart by (`init(_:)-(Vector)`, `length()->Double`), spelled from a
/// function's declaration fragments as DocC spells them: without labels or spaces, with Swift's shorthand for
/// arrays, optionals and dictionaries (`[Point]`, `Int?`, `[String:Int]`), without a typed `throws`'s error
/// type; a tuple return value gives one name per element, and `Void` none.
struct FunctionSignatureTypeNames: Sendable {
    var parameters: [String]
    var returns: [String]

    /// Nil for a symbol that is not called (a property, a type).
    init?(_ symbol: SymbolGraph.Symbol) {
        guard let signature = symbol.functionSignature else { return nil }
        parameters = (signature.parameters ?? []).map { String(decoding: Self.spelling($0.declarationFragments ?? []), as: UTF8.self) }
        returns = Self.returnSpellings(signature.returns ?? [])
    }

    private static let voidFragments: [SymbolGraph.Fragment] = [
        .init(kind: "text", spelling: "()", preciseIdentifier: nil),
        .init(kind: "typeIdentifier", spelling: "Void", preciseIdentifier: "s:s4Voida"),
        .init(kind: "typeIdentifier", spelling: "void", preciseIdentifier: "c:v"),
    ]

    private static func returnSpellings(_ fragments: [SymbolGraph.Fragment]) -> [String] {
        if fragments.count == 1, voidFragments.contains(fragments[0]) { return [] }
        let spelling = spelling(fragments)
        guard TypeSpelling.shape(spelling[...]) == .tuple else { return [String(decoding: spelling, as: UTF8.self)] }
        var elements: [String] = []
        var depth = 0
        var start = 1
        for index in 1..<(spelling.count - 1) {
            switch spelling[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                elements.append(String(decoding: spelling[start..<index], as: UTF8.self))
                start = index + 1
            default: continue
            }
        }
        elements.append(String(decoding: spelling[start..<(spelling.count - 1)], as: UTF8.self))
        return elements
    }

    private static func spelling(_ fragments: [SymbolGraph.Fragment]) -> [UInt8] {
        var spelling = TypeSpelling()
        var position = fragments.startIndex
        var closesTypedThrows: Int?
        while position < fragments.endIndex {
            let fragment = fragments[position]
            position += 1
            switch fragment.kind {
            case _ where TypeSpelling.sugaredTypes.contains(fragment.preciseIdentifier ?? ""):
                spelling.markSugaredType(fragment.spelling)
            case "typeIdentifier":
                spelling.append(fragment.spelling)
            case "keyword" where fragment.spelling == "Any":
                spelling.append(fragment.spelling)
            case "keyword" where fragment.spelling == "throws":
                // `throws(MyError)`: the error type would read as another parameter list.
                if position < fragments.endIndex, fragments[position].kind == "text", fragments[position].spelling == "(",
                   let close = fragments[position...].firstIndex(where: { $0.kind == "text" && $0.spelling.hasPrefix(")") }) {
                    position = close
                    closesTypedThrows = close
                }
            case "text":
                spelling.appendPunctuation(fragment.spelling.utf8.dropFirst(closesTypedThrows == position - 1 ? 1 : 0))
            default:
                continue
            }
        }
        return spelling.finished()
    }
}
