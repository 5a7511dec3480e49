import Foundation
import Testing
import Templates

@Suite struct DateFilterTests {
    /// 2024-03-05 14:07:09 UTC, a Tuesday, day 65 of a leap year.
    let date = TemplateValue.date(Date(timeIntervalSince1970: 1_709_647_629))

    @Test func formatsNumericFields() throws {
        #expect(try render("{{ d | date: '%Y-%m-%d %H:%M:%S %y %j' }}", ["d": date]) == "2024-03-05 14:07:09 24 065")
    }

    @Test func formatsSpacePaddedDayAnd12HourClock() throws {
        #expect(try render("{{ d | date: '[%e] %I %p' }}", ["d": date]) == "[ 5] 02 PM")
    }

    @Test func formatsEnglishNames() throws {
        #expect(try render("{{ d | date: '%A %a %B %b' }}", ["d": date]) == "Tuesday Tue March Mar")
    }

    @Test func aDashDropsANumbersPadding() throws {
        #expect(try render("{{ d | date: '%-d.%-m. [%-e] %-H:%-M %-j' }}", ["d": date]) == "5.3. [5] 14:7 65")
        #expect(try render("{{ '2024-12-25' | date: '%Y年%-m月%-d日' }}") == "2024年12月25日")
    }

    @Test func aDashBeforeANameOrAtTheEndIsAnError() {
        #expect(renderError("{{ d | date: '%-B' }}", ["d": date])?.hasPrefix(
            "<built-in>/page.html:1:8: error: filter 'date': '%-' goes only before a number's directive") == true)
        #expect(renderError("{{ d | date: '%Y %-' }}", ["d": date])?.hasPrefix(
            "<built-in>/page.html:1:8: error: filter 'date': the format ends with a lone '%-'") == true)
    }

    @Test func monthNamesGivenAfterTheFormatNameTheMonths() throws {
        let german: TemplateValue = .array(["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                                            "Oktober", "November", "Dezember"])
        #expect(try render("{{ d | date: '%-d. %B %Y, %b', months }}", ["d": date, "months": german]) == "5. März 2024, Mär")
    }

    @Test func monthNamesMustBeTwelveStrings() {
        #expect(renderError("{{ d | date: '%B', months }}", ["d": date, "months": ["Jan", "Feb"]])?.hasPrefix(
            "<built-in>/page.html:1:8: error: filter 'date': expects the month names as a list of 12 strings, got 2") == true)
        #expect(renderError("{{ d | date: '%B', months }}", ["d": date, "months": "Jan"])?.hasPrefix(
            "<built-in>/page.html:1:8: error: filter 'date': expects the month names as a list of 12 strings, got a string") == true)
    }

    @Test func formatsTheUTCZoneAndAPercentSign() throws {
        #expect(try render("{{ d | date: '%Z %z 100%%' }}", ["d": date]) == "UTC +0000 100%")
    }

    // Jekyll's date_to_xmlschema writes `%:z`, the offset with a colon.
    @Test func formatsTheOffsetWithAColon() throws {
        let tokyo = TemplateValue.date(Date(timeIntervalSince1970: 1_709_647_629), utcOffset: 9 * 3600)
        #expect(try render("{{ d | date: '%Y-%m-%dT%H:%M:%S%:z' }}", ["d": tokyo]) == "2024-03-05T23:07:09+09:00")
        #expect(try render("{{ d | date: '%:z %z %%:z' }}", ["d": date]) == "+00:00 +0000 %:z")
        #expect(renderError("{{ d | date: '%Y %' }}", ["d": date])?.contains("the format ends with a lone '%'") == true)
        #expect(renderError("{{ d | date: '%:' }}", ["d": date])?.contains("unknown directive '%:'") == true)
    }

    // Jekyll's docs pick a talk by `site.time | date: "%s%N" | modulo: …`.
    @Test func formatsSecondsSince1970AndNanoseconds() throws {
        let tokyo = TemplateValue.date(Date(timeIntervalSince1970: 1_709_647_629.5), utcOffset: 9 * 3600)
        #expect(try render("{{ d | date: '%s %N' }}", ["d": tokyo]) == "1709647629 500000000")
        #expect(try render("{{ d | date: '%s%N' | modulo: 7 }}", ["d": date]) == String(Int(1_709_647_629_000_000_000.0.truncatingRemainder(dividingBy: 7))))
    }

    @Test func keepsNonASCIITextAroundDirectives() throws {
        #expect(try render("{{ d | date: '%e. März %Y – %Hh' }}", ["d": date]) == " 5. März 2024 – 14h")
    }

    @Test func formatsMidnightAsTwelveAM() throws {
        #expect(try render("{{ '2024-01-01' | date: '%I %p' }}") == "12 AM")
    }

    @Test func acceptsDateStrings() throws {
        #expect(try render("{{ '2024-03-05' | date: '%d %B %Y' }}") == "05 March 2024")
        #expect(try render("{{ '2024-03-05T23:30:00+02:00' | date: '%Y-%m-%d %H:%M' }}") == "2024-03-05 21:30")
        #expect(try render("{{ '2024-03-05 10:15' | date: '%H:%M' }}") == "10:15")
        #expect(try render("{{ '2024-03-05T10:15:30.5Z' | date: '%S' }}") == "30")
    }

    @Test func utcGivesTheSameMomentInUTC() throws {
        let written = TemplateValue.date(Date(timeIntervalSince1970: 1_709_647_629), utcOffset: 9 * 3600)
        #expect(try render("{{ d }} {{ d | utc }} {{ d | utc | date: '%H:%M' }}", ["d": written])
            == "2024-03-05T23:07:09+09:00 2024-03-05T14:07:09Z 14:07")
        #expect(try render("{{ '2024-03-05T23:30:00+02:00' | utc }}") == "2024-03-05T21:30:00Z")
        #expect(try render("[{{ none | utc }}]", ["none": .null]) == "[]")
    }

    @Test func handlesDatesBefore1970() throws {
        #expect(try render("{{ '1969-12-31T23:59:59Z' | date: '%Y-%m-%d %H:%M:%S %A' }}") == "1969-12-31 23:59:59 Wednesday")
    }

    @Test func writesTheYearWithAtLeastFourDigitsAsISO8601Does() throws {
        #expect(try render("{{ '0999-01-02' | date: '%Y-%m-%d' }}") == "0999-01-02")
    }

    @Test func readsNumbersAsSecondsSince1970() throws {
        #expect(try render("{{ n | date: '%Y-%m-%d %H:%M' }}", ["n": 31_536_060]) == "1971-01-01 00:01")
    }

    @Test func rejectsANumberTooFarFrom1970() {
        #expect(renderError("{{ n | date: '%Y' }}", ["n": 1e300])?.hasPrefix("<built-in>/page.html:1:8: error: filter 'date': expects a date, got the number 1e+300") == true)
    }

    @Test func clampsDatesTooFarFrom1970InsteadOfOverflowing() throws {
        #expect(try render("{{ d | date: '%Y' }}", ["d": .date(.distantFuture)]) == "4001")
        #expect(try !render("{{ d }}", ["d": .date(Date(timeIntervalSince1970: 1e300))]).isEmpty)
    }

    @Test func printsNothingForNull() throws {
        #expect(try render("[{{ d | date: '%Y' }}]", ["d": .null]) == "[]")
    }

    @Test func rejectsAStringThatIsNotADate() {
        #expect(renderError("{{ 'soon' | date: '%Y' }}") == """
            <built-in>/page.html:1:13: error: filter 'date': expects a date or a date string like 2024-05-01 or 2024-05-01T09:30:00Z, got 'soon'
            {{ 'soon' | date: '%Y' }}
                        ^
            """)
    }

    @Test func rejectsAnUnknownDirective() {
        #expect(renderError("{{ d | date: '%Q' }}", ["d": date])?.hasPrefix(
            "<built-in>/page.html:1:8: error: filter 'date': unknown directive '%Q' in the date format") == true)
    }

    @Test func namesANonASCIIUnknownDirectiveWhole() {
        #expect(renderError("{{ d | date: '%é' }}", ["d": date])?.hasPrefix(
            "<built-in>/page.html:1:8: error: filter 'date': unknown directive '%é' in the date format") == true)
    }
}
