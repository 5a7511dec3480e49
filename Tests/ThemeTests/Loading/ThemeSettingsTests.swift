import Core
import Testing
@testable import Theme

@Suite struct ThemeSettingsTests {
    private func settings(_ json: String) throws(Diagnostic) -> ThemeSettings {
        let site = try JSONParser.parse(SourceText(path: "site.json", text: json))
        return try ThemeSettings(json: site["theme"])
    }

    private func error(_ json: String) -> String? {
        do {
            _ = try settings(json)
            return nil
        } catch {
            return error.summary
        }
    }

    @Test func absentThemeHasNoSchedule() throws {
        #expect(try settings("{}").nightSchedule == nil)
    }

    @Test func nightScheduleAcrossMidnight() throws {
        let schedule = try #require(try settings(##"{"theme": {"nightSchedule": "22:00-06:00"}}"##).nightSchedule)
        #expect(schedule == NightSchedule(start: 22 * 60, end: 6 * 60))
        #expect(schedule.description == "22:00-06:00")
    }

    @Test func nullScheduleMeansNone() throws {
        #expect(try settings(##"{"theme": {"nightSchedule": null}}"##).nightSchedule == nil)
    }

    @Test func scheduleAcrossMidnightContainsLateAndEarlyHours() {
        let schedule = NightSchedule(start: 22 * 60, end: 6 * 60)
        #expect(schedule.contains(minuteOfDay: 23 * 60))
        #expect(schedule.contains(minuteOfDay: 0))
        #expect(schedule.contains(minuteOfDay: 5 * 60 + 59))
        #expect(!schedule.contains(minuteOfDay: 6 * 60))
        #expect(!schedule.contains(minuteOfDay: 12 * 60))
        #expect(schedule.contains(minuteOfDay: 22 * 60))
    }

    @Test func scheduleWithinADay() {
        let schedule = NightSchedule(start: 1 * 60, end: 5 * 60)
        #expect(schedule.contains(minuteOfDay: 3 * 60))
        #expect(!schedule.contains(minuteOfDay: 23 * 60))
    }

    @Test func malformedScheduleIsAnErrorAtTheValue() {
        #expect(error(##"{"theme": {"nightSchedule": "10pm-6am"}}"##)
            == "site.json:1:29: error: '10pm-6am' is not a night schedule: write it as start-end in 24-hour time, such as \"22:00-06:00\"")
    }

    @Test func outOfRangeHourIsAnError() {
        #expect(error(##"{"theme": {"nightSchedule": "24:00-06:00"}}"##)
            == "site.json:1:29: error: '24:00-06:00' is not a night schedule: write it as start-end in 24-hour time, such as \"22:00-06:00\"")
    }

    @Test func emptyScheduleIsAnError() {
        #expect(error(##"{"theme": {"nightSchedule": "06:00-06:00"}}"##)
            == "site.json:1:29: error: '06:00-06:00' is not a night schedule: it starts and ends at the same time")
    }

    @Test func unknownKeyIsAnErrorAtTheKey() {
        #expect(error(##"{"theme": {"nightMode": true}}"##) == "site.json:1:12: error: unknown key 'nightMode' in 'theme'; expected 'nightSchedule'")
    }

    @Test func nonObjectThemeIsAnError() {
        #expect(error(##"{"theme": "dark"}"##) == "site.json:1:11: error: 'theme' must be an object such as {\"nightSchedule\": \"22:00-06:00\"}, not a string")
    }

    @Test func nonStringScheduleIsAnError() {
        #expect(error(##"{"theme": {"nightSchedule": 22}}"##) == "site.json:1:29: error: 'nightSchedule' must be a string such as \"22:00-06:00\", not a number")
    }
}
