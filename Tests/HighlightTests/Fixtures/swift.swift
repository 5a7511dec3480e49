import Foundation

/* A block comment /* with a nested one */ still open here */
/// Doc comment for `Counter`.
@MainActor
final class Counter<Element: Hashable>: ObservableObject {
    private(set) var counts: [String: Int] = [:]
    lazy var total = 1_000_000
    let mask = 0x1F, tiny = 1e-3, binary = 0b1010
    weak var delegate: (any CounterDelegate)?

    var value: Int {
        get { counts.values.reduce(0, +) }
        set(newValue) { counts["all"] = newValue }
    }

    var name: String { didSet { print("renamed to \(name)") } }

    override func add(_ element: Element, for key: String) async throws -> some Sequence {
        let get = 1, set = 2, open = get + set
        let raw = #"raw \(not interpolated)"#
        let mixed = #"raw \#(open) interpolated"#
        let multi = """
            Total: \(counts.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
            "Quoted" lines stay strings
            """
        if #available(macOS 13, *) {
            counts[key, default: 0] += 1
        }
        return [raw, mixed, multi].filter { !$0.isEmpty && $0.count >= 2 }
    }
}

#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let `default` = Counter<Int>.self
let range = 0...10, half = 0..<5
let closure: (Int) -> Bool = { value in value % 2 == 0 }
