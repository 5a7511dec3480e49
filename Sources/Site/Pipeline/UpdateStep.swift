import Core
import Foundation
import Output

/// Step 4 of an incremental build: write only the files whose bytes changed,
/// each replaced atomically, and remove the files the site no longer has.
/// Only files the previous build wrote are ever removed.
enum UpdateStep {
    /// What changed in the output folder: the previous fingerprints stand for every other file.
    struct Result {
        /// The fingerprints of the files this build looked at, written or not.
        var fingerprints: [String: OutputFingerprint]
        var removedFiles: [String]
        var changedFiles: [String]

        /// The previous build's fingerprints (of its memory, changed in place) brought up to date.
        func apply(to previous: inout [String: OutputFingerprint]) {
            for (path, fingerprint) in fingerprints { previous[path] = fingerprint }
            for path in removedFiles { previous[path] = nil }
        }
    }

    static func run(
        outputs: SiteOutputs, previous: [String: OutputFingerprint], outputPath: String, displayName: String, baseURL: BaseURL, concurrency: Int?
    ) throws(BuildFailure) -> Result {
        do throws(Diagnostic) {
            let lock = try BuildLock(outputPath: outputPath, waiting: {})
            defer { withExtendedLifetime(lock) {} }
            // Files kept from the previous build keep their fingerprints; only the others are looked at.
            var fingerprints: [String: OutputFingerprint] = [:]
            var kept = 0
            var fresh: [SiteOutputs.File] = []
            for file in outputs.files {
                if case .unchanged = file.content {
                    guard previous[file.path] != nil else {
                        throw Diagnostic(.error, "internal error: \(displayName)\(file.path) was reused but never written")
                    }
                    kept += 1
                } else {
                    fresh.append(file)
                }
            }
            let results = fresh.concurrentMap(concurrency: concurrency) { file -> Swift.Result<(String, OutputFingerprint, Bool), Diagnostic> in
                guard let fingerprint = OutputFingerprint(file.content) else {
                    return .failure(Diagnostic(.error, "internal error: \(displayName)\(file.path) has no content"))
                }
                if previous[file.path] == fingerprint, FileManager.default.fileExists(atPath: outputPath + "/" + file.path) {
                    return .success((file.path, fingerprint, false))
                }
                if let failure = write(file, to: outputPath + "/" + file.path) {
                    return .failure(Diagnostic(.error, "cannot write \(displayName)\(file.path): \(failure)"))
                }
                return .success((file.path, fingerprint, true))
            }
            var changed: [String] = []
            var added = false
            for result in results {
                let (path, fingerprint, wrote) = try result.get()
                fingerprints[path] = fingerprint
                if previous[path] == nil { added = true }
                if wrote { changed.append(path) }
            }
            // Without new paths, the outputs are exactly the previous files when their counts agree;
            // otherwise the previous files that are no longer outputs are gone.
            var removed: [String] = []
            if added || kept + fresh.count != previous.count {
                let current = Set(outputs.files.map(\.path))
                for path in previous.keys.sorted() where !current.contains(path) {
                    unlink(outputPath + "/" + path)
                    removed.append(path)
                    changed.append(path)
                }
            }
            let result = Result(fingerprints: fingerprints, removedFiles: removed, changedFiles: changed.sorted())
            // The marker lists the files; it changes only when files come or go (or the base URL does).
            try OutputUpdate.updateMarker(
                of: outputPath, files: { var files = previous; result.apply(to: &files); return files.keys.sorted() },
                filesChanged: !removed.isEmpty || added, baseURL: baseURL, displayName: displayName)
            return result
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
    }

    private static func write(_ file: SiteOutputs.File, to path: String) -> String? {
        switch file.content {
        case .text(let text):
            return OutputUpdate.replace(path, with: Array(text.utf8))
        case .copy(let source):
            guard let data = FileManager.default.contents(atPath: source) else { return "cannot read \(source)" }
            return OutputUpdate.replace(path, with: [UInt8](data))
        case .written, .unchanged:
            return nil
        }
    }
}
