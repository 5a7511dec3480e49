import Core
import FrontMatter
import Templates

/// The languages a data file is written in, told by its extension, each read with the parser sitegen has
/// for it: front matter's YAML and TOML readers over the whole file, Core's JSON parser.
enum DataFileFormat {
    case yaml, json, toml

    init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "yml", "yaml": self = .yaml
        case "json": self = .json
        case "toml": self = .toml
        default: return nil
        }
    }

    /// The file's value; nil when it does not parse, with the error, located. What parses but probably is a
    /// slip (a YAML key written twice) comes back as warnings.
    func read(_ source: SourceText) -> (TemplateValue?, [Diagnostic]) {
        do throws(Diagnostic) {
            switch self {
            case .json:
                return (TemplateValue(try JSONParser.parse(source)), [])
            case .yaml, .toml:
                let (value, warnings) = try FrontMatterParser.dataFile(source, format: self == .yaml ? .yaml : .toml)
                return (TemplateValue(value), warnings)
            }
        } catch {
            return (nil, [error])
        }
    }
}
