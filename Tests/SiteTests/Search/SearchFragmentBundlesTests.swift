import Testing
@testable import Site

/// Which pages' fragments share a file: consecutive small ones up to the bound, within a group.
@Suite struct SearchFragmentBundlesTests {
    let bound = SearchFragmentBundles.bound

    func starts(_ sizes: [Int]) -> [Int] {
        SearchFragmentBundles.starts(pageCount: sizes.count) { sizes[$0] }
    }

    @Test func smallFragmentsShareABundleUpToTheBound() {
        #expect(starts([bound / 4, bound / 4, bound / 4, bound / 4, 1]) == [0, 4])
    }

    @Test func aFragmentOverHalfTheBoundIsAloneAndSoIsTheOneAfter() {
        #expect(starts([100, bound / 2 + 1, 100, 100]) == [0, 1, 2])
    }

    @Test func aBundleNeverCrossesAGroup() {
        let groupSize = SearchFragmentBundles.groupSize
        #expect(starts(Array(repeating: 10, count: 2 * groupSize + 1)) == [0, groupSize, 2 * groupSize])
    }

    @Test func aGroupIsLaidOutAsTheWholeSiteLaysItOut() {
        let sizes = (0..<40).map { ($0 * 7919) % (bound / 2 + 2000) }
        let whole = starts(sizes)
        let second = SearchFragmentBundles.starts(ofGroupAt: 16, pageCount: sizes.count) { sizes[$0] }
        #expect(second == whole.filter { (16..<32).contains($0) })
    }

    @Test func rangesEndWhereTheNextBundleStarts() {
        #expect(SearchFragmentBundles.ranges(starts: [0, 3, 4], pageCount: 6) == [0..<3, 3..<4, 4..<6])
    }
}
