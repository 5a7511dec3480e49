import Testing
@testable import FrontMatter

@Suite struct TagListPoolTests {
    private func storage(of list: TextList) -> UnsafePointer<UInt8>? {
        list.joined.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    @Test func aListComesBackWithTheSameTexts() {
        let pool = TagListPool()
        #expect(pool.shared(TextList(["concurrency", "generics"])).texts == ["concurrency", "generics"])
    }

    @Test func equalListsShareTheFirstOnesStorage() {
        let pool = TagListPool()
        let first = pool.shared(TextList(["concurrency", "generics"]))
        let second = pool.shared(TextList(["concurrency", "generics"]))
        #expect(storage(of: first) == storage(of: second))
    }

    @Test func differentListsKeepTheirOwnTexts() {
        let pool = TagListPool()
        _ = pool.shared(TextList(["concurrency", "generics"]))
        #expect(pool.shared(TextList(["concurrency", "macros"])).texts == ["concurrency", "macros"])
    }
}
