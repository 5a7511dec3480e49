/// Parses a command's arguments the way swift-argument-parser does:
/// `--opt value`, `--opt=value`, flags, `-h`, `--` ending options.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandDefinition) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = find(name, in: command) else {
                throw UsageError(message: "Unknown option '\(name)'" + hint(for: name, in: command), command: command.name)
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    throw UsageError(message: "The flag '--\(option.name)' does not take a value", command: command.name)
                }
                parsed.flags.insert(option.name)
                continue
            }
            if parsed.values[option.name] != nil {
                throw UsageError(message: "The option '\(option.synopsis)' was given more than once", command: command.name)
            }
            if let inlineValue {
                parsed.values[option.name] = inlineValue
            } else if let next = remaining.first, !next.hasPrefix("-") || next == "-" {
                parsed.values[option.name] = next
                remaining = remaining.dropFirst()
            } else {
                throw UsageError(message: "Missing value for '\(option.synopsis)'", command: command.name)
            }
        }
        let maximum = command.arguments.count
        let minimum = command.arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count > maximum {
            throw UsageError(message: "Unexpected argument '\(parsed.positionals[maximum])'", command: command.name)
        }
        if parsed.positionals.count < minimum {
            throw UsageError(message: "Missing expected argument '<\(command.arguments[parsed.positionals.count].name)>'", command: command.name)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// " (did you mean '--output'?)" for a misspelt long option, such as `--ouput` or `--draft`.
    private static func hint(for name: String, in command: CommandDefinition) -> String {
        guard name.hasPrefix("--") else { return "" }
        return UsageError.hint(for: name, among: command.allOptions.map { "--" + $0.name })
    }

    private static func find(_ name: String, in command: CommandDefinition) -> CommandDefinition.Option? {
        if name.hasPrefix("--") {
            return command.allOptions.first { "--" + $0.name == name }
        }
        guard name.count == 2, let short = name.last else { return nil }
        return command.allOptions.first { $0.shortName == short }
    }
}
