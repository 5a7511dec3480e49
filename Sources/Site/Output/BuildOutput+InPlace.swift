import Core
import Foundation
import Output

/// Step 6 of a rebuild: only the files whose bytes changed are written, each replaced atomically, and the
/// files the site no longer has are removed. Only files the previous build wrote are ever removed.
extension BuildOutput.Context {
    func update(
        with outputs: SiteOutputs, previous: [String: OutputFingerprint], baseURL: BaseURL, concurrency: Int?
    ) throws(Diagnostic) -> CommittedOutput {
        // Files kept from the previous build keep their fingerprints; only the others are looked at.
        var kept = 0
        var fresh: [SiteOutputs.File] = []
        for file in outputs.files {
            guard case .unchanged = file.content else {
                fresh.append(file)
                continue
            }
            guard previous[file.path] != nil else { throw Diagnostic(.error, "internal error: \(displayName)\(file.path) was reused but never written") }
            kept += 1
        }
        var committed = CommittedOutput(changedFiles: [])
        var added = false
        for (path, fingerprint, wrote) in try write(fresh, previous: previous, concurrency: concurrency) {
            committed.fingerprints[path] = fingerprint
            if previous[path] == nil { added = true }
            if wrote { committed.changedFiles.append(path) }
        }
        // Without new paths, the outputs are exactly the previous files when their counts agree;
        // otherwise the previous files that are no longer outputs are gone.
        if added || kept + fresh.count != previous.count {
            let current = Set(outputs.files.map(\.path))
            for path in previous.keys.sorted() where !current.contains(path) {
                unlink(outputPath + "/" + path)
                committed.removedFiles.append(path)
            }
            committed.changedFiles += committed.removedFiles
        }
        committed.changedFiles.sort()
        // The marker lists the files; it changes only when files come or go (or the base URL does).
        try OutputUpdate.updateMarker(
            of: outputPath, files: { var files = previous; committed.apply(to: &files); return files.keys.sorted() },
            filesChanged: !committed.removedFiles.isEmpty || added, baseURL: baseURL, displayName: displayName)
        return committed
    }

    /// Writes each file whose fingerprint is not the previous one's, across the cores; each file's path and
    /// fingerprint, and whether it was written.
    private func write(
        _ files: [SiteOutputs.File], previous: [String: OutputFingerprint], concurrency: Int?
    ) throws(Diagnostic) -> [(String, OutputFingerprint, Bool)] {
        let results = files.concurrentMap(concurrency: concurrency) { file -> Result<(String, OutputFingerprint, Bool), Diagnostic> in
            guard let fingerprint = OutputFingerprint(file.content) else {
                return .failure(Diagnostic(.error, "internal error: \(displayName)\(file.path) has no content"))
            }
            if previous[file.path] == fingerprint, FileManager.default.fileExists(atPath: outputPath + "/" + file.path) {
                return .success((file.path, fingerprint, false))
            }
            if let failure = Self.write(file, to: outputPath + "/" + file.path) {
                return .failure(Diagnostic(.error, "cannot write \(displayName)\(file.path): \(failure)"))
            }
            return .success((file.path, fingerprint, true))
        }
        return try results.map { result throws(Diagnostic) in try result.get() }
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

extension CommittedOutput {
    /// The previous build's fingerprints (of its memory, changed in place) brought up to date.
    func apply(to previous: inout [String: OutputFingerprint]) {
        for (path, fingerprint) in fingerprints { previous[path] = fingerprint }
        for path in removedFiles { previous[path] = nil }
    }
}
