import Testing
@testable import Core

@Suite struct PositionTableTests {
    let words = ["apple", "pear", "plum"]

    @Test func findsPositionsByKey() {
        let table = PositionTable(count: words.count) { words[$0] }
        #expect(table.position(of: "plum") { words[$0] } == 2)
        #expect(table.position(of: "fig") { words[$0] } == nil)
    }

    @Test func ofPositionsWithTheSameKeyTheLastIsFound() {
        let words = ["a", "b", "a", "c", "a"]
        let table = PositionTable(count: words.count) { words[$0] }
        #expect(table.position(of: "a") { words[$0] } == 4)
        #expect(table.count == 3)
    }

    @Test func findsEveryPositionWhenSlotsCollide() {
        let words = (0..<5000).map { "w\($0)" }
        let table = PositionTable(count: words.count) { words[$0] }
        #expect(words.indices.allSatisfy { (position: Int) in table.position(of: words[position]) { words[$0] } == position })
    }

    @Test func addsOnlyWhatItDoesNotHold() {
        var keys: [Int] = []
        var table = PositionTable(capacity: 0)
        for key in [5, 7, 5, 9, 7] {
            if table.position(hash: key, where: { keys[$0] == key }, orAdd: keys.count, hashOf: { keys[$0] }) == nil {
                keys.append(key)
            }
        }
        #expect(keys == [5, 7, 9])
        #expect(table.count == 3)
    }

    @Test func keysUnderTheSameHashAreKeptApart() {
        let keys = ["a", "b", "c"]
        var table = PositionTable(capacity: 0)
        for position in keys.indices {
            _ = table.position(hash: 42, where: { keys[$0] == keys[position] }, orAdd: position) { _ in 42 }
        }
        #expect(keys.indices.allSatisfy { position in table.position(hash: 42) { keys[$0] == keys[position] } == position })
        #expect(table.position(hash: 42) { _ in false } == nil)
    }

    @Test func growingKeepsEveryPosition() {
        var keys: [Int] = []
        var table = PositionTable(capacity: 0)
        for key in (0..<1000).map({ $0 * 64 }) {
            _ = table.position(hash: key, where: { keys[$0] == key }, orAdd: keys.count, hashOf: { keys[$0] })
            keys.append(key)
        }
        #expect(table.count == 1000)
        #expect(keys.indices.allSatisfy { position in table.position(hash: keys[position]) { keys[$0] == keys[position] } == position })
    }

    @Test func negativeHashesPickASlotToo() {
        let keys = [-1, Int.min, -13]
        var table = PositionTable(capacity: 0)
        for position in keys.indices {
            _ = table.position(hash: keys[position], where: { keys[$0] == keys[position] }, orAdd: position) { keys[$0] }
        }
        #expect(keys.indices.allSatisfy { position in table.position(hash: keys[position]) { keys[$0] == keys[position] } == position })
    }
}
