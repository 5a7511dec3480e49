/// The fewest, then shortest, type names that tell each of several overloads apart (DocC's suggestion), from
/// their lists of type names, all of one length. For
///
///     String   Int  Double
///     String?  Int  Double
///     String?  Int  Float
///
/// it gives `String,_,_`, `String?,_,Double` and `_,_,Float`; nil for an overload no combination tells apart.
enum MinimalTypeDisambiguation {
    static func choose(_ overloads: [[String]]) -> [[String]?] {
        guard let width = overloads.first?.count, width > 0 else { return [] }
        guard width < 64, overloads.count < 64 else { return chooseSingleTypes(overloads) }
        // For each overload and column, the overloads with the same type there, as bits.
        let sharing: [[UInt64]] = overloads.map { overload in
            (0..<width).map { column in
                overloads.indices.reduce(UInt64(0)) { bits, other in overloads[other][column] == overload[column] ? bits | 1 << other : bits }
            }
        }
        let everyOverload: UInt64 = (1 << overloads.count) - 1
        let telling = (0..<width).filter { sharing[0][$0] != everyOverload }
        guard !telling.isEmpty else { return overloads.map { _ in nil } }
        // Beyond a dozen telling columns the combinations are too many to try: single types only.
        guard telling.count <= 12 else { return chooseSingleTypes(overloads) }
        let combinations = (1..<(1 << telling.count)).map { mask in telling.indices.filter { mask & 1 << $0 != 0 }.map { telling[$0] } }
        let bySize = combinations.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element)
        return overloads.indices.map { row in
            var best: (columns: [Int], length: Int)?
            for columns in bySize {
                if let best, columns.count > best.columns.count { break }
                let overlap = columns.reduce(everyOverload) { $0 & sharing[row][$1] }
                guard overlap.nonzeroBitCount == 1 else { continue }
                let length = columns.reduce(0) { $0 + overloads[row][$1].utf8.count }
                if length < best?.length ?? .max { best = (columns, length) }
            }
            return best.map { best in (0..<width).map { best.columns.contains($0) ? overloads[row][$0] : "_" } }
        }
    }

    /// One type that no other overload has in its place, the shortest; nil when there is none.
    private static func chooseSingleTypes(_ overloads: [[String]]) -> [[String]?] {
        overloads.indices.map { row in
            let unique = overloads[row].indices.filter { column in
                overloads.indices.allSatisfy { $0 == row || overloads[$0][column] != overloads[row][column] }
            }
            guard let column = unique.min(by: { overloads[row][$0].utf8.count < overloads[row][$1].utf8.count }) else { return nil }
            return overloads[row].indices.map { $0 == column ? overloads[row][$0] : "_" }
        }
    }
}
