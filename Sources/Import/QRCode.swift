/// A QR code (ISO/IEC 18004) of bytes, in byte mode, at the smallest version that holds them at an error
/// correction level: what Hugo's built-in `qr` shortcode draws, made at import time as an SVG file.
struct QRCode {
    enum ErrorCorrection: Int, CaseIterable {
        case low, medium, quartile, high

        /// The two bits the format information gives the level.
        var formatBits: Int { [1, 0, 3, 2][rawValue] }

        /// Hugo's names: `low`, `medium`, `quartile`, `high`.
        init?(hugoName: String) {
            guard let level = Self.allCases.first(where: { "\($0)" == hugoName.lowercased() }) else { return nil }
            self = level
        }
    }

    let version: Int
    /// Modules on a side: 21 at version 1, four more each version.
    let size: Int
    /// Dark modules, row by row.
    private(set) var modules: [Bool]
    /// Finder, timing and alignment patterns, and format and version information: what data never takes.
    private var isFunction: [Bool]

    /// Nil when the bytes do not fit version 40 at the level.
    init?(encoding bytes: [UInt8], level: ErrorCorrection) {
        guard let version = (1...40).first(where: { Self.dataCodewords(version: $0, level: level) * 8 >= Self.bitCount(bytes, version: $0) }) else {
            return nil
        }
        var unmasked = QRCode(version: version)
        unmasked.drawCodewords(Self.interleaved(Self.dataCodewords(bytes, version: version, level: level), version: version, level: level))
        self = (0..<8).map { unmasked.masked($0, level) }.map { ($0, $0.penalty) }.min { $0.1 < $1.1 }!.0
    }

    /// A code of a version with its function patterns drawn.
    private init(version: Int) {
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: false, count: size * size)
        isFunction = modules
        drawFunctionPatterns()
    }

    func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

    mutating func set(_ x: Int, _ y: Int, dark: Bool, function: Bool = true) {
        modules[y * size + x] = dark
        if function { isFunction[y * size + x] = true }
    }

    // MARK: Data

    /// Mode indicator, character count, the bytes, and the terminator.
    private static func bitCount(_ bytes: [UInt8], version: Int) -> Int {
        4 + (version < 10 ? 8 : 16) + bytes.count * 8
    }

    /// The bytes as data codewords: byte mode, count, bytes, terminator, then the padding bytes to the version's capacity.
    private static func dataCodewords(_ bytes: [UInt8], version: Int, level: ErrorCorrection) -> [UInt8] {
        let capacity = dataCodewords(version: version, level: level) * 8
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: version < 10 ? 8 : 16)
        for byte in bytes { bits.append(Int(byte), count: 8) }
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count * 8 < capacity {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The data split into the version's blocks, each with its error correction, interleaved: the first codeword
    /// of every block, then the second, and so on, then the error correction the same way.
    private static func interleaved(_ data: [UInt8], version: Int, level: ErrorCorrection) -> [UInt8] {
        let blockCount = errorCorrectionBlocks[level.rawValue][version - 1]
        let eccLength = errorCorrectionCodewordsPerBlock[level.rawValue][version - 1]
        let total = rawCodewords(version: version)
        let shortBlocks = blockCount - total % blockCount
        let shortDataLength = total / blockCount - eccLength
        let divisor = ReedSolomon.divisor(degree: eccLength)
        var blocks: [(data: ArraySlice<UInt8>, ecc: [UInt8])] = []
        var start = 0
        for index in 0..<blockCount {
            let block = data[start..<start + shortDataLength + (index < shortBlocks ? 0 : 1)]
            blocks.append((block, ReedSolomon.remainder(of: block, divisor: divisor)))
            start = block.endIndex
        }
        var result: [UInt8] = []
        for column in 0...shortDataLength {
            for block in blocks where column < block.data.count { result.append(block.data[block.data.startIndex + column]) }
        }
        for column in 0..<eccLength {
            for block in blocks { result.append(block.ecc[column]) }
        }
        return result
    }

    /// Codewords placed two columns at a time from the bottom right, up then down, around the function patterns.
    private mutating func drawCodewords(_ codewords: [UInt8]) {
        var bit = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 } // The vertical timing pattern's column holds no data.
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction[y * size + x] && bit < codewords.count * 8 {
                    set(x, y, dark: codewords[bit / 8] >> (7 - bit % 8) & 1 == 1, function: false)
                    bit += 1
                }
            }
            right -= 2
        }
    }

    // MARK: Masks

    /// The code with a data mask applied and the format information that names it.
    private func masked(_ mask: Int, _ level: ErrorCorrection) -> QRCode {
        var code = self
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && Self.inverts(mask: mask, x: x, y: y) {
                code.modules[y * size + x].toggle()
            }
        }
        code.drawFormatInformation(level: level, mask: mask)
        return code
    }

    private static func inverts(mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    /// The standard's penalty: long runs, 2×2 blocks, finder-like patterns, and dark modules far from half.
    var penalty: Int {
        var score = 0
        for line in 0..<size {
            score += linePenalty { isDark(x: $0, y: line) }
            score += linePenalty { isDark(x: line, y: $0) }
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let dark = isDark(x: x, y: y)
                if dark == isDark(x: x + 1, y: y), dark == isDark(x: x, y: y + 1), dark == isDark(x: x + 1, y: y + 1) { score += 3 }
            }
        }
        let dark = modules.count { $0 }
        let total = size * size
        score += 10 * ((abs(dark * 20 - total * 10) + total - 1) / total - 1)
        return score
    }

    private static let finderLike: [[Bool]] = [
        [true, false, true, true, true, false, true, false, false, false, false],
        [false, false, false, false, true, false, true, true, true, false, true],
    ]

    /// The penalty of one row or column, its modules read by index.
    private func linePenalty(_ module: (Int) -> Bool) -> Int {
        var score = 0
        var run = 1
        for index in 1...size {
            if index < size, module(index) == module(index - 1) {
                run += 1
                continue
            }
            if run >= 5 { score += 3 + run - 5 }
            run = 1
        }
        // A finder's 1:1:3:1:1 with four light modules on one side, the light margin beyond the code counting.
        func isDark(_ index: Int) -> Bool { index >= 0 && index < size && module(index) }
        for start in -4...(size - 7) {
            for pattern in Self.finderLike where pattern.indices.allSatisfy({ isDark(start + $0) == pattern[$0] }) { score += 40 }
        }
        return score
    }
}

/// Bits written most significant first, read back as bytes.
struct BitBuffer {
    private(set) var bits: [Bool] = []
    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append(value >> shift & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<min(start + 8, bits.count)].enumerated().reduce(0) { $0 | ($1.element ? 0x80 >> UInt8($1.offset) : 0) }
        }
    }
}
