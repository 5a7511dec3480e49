import Core

/// The `"theme"` object of site.json: `{"nightSchedule": "22:00-06:00"}`.
public struct ThemeSettings: Sendable, Hashable {
    /// The local hours in which pages on "system" are shown in Night Mode; nil for never.
    var nightSchedule: NightSchedule?

    /// Settings with every option off.
    public init() {}

    init(nightSchedule: NightSchedule?) {
        self.nightSchedule = nightSchedule
    }

    /// Reads site.json's `"theme"` value; nil (absent) gives the defaults.
    /// - Throws: an error at the offending key or value (unknown keys, bad values).
    public init(json: JSONValue?) throws(Diagnostic) {
        self.init()
        guard let json else { return }
        guard let members = json.members else {
            throw json.error("'theme' must be an object such as {\"nightSchedule\": \"22:00-06:00\"}, not \(json.typeDescription)")
        }
        for member in members {
            switch member.key {
            case "nightSchedule":
                if case .null = member.value.kind { continue }
                guard let text = member.value.string else {
                    throw member.value.error("'nightSchedule' must be a string such as \"22:00-06:00\", not \(member.value.typeDescription)")
                }
                do {
                    nightSchedule = try NightSchedule(text)
                } catch {
                    throw member.value.error(error.message)
                }
            default:
                throw member.keyError("unknown key '\(member.key)' in 'theme'; expected 'nightSchedule'")
            }
        }
    }
}
