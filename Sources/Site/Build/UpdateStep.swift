import Core
import Foundation

/// Step 4 of an incremental build: write only the files whose bytes changed,
/// each replaced atomically, and remove the files the site no longer has.
/// Only files the previous build wrote are ever removed.
enum UpdateStep {
    struct Result {
        var fingerprints: [String: OutputFingerprint]
        var changedFiles: [String]
    }

    static func run(outputs: SiteOutputs, previous: [String: OutputFingerprint], outputPath: String, displayName: String, baseURL: BaseURL) throws(BuildFailure) -> Result {
        do throws(Diagnostic) {
            let lock = try BuildLock(outputPath: outputPath, waiting: {})
            defer { withExtendedLifetime(lock) {} }
            let results = outputs.files.concurrentMap { file -> Swift.Result<(String, OutputFingerprint, Bool), Diagnostic> in
                guard let fingerprint = OutputFingerprint(file.content) else {
                    guard let kept = previous[file.path] else {
                        return .failure(Diagnostic(.error, "internal error: \(displayName)\(file.path) was reused but never written"))
                    }
                    return .success((file.path, kept, false))
                }
                if previous[file.path] == fingerprint, FileManager.default.fileExists(atPath: outputPath + "/" + file.path) {
                    return .success((file.path, fingerprint, false))
                }
                if let failure = write(file, to: outputPath + "/" + file.path) {
                    return .failure(Diagnostic(.error, "cannot write \(displayName)\(file.path): \(failure)"))
                }
                return .success((file.path, fingerprint, true))
            }
            var fingerprints: [String: OutputFingerprint] = [:]
            var changed: [String] = []
            for result in results {
                let (path, fingerprint, wrote) = try result.get()
                fingerprints[path] = fingerprint
                if wrote { changed.append(path) }
            }
            for path in previous.keys.sorted() where fingerprints[path] == nil {
                unlink(outputPath + "/" + path)
                changed.append(path)
            }
            let manifest = OutputMarker.text(files: fingerprints.keys.sorted(), baseURL: baseURL)
            if let failure = FileWriting.replace(outputPath + "/" + OutputPaths.marker, with: Array(manifest.utf8)) {
                throw Diagnostic(.error, "cannot write \(displayName)\(OutputPaths.marker): \(failure)")
            }
            return Result(fingerprints: fingerprints, changedFiles: changed.sorted())
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
    }

    private static func write(_ file: SiteOutputs.File, to path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return FileWriting.reason(error)
        }
        switch file.content {
        case .text(let text):
            return FileWriting.replace(path, with: Array(text.utf8))
        case .copy(let source):
            guard let data = FileManager.default.contents(atPath: source) else { return "cannot read \(source)" }
            return FileWriting.replace(path, with: [UInt8](data))
        case .unchanged:
            return nil
        }
    }
}
