import Foundation
import Testing
@testable import Core

@Suite struct CivilDateTests {
    @Test func splitsATimestampIntoUTCFields() {
        let date = CivilDate(Date(timeIntervalSince1970: 1_795_341_600))  // 2026-11-22T10:00:00Z, a Sunday
        let fields: [Int] = [date.year, date.month, date.day, date.hour, date.minute, date.second]
        #expect(fields == [2026, 11, 22, 10, 0, 0])
        #expect(date.weekday == 0)
        #expect(date.dayOfYear == 326)
    }

    @Test func formatsRFC3339() {
        #expect(CivilDate(Date(timeIntervalSince1970: 0)).rfc3339 == "1970-01-01T00:00:00Z")
        #expect(CivilDate(Date(timeIntervalSince1970: 951_782_400)).rfc3339 == "2000-02-29T00:00:00Z")
    }

    @Test func handlesDatesBeforeTheEpoch() {
        #expect(CivilDate(Date(timeIntervalSince1970: -1)).rfc3339 == "1969-12-31T23:59:59Z")
        #expect(CivilDate(Date(timeIntervalSince1970: -1)).weekday == 3)
    }

    @Test func countsDaysBothWays() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let civil = CivilDate(Date(timeIntervalSince1970: Double(days) * 86_400))
            #expect(CivilDate.daysSinceEpoch(year: civil.year, month: civil.month, day: civil.day) == days)
        }
    }

    @Test func knowsMonthLengths() {
        #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
        #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
        #expect(CivilDate.daysIn(month: 2, year: 2000) == 29)
        #expect(CivilDate.daysIn(month: 4, year: 2023) == 30)
    }
}
