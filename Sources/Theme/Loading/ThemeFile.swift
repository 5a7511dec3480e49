import Core

/// Reads `Templates/theme.json`:
/// `{"colors": {"accent": {"light": "#0a66d8", "dark": "#5ea4ff", "night": "#ff2a1a"}}}`.
/// Every problem is reported, each at its own key or value.
enum ThemeFile {
    static func definitions(in source: SourceText) -> (definitions: [TokenDefinition], errors: [Diagnostic]) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch {
            return ([], [error])
        }
        guard let members = root.members else {
            return ([], [root.error("theme.json must be an object such as {\"colors\": {…}}, not \(root.typeDescription)")])
        }
        var definitions: [TokenDefinition] = []
        var errors: [Diagnostic] = []
        for member in members {
            guard member.key == "colors" else {
                errors.append(member.keyError("unknown key '\(member.key)' in theme.json; expected 'colors'"))
                continue
            }
            guard let tokens = member.value.members else {
                errors.append(member.value.error("'colors' must be an object of named colors, not \(member.value.typeDescription)"))
                continue
            }
            for token in tokens {
                switch definition(token) {
                case .success(let definition): definitions.append(definition)
                case .failure(let list): errors += list.diagnostics
                }
            }
        }
        return (definitions, errors)
    }

    private static func definition(_ token: JSONMember) -> Result<TokenDefinition, DiagnosticList> {
        var errors: [Diagnostic] = []
        if !TokenName.isValid(token.key) {
            let hint = TokenName.suggestion(for: token.key).map { "; did you mean '\($0)'?" } ?? ""
            errors.append(token.keyError("'\(token.key)' is not a valid color name: use lower-case words joined by '-'\(hint)"))
        }
        guard let values = token.value.members else {
            errors.append(token.value.error("color '\(token.key)' must be an object with 'light' and 'dark' values, not \(token.value.typeDescription)"))
            return .failure(DiagnosticList(errors))
        }
        var colors: [String: Color] = [:]
        for value in values {
            guard ["light", "dark", "night"].contains(value.key) else {
                errors.append(value.keyError("unknown key '\(value.key)' in color '\(token.key)'; expected 'light', 'dark' or 'night'"))
                continue
            }
            guard let text = value.value.string else {
                errors.append(value.value.error("the \(value.key) value of '\(token.key)' must be a color string such as \"#0a66d8\", not \(value.value.typeDescription)"))
                continue
            }
            do {
                colors[value.key] = try Color(css: text)
            } catch {
                errors.append(value.value.error(error.message))
            }
        }
        for required in ["light", "dark"] where !values.contains(where: { $0.key == required }) {
            errors.append(token.keyError("color '\(token.key)' has no \(required) value"))
        }
        guard errors.isEmpty, let light = colors["light"], let dark = colors["dark"] else {
            return .failure(DiagnosticList(errors))
        }
        return .success(TokenDefinition(
            name: token.key, light: light, dark: dark, night: colors["night"],
            location: token.keyLocation, sourceLine: token.keySourceLine))
    }
}
