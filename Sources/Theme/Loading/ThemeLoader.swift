import Core
import Foundation

/// Finds and reads a site's color tokens.
public enum ThemeLoader {
    /// Built-in defaults, then every `Templates/*.xcassets/**/*.colorset/Contents.json`,
    /// then `Templates/theme.json` (theme.json wins over a colorset of the same
    /// name, with a warning). `templatesDirectory` nil or missing → defaults only.
    /// Paths in diagnostics are shown relative to the site, e.g. "Templates/theme.json".
    /// - Throws: every error found in every file, together.
    public static func load(templatesDirectory: String?, displayPrefix: String = "Templates") throws(DiagnosticList) -> (palette: Palette, warnings: [Diagnostic]) {
        guard let templatesDirectory else { return (.defaults, []) }
        let directory = URL(fileURLWithPath: templatesDirectory, isDirectory: true)
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []

        var fromCatalogs: [String: (definition: TokenDefinition, path: String)] = [:]
        for colorset in AssetCatalogFiles.colorsets(in: directory) {
            let displayPath = "\(displayPrefix)/\(colorset.relativePath)/Contents.json"
            guard let source = read(colorset.contents, displayPath: displayPath, errors: &errors) else { continue }
            guard let name = TokenName.fromAssetName(colorset.assetName) else {
                errors.append(Diagnostic(.error, "the color name '\(colorset.assetName)' has no letters or digits sitegen can use in CSS; rename the colorset", at: SourceLocation(path: displayPath, line: 1, column: 1)))
                continue
            }
            switch AssetCatalogColor.definition(named: name, in: source) {
            case .success(let definition):
                if let earlier = fromCatalogs[name] {
                    errors.append(Diagnostic(.error, "colorset '\(colorset.assetName)' becomes the token '\(name)', which \(earlier.path) already defines", at: definition.location, sourceLine: definition.sourceLine))
                } else {
                    fromCatalogs[name] = (definition, displayPath)
                }
            case .failure(let list):
                errors += list.diagnostics
            }
        }

        var fromThemeFile: [TokenDefinition] = []
        let themePath = "\(displayPrefix)/theme.json"
        let themeURL = directory.appendingPathComponent("theme.json")
        if FileManager.default.fileExists(atPath: themeURL.path), let source = read(themeURL, displayPath: themePath, errors: &errors) {
            let (definitions, fileErrors) = ThemeFile.definitions(in: source)
            errors += fileErrors
            fromThemeFile = definitions
            for definition in definitions {
                if let colorset = fromCatalogs[definition.name] {
                    warnings.append(Diagnostic(.warning, "theme.json's '\(definition.name)' replaces the color from \(colorset.path)", at: definition.location, sourceLine: definition.sourceLine))
                }
            }
        }

        guard errors.isEmpty else { throw DiagnosticList(errors) }
        let catalogDefinitions = fromCatalogs.values.map(\.definition).sorted { $0.name < $1.name }
        let palette = Palette(definitions: BuiltInTokens.definitions + catalogDefinitions + fromThemeFile)
        return (palette, warnings)
    }

    private static func read(_ url: URL, displayPath: String, errors: inout [Diagnostic]) -> SourceText? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            errors.append(Diagnostic(.error, "cannot read \(displayPath)", at: SourceLocation(path: displayPath, line: 1, column: 1)))
            return nil
        }
        return SourceText(path: displayPath, bytes: Array(data))
    }
}
