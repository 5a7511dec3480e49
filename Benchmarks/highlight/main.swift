import Foundation
import Highlight

// Prints each grammar's throughput on its fixture (Tests/HighlightTests/Fixtures) repeated to 1 MB and
// to 8 MB, and the ratio of the two times: about 8 means linear (quadratic would be 64). The machine is
// shared, so expect noise. Run in release: `swift run -c release highlight-benchmark`.
struct ThroughputBenchmark {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/HighlightTests/Fixtures").standardizedFileURL

    func printsThroughputAndScalingPerLanguage() throws {
        let directory = Self.fixtures
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        print("language      MB/s (1 MB)  MB/s (8 MB)  time ratio 8 MB / 1 MB")
        for language in Highlighter.languages {
            guard let name = names.first(where: { $0.hasPrefix("\(language).") && $0 != "\(language).html" }) else {
                print("\(language): no fixture in \(directory.path)")
                continue
            }
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

try ThroughputBenchmark().printsThroughputAndScalingPerLanguage()
