import Foundation
import Highlight
import Testing

/// Prints each grammar's throughput on its fixture repeated to 1 MB and to 8 MB, and the ratio of the two
/// times: about 8 means linear (quadratic would be 64). The machine is shared, so expect noise. Run in release: `SITEGEN_BENCH=1 swift test -c release --filter ThroughputBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SITEGEN_BENCH"] == "1"))
struct ThroughputBenchmark {
    @Test func printsThroughputAndScalingPerLanguage() throws {
        let directory = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        print("language      MB/s (1 MB)  MB/s (8 MB)  time ratio 8 MB / 1 MB")
        for language in Highlighter.languages {
            let name = try #require(names.first { $0.hasPrefix("\(language).") && $0 != "\(language).html" })
            let fixture = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let small = seconds(toHighlight: fixture, repeatedTo: 1 << 20, language: language)
            let large = seconds(toHighlight: fixture, repeatedTo: 8 << 20, language: language)
            let line = "\(language.padding(toLength: 12, withPad: " ", startingAt: 0))"
                + String(format: "  %10.1f  %11.1f  %8.2f", 1 / small, 8 / large, large / small)
            print(line)
        }
    }

    /// The best of three runs.
    private func seconds(toHighlight fixture: String, repeatedTo size: Int, language: String) -> Double {
        let code = String(repeating: fixture + "\n", count: max(1, size / (fixture.utf8.count + 1)))
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<3 {
            let elapsed = clock.measure { _ = Highlighter.highlight(code, language: language) }
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }
}
