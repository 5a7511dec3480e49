/// What a QR code holds besides its data: finder, timing and alignment patterns, and the format and version
/// information, each placed where the standard places it.
extension QRCode {
    mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, dark: index % 2 == 0)
            set(index, 6, dark: index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(centeredAt: x, y) }
        let centers = alignmentCenters
        for (row, y) in centers.enumerated() {
            for (column, x) in centers.enumerated() {
                // Not over the three finders.
                let corner = (row == 0 && column == 0) || (row == 0 && column == centers.count - 1) || (row == centers.count - 1 && column == 0)
                if !corner { drawAlignment(centeredAt: x, y) }
            }
        }
        // Reserved now, written once the mask is chosen.
        drawFormatInformation(level: .medium, mask: 0)
        drawVersionInformation()
    }

    /// A 7×7 finder with its light separator, cut off at the code's edge.
    private mutating func drawFinder(centeredAt centerX: Int, _ centerY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (x, y) = (centerX + dx, centerY + dy)
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(x, y, dark: distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(centeredAt centerX: Int, _ centerY: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(centerX + dx, centerY + dy, dark: max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// Where alignment patterns are centred, on both axes: from 6 to 7 from the far edge, evenly spaced between
    /// (by an even step, the first gap taking what is left over).
    private var alignmentCenters: [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        return [6] + (0..<count - 1).map { size - 7 - $0 * step }.reversed()
    }

    /// The level and mask, as 15 bits with their BCH error correction, twice: around the top-left finder, and split
    /// between the other two (with the dark module beside the bottom-left one).
    mutating func drawFormatInformation(level: ErrorCorrection, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = remainder << 1 ^ (remainder >> 9) * 0x537 }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
        for index in 0...5 { set(8, index, dark: bit(index)) }
        set(8, 7, dark: bit(6))
        set(8, 8, dark: bit(7))
        set(7, 8, dark: bit(8))
        for index in 9..<15 { set(14 - index, 8, dark: bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, dark: bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, dark: bit(index)) }
        set(8, size - 8, dark: true)
    }

    /// From version 7, the version as 18 bits with their BCH error correction, in a 6×3 block beside the top-right
    /// finder and a 3×6 one above the bottom-left.
    private mutating func drawVersionInformation() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = remainder << 1 ^ (remainder >> 11) * 0x1F25 }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = bits >> index & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            set(a, b, dark: dark)
            set(b, a, dark: dark)
        }
    }
}
