/// How many codewords each version holds, and how the standard splits them into error correction blocks.
extension QRCode {
    /// Modules left for data and error correction, in whole codewords: the square less its function patterns.
    static func rawCodewords(version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    static func dataCodewords(version: Int, level: ErrorCorrection) -> Int {
        rawCodewords(version: version) - errorCorrectionCodewordsPerBlock[level.rawValue][version - 1] * errorCorrectionBlocks[level.rawValue][version - 1]
    }

    /// By level (low, medium, quartile, high), then version 1 to 40; from the standard's table 9.
    static let errorCorrectionCodewordsPerBlock: [[Int]] = [
        [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    static let errorCorrectionBlocks: [[Int]] = [
        [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]
}

/// Reed–Solomon error correction over GF(2⁸) with the QR code's polynomial, x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    /// The generator polynomial of a degree, (x − α⁰)(x − α¹)…, without its leading 1, highest power first.
    static func divisor(degree: Int) -> [UInt8] {
        var result = Array(repeating: UInt8(0), count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 2)
        }
        return result
    }

    /// The error correction codewords of data: the remainder of its polynomial divided by the divisor.
    static func remainder(of data: ArraySlice<UInt8>, divisor: [UInt8]) -> [UInt8] {
        var result = Array(repeating: UInt8(0), count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = product << 1 ^ (product >> 7) * 0x11D
            product ^= (Int(b) >> bit & 1) * Int(a)
        }
        return UInt8(product)
    }
}
