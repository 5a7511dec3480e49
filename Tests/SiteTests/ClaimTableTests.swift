import Testing
@testable import Site

@Suite struct ClaimTableTests {
    @Test func aKeyNeverSetHasNoClaimant() {
        var table = ClaimTable()
        #expect(table[7] == nil)
        table.set(Routing.Claimant(path: "a"), for: 1)
        #expect(table[7] == nil)
    }

    @Test func aKeyGivesBackItsClaimant() {
        var table = ClaimTable()
        table.set(Routing.Claimant(path: "a"), for: 1)
        table.set(Routing.Claimant(path: "b"), for: 2)
        #expect(table[1]?.path == "a")
        #expect(table[2]?.path == "b")
    }

    @Test func settingAKeyAgainReplacesItsClaimant() {
        var table = ClaimTable()
        table.set(Routing.Claimant(path: "a"), for: 1)
        table.set(Routing.Claimant(path: "b"), for: 1)
        #expect(table[1]?.path == "b")
        #expect(table.count == 1)
    }

    @Test func keysInTheSameSlotAreKeptApart() {
        var table = ClaimTable()
        table.set(Routing.Claimant(path: "a"), for: 3)
        table.set(Routing.Claimant(path: "b"), for: 3 + 16)
        table.set(Routing.Claimant(path: "c"), for: 3 - 16)
        #expect([table[3]?.path, table[19]?.path, table[-13]?.path] == ["a", "b", "c"])
    }

    @Test func growingKeepsEveryClaim() {
        var table = ClaimTable()
        for key in 0..<1000 { table.set(Routing.Claimant(path: "\(key)"), for: key * 64) }
        #expect(table.count == 1000)
        #expect((0..<1000).allSatisfy { table[$0 * 64]?.path == "\($0)" })
        #expect(table.entries.count == 1000)
    }
}
