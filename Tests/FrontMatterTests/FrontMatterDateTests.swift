import Foundation
import Testing
@testable import FrontMatter

/// Every date form Jekyll, Hugo and MkDocs accept, with the offset it was written in.
@Suite struct FrontMatterDateTests {
    func parsed(_ text: String) -> FrontMatterDate.Parsed? {
        FrontMatterDate.parseKeepingOffset(text)
    }

    @Test func unpaddedMonthsDaysAndHours() {
        #expect(parsed("2016-1-29") == .init(date: Date(timeIntervalSince1970: 1_454_025_600), utcOffset: 0))
        #expect(parsed("2016-02-29 8:00:00") == .init(date: Date(timeIntervalSince1970: 1_456_732_800), utcOffset: 0))
    }

    @Test func offsetsWithAndWithoutAColonAfterASpace() {
        #expect(parsed("2014-05-12 13:45:00 +0200") == .init(date: Date(timeIntervalSince1970: 1_399_895_100), utcOffset: 7_200))
        #expect(parsed("2014-05-12T13:45:00+02:00") == .init(date: Date(timeIntervalSince1970: 1_399_895_100), utcOffset: 7_200))
        #expect(parsed("2014-05-12T11:45:00Z") == .init(date: Date(timeIntervalSince1970: 1_399_895_100), utcOffset: 0))
        #expect(parsed("2014-05-12 06:45:00 -5") == .init(date: Date(timeIntervalSince1970: 1_399_895_100), utcOffset: -18_000))
    }

    @Test func aDateKeepsTheOffsetItWasWrittenIn() {
        #expect(parsed("2024-01-01T00:30:00+09:00") == .init(date: Date(timeIntervalSince1970: 1_704_036_600), utcOffset: 32_400))
    }

    @Test func fractionalSeconds() {
        #expect(parsed("2026-11-22T10:00:00.25Z")?.date == Date(timeIntervalSince1970: 1_795_341_600.25))
    }

    @Test func whatNamesNoRealTimeIsNotADate() {
        #expect(parsed("2023-02-29") == nil)
        #expect(parsed("2023-01-29 18:30:22 2023 -0800") == nil)
        #expect(parsed("2023-01-01 25:00") == nil)
    }
}
