import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `sitegen` binary (built with the tests) run as a separate process, for what only a
/// process shows: being killed, racing another process, running without permissions or space.
struct SitegenProcess {
    /// The folder SwiftPM builds the products into.
    static let productsDirectory: URL = {
        #if canImport(Darwin)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
        #else
        return Bundle.main.bundleURL
        #endif
    }()

    static var executable: String { productsDirectory.appendingPathComponent("sitegen").path }

    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    /// Starts `sitegen ARGUMENTS`, or `launcher + [sitegen] + ARGUMENTS` (a shell setting limits, `setpriv`).
    init(_ arguments: [String], launcher: [String] = []) throws {
        let command = launcher + [Self.executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Runs to the end: the exit status (negative: killed by that signal), standard output and standard error.
    static func run(_ arguments: [String], launcher: [String] = []) throws -> (status: Int32, output: String, error: String) {
        let running = try SitegenProcess(arguments, launcher: launcher)
        return running.wait()
    }

    func wait() -> (status: Int32, output: String, error: String) {
        // Read before waiting: a full pipe would block the child.
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return (status, outputText, errorText)
    }

    /// Reads standard output until a line holds `text`, and returns that line (nil when output ends first).
    func outputLine(containing text: String) -> String? {
        var received = ""
        while true {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { return nil }
            received += String(decoding: data, as: UTF8.self)
            if let line = received.split(separator: "\n").first(where: { $0.contains(text) }) { return String(line) }
        }
    }

    func kill(_ signal: Int32) {
        _ = Foundation.kill(process.processIdentifier, signal)
    }
}

extension TemporarySite {
    /// Every file below `relative` with its bytes (hidden files too), by relative path.
    func bytes(under relative: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let root = path + "/" + relative
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let file = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[file] = FileManager.default.contents(atPath: root + "/" + file)
            }
        }
        return files
    }

    /// The names beside `Public` that a build leaves while it runs (staging and retired trees).
    var temporaryTrees: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasPrefix(".Public.sitegen-tmp-") }.sorted()
    }

    /// `count` pages of ordinary prose in a few sections, plus `largeFiles` static files of 4 MB each,
    /// so that writing the output takes long enough to be interrupted.
    static func generated(pages count: Int, largeFiles: Int = 0, variant: String = "") -> TemporarySite {
        let site = TemporarySite(pages: [:])
        let sentence = "The quick brown fox jumps over the lazy dog, *again* and **again**, with `code` and a [link](../index.md)."
        for number in 0..<count {
            let body = (0..<8).map { paragraph in "\(sentence) Paragraph \(paragraph) of page \(number)\(variant)." }.joined(separator: "\n\n")
            site.write("Content/section-\(number % 10)/page-\(number).md", "---\ntitle: Page \(number)\(variant)\n---\n# Page \(number)\n\n\(body)\n")
        }
        site.write("Content/index.md", "# Home\(variant)\n")
        for number in 0..<largeFiles {
            let url = URL(fileURLWithPath: site.path + "/Content/files/large-\(number).bin")
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(repeating: UInt8(truncatingIfNeeded: number &+ variant.utf8.count), count: 4 << 20).write(to: url)
        }
        return site
    }
}
