import Core

extension SiteLanguages {
    /// Reads site.json's `"languages"`: `{ "en": { "name": "English", "default": true }, "fa": { "name": "فارسی",
    /// "direction": "rtl" } }`. Without a `"default": true` the first declared is the default.
    static func read(_ value: JSONValue) throws(DiagnosticList) -> SiteLanguages {
        guard let members = value.members, !members.isEmpty else {
            throw DiagnosticList([value.error("'languages' must be an object of languages by code, such as {\"en\": {\"name\": \"English\", \"default\": true}}")])
        }
        var languages: [Language] = []
        var defaults: [JSONMember] = []
        var errors: [Diagnostic] = []
        for member in members {
            do throws(Diagnostic) {
                let (language, isDefault) = try read(member)
                if isDefault { defaults.append(member) }
                languages.append(language)
            } catch {
                errors.append(error)
            }
        }
        errors += defaults.dropFirst().map { $0.keyError("'\($0.key)' is a second default language ('\(defaults[0].key)' is one); only one may be") }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        let defaultPosition = defaults.first.flatMap { first in languages.firstIndex { $0.code == first.key } } ?? 0
        return SiteLanguages(all: languages, defaultPosition: defaultPosition)
    }

    private static func read(_ member: JSONMember) throws(Diagnostic) -> (Language, isDefault: Bool) {
        guard isLanguageCode(Substring(member.key)) else {
            throw member.keyError("'\(member.key)' is not a language code (two or three letters and an optional region: en, de, pt-BR)")
        }
        guard let fields = member.value.members else {
            throw member.value.error("language '\(member.key)' must be an object, such as {\"name\": \"Deutsch\"}")
        }
        var name = member.key, title: String?, isRightToLeft = false, isDefault = false, fallsBack = false
        for field in fields {
            switch field.key {
            case "name": name = try string(field)
            case "title": title = try string(field)
            case "direction":
                switch try string(field) {
                case "ltr": isRightToLeft = false
                case "rtl": isRightToLeft = true
                default: throw field.value.error("'direction' must be \"ltr\" or \"rtl\"")
                }
            case "default":
                guard let flag = field.value.bool else { throw field.value.error("'default' must be true or false") }
                isDefault = flag
            case "fallback":
                guard let flag = field.value.bool else { throw field.value.error("'fallback' must be true or false") }
                fallsBack = flag
            default:
                throw field.keyError("unknown key '\(field.key)' in language '\(member.key)' (known: name, title, direction, default, fallback)")
            }
        }
        var language = Language(code: member.key, name: name, title: title, isRightToLeft: isRightToLeft)
        language.fallsBack = fallsBack
        return (language, isDefault)
    }

    private static func string(_ field: JSONMember) throws(Diagnostic) -> String {
        guard let text = field.value.string else { throw field.value.error("'\(field.key)' must be a string, not \(field.value.typeDescription)") }
        return text
    }
}
