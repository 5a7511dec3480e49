import Testing
@testable import Import

/// QR codes as the standard draws them: what Hugo's `qr` shortcode becomes on import.
@Suite struct QRCodeTests {
    func rows(_ code: QRCode) -> [String] {
        (0..<code.size).map { y in String((0..<code.size).map { code.isDark(x: $0, y: y) ? "#" : "." }) }
    }

    // Module for module what python-qrcode, an independent encoder, draws for the same text and level with the same
    // mask (1, the one the penalty rules pick here); zbarimg reads it back.
    @Test func aURLAtLevelMediumIsTheStandardsCode() throws {
        let code = try #require(QRCode(encoding: Array("https://gohugo.io".utf8), level: .medium))
        #expect(code.version == 2)
        #expect(rows(code) == [
            "#######.##....###.#######", "#.....#...#..##.#.#.....#", "#.###.#.#.##..#...#.###.#", "#.###.#..#.##.##..#.###.#",
            "#.###.#..###.##...#.###.#", "#.....#.####....#.#.....#", "#######.#.#.#.#.#.#######", ".........#..#.#..........",
            "#.#...##..#.###.#..#..#.#", "##.#.#..##...####.##.#.##", "###...#.####...##....##.#", "#.#.....#....#.#####.#...",
            "####..#...####..#.##....#", ".#####.#.##.#..#..##...##", "##....##.#..####.#...##.#", "..#.#..##..##.###..###...",
            "####.######..##.#####..#.", "........#....##.#...#...#", "#######.##.#....#.#.#...#", "#.....#..#...#.##...#..#.",
            "#.###.#..#####.######..##", "#.###.#...#.#..###..#.##.", "#.###.#.#...###.#..###.##", "#.....#..####.#.##.##....",
            "#######.#.#..##.#.#..#..#",
        ])
    }

    @Test func theVersionIsTheSmallestThatHoldsTheText() throws {
        // Version 1 at level medium holds 16 codewords: 12 bits of mode and count, then 14 bytes.
        #expect(QRCode(encoding: Array(repeating: 0x61, count: 14), level: .medium)?.version == 1)
        #expect(QRCode(encoding: Array(repeating: 0x61, count: 15), level: .medium)?.version == 2)
        #expect(QRCode(encoding: Array(repeating: 0x61, count: 15), level: .low)?.version == 1)
        // From version 10 the count takes 16 bits.
        #expect(QRCode(encoding: Array(repeating: 0x61, count: 2953), level: .low)?.version == 40)
        #expect(QRCode(encoding: Array(repeating: 0x61, count: 2954), level: .low) == nil)
    }

    @Test func versionsFromSevenCarryTheirNumber() throws {
        let code = try #require(QRCode(encoding: Array(repeating: 0x61, count: 140), level: .low))
        #expect(code.version == 7)
        // 7 is 000111 and its BCH code 110010010100, least significant bit first down the 6×3 block's columns.
        let bits = (0..<18).map { code.isDark(x: code.size - 11 + $0 % 3, y: $0 / 3) }
        #expect(bits.reversed().map { $0 ? "1" : "0" }.joined() == "000111110010010100")
        #expect(bits == (0..<18).map { code.isDark(x: $0 / 3, y: code.size - 11 + $0 % 3) })
    }

    @Test func eachLevelIsNamedAsHugoNamesIt() {
        #expect(["low", "Medium", "quartile", "HIGH"].compactMap(QRCode.ErrorCorrection.init(hugoName:)) == [.low, .medium, .quartile, .high])
        #expect(QRCode.ErrorCorrection(hugoName: "m") == nil)
    }

    @Test func theSVGDrawsEachDarkModuleInsideAMarginOfFour() throws {
        let code = try #require(QRCode(encoding: Array("a".utf8), level: .high))
        let svg = code.svg(scale: 3)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 29 29\" width=\"87\" height=\"87\""))
        // The top-left finder's first row: seven dark modules from (4, 4).
        #expect(svg.contains("d=\"M4 4h7v1h-7z"))
    }
}
