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

@Suite struct CivilDateParsingTests {
    @Test func readsDatesTimesFractionsAndOffsets() {
        #expect(CivilDate.parse("2026-11-22") == Date(timeIntervalSince1970: 1_795_305_600))
        #expect(CivilDate.parse("2026-11-22 10:00") == Date(timeIntervalSince1970: 1_795_341_600))
        #expect(CivilDate.parse("2026-11-22T10:00:00Z") == Date(timeIntervalSince1970: 1_795_341_600))
        #expect(CivilDate.parse("2026-11-22T12:00:00+02:00") == Date(timeIntervalSince1970: 1_795_341_600))
        #expect(CivilDate.parse("2026-11-22T10:00:00.25z") == Date(timeIntervalSince1970: 1_795_341_600.25))
    }

    @Test func rejectsDaysAndTimesThatDoNotExist() {
        #expect(CivilDate.parse("2023-02-29") == nil)
        #expect(CivilDate.parse("2023-04-31") == nil)
        #expect(CivilDate.parse("2023-13-01") == nil)
        #expect(CivilDate.parse("2023-01-01 24:00") == nil)
        #expect(CivilDate.parse("2023-01-01 10:60") == nil)
    }

    @Test func rejectsOtherForms() {
        #expect(CivilDate.parse("2023-1-1") == nil)
        #expect(CivilDate.parse("14/09/2023") == nil)
        #expect(CivilDate.parse("2023-09-14 10:30 tomorrow") == nil)
        #expect(CivilDate.parse("") == nil)
    }
}
