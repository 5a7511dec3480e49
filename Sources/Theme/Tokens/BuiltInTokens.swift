import Core
import DefaultSite

/// The tokens the default templates and the syntax highlighter use: the `colors` of the default
/// layouts' Templates/theme.json, so the palette exists once. Light values follow Apple's system
/// colors and Xcode's default light theme, dark values their dark counterparts; every text-like
/// token clears 4.5:1 on every background in both, so a site that overrides nothing passes every check.
enum BuiltInTokens {
    static let definitions: [TokenDefinition] = {
        let source = SourceText(path: "Templates/theme.json", bytes: Array(DefaultTemplates.otherFiles["theme.json", default: ""].utf8))
        let (definitions, errors) = ThemeFile.definitions(in: source)
        precondition(errors.isEmpty, "the built-in Templates/theme.json does not parse: \(errors)")
        // Built-in tokens have no location: diagnostics point at the site's files, never at sitegen's.
        return definitions.map { TokenDefinition(name: $0.name, light: $0.light, dark: $0.dark, night: $0.night) }
    }()
}
