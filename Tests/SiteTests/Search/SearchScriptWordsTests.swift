import DefaultSite
import Foundation
import TestSupport
import Testing
@testable import Site

/// search.js splits the reader's query into words, stems them and skips stop words as the index does, in
/// each scheme: it repeats SearchTokenizer, SearchStemmer, StopWords and SearchScheme in JavaScript. This runs
/// its words under node on a corpus (Fixtures/Search/corpus.txt: hand-written lines in many scripts and forms,
/// then the text of four Swift Evolution proposals) and checks them, line by line, against the index's.
@Suite struct SearchScriptWordsTests {
    /// node, where the machine has it: CI installs it (.ci/run).
    static let node: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.flatMap { [$0 + "/node", $0 + "/nodejs"] }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let fixtures = Bundle.module.resourcePath! + "/Fixtures/Search/"

    @Test(.enabled(if: node != nil, "node is not installed, so search.js's words cannot be checked against the index's"),
          arguments: [SearchScheme.english, .plain])
    func searchJSSplitsStemsAndSkipsWordsAsTheIndexDoes(scheme: SearchScheme) throws {
        let corpus = try #require(FileManager.default.contents(atPath: Self.fixtures + "corpus.txt"))
        let expected = corpus.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Self.indexWords($0, scheme: scheme) }
        let found = try Self.scriptWords(of: Self.fixtures + "corpus.txt", scheme: scheme)
        #expect(found.count == expected.count, "search.js saw \(found.count) lines, the index \(expected.count)")
        let lines = String(decoding: corpus, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let differing = (0..<min(found.count, expected.count)).filter { found[$0] != expected[$0] }
        for index in differing.prefix(10) {
            Issue.record("line \(index + 1): \(lines[index])\n  search.js: \(found[index])\n  the index: \(expected[index])")
        }
        #expect(differing.isEmpty, "\(differing.count) lines differ")
    }

    /// The words of a line as the index takes them: "word/stem", or "word/-" for a stop word, between spaces.
    static func indexWords(_ line: Data.SubSequence, scheme: SearchScheme) -> String {
        var words: [String] = []
        let text = scheme == .plain ? Array(line).withUnsafeBufferPointer(SearchCJKText.spaced) ?? Array(line) : Array(line)
        text.withUnsafeBufferPointer { bytes in
            SearchTokenizer.forEachWord(in: bytes) { word in
                let stem = scheme.term(of: word).map { String(decoding: $0, as: UTF8.self) } ?? "-"
                words.append(String(decoding: word, as: UTF8.self) + "/" + stem)
            }
        }
        return words.joined(separator: " ")
    }

    /// The words of each line of the text at `path` as the search.js sitegen writes into sites takes them with `scheme`.
    static func scriptWords(of path: String, scheme: SearchScheme) throws -> [String] {
        let folder = TemporaryDirectory()
        folder.write("search.js", try #require(DefaultTemplates.assets["assets/search.js"]))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(node))
        process.arguments = [fixtures + "words.js", folder.path(to: "search.js"), path, folder.path(to: "words.txt"), scheme.manifestName ?? "english"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "node failed: \(message)")
        return try #require(folder.read("words.txt")).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
