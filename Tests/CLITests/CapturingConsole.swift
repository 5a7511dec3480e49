import Core
@testable import CLI

/// A console that keeps what commands print.
final class CapturingConsole: Console {
    private let captured = Locked((output: "", error: ""))
    let isTerminal: Bool

    init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    func output(_ text: String) {
        captured.withLock { $0.output += text }
    }

    func error(_ text: String) {
        captured.withLock { $0.error += text }
    }

    var standardOutput: String { captured.withLock { $0.output } }
    var standardError: String { captured.withLock { $0.error } }
}

/// Runs `sitegen` with `arguments` and returns the exit code and what it printed.
func sitegen(_ arguments: String..., atTerminal isTerminal: Bool = false) -> (status: Int32, output: String, error: String) {
    let console = CapturingConsole(isTerminal: isTerminal)
    let status = SitegenCLI.run(arguments, console: console)
    return (status, console.standardOutput, console.standardError)
}
