import Core
import Foundation
import Output

/// Where a build's files go, under the output folder's lock, and step 6, which commits them. A first build
/// writes a staging folder beside the output folder, each page as soon as it is rendered, and swaps it in
/// whole; a rebuild replaces only the files whose bytes changed, in place, once every step has succeeded.
/// Either way, a build that fails leaves the output folder as it was.
enum BuildOutput: Sendable {
    case staged(Staged)
    /// The fingerprints of the files the previous build left in the output folder.
    case inPlace(previous: [String: OutputFingerprint], Context)

    /// What both ways share.
    struct Context: Sendable {
        var outputPath: String
        var displayName: String
        let lock: BuildLock
    }

    struct Staged: Sendable {
        var context: Context
        var transaction: OutputTransaction
        /// Trees a killed build left beside the output folder, to remove once this one is committed.
        var leftovers: [String]
        var fingerprints: Bool
    }

    /// Takes the output folder's lock, waiting for another build that holds it, and opens a staging folder
    /// unless there is a previous build to update in place.
    static func open(
        options: BuildOptions, displayName: String, mode: BuildMode, previous: [String: OutputFingerprint]?, waitingForLock: () -> Void
    ) throws(BuildFailure) -> BuildOutput {
        let outputPath = options.resolvedOutputDirectory
        do throws(Diagnostic) {
            let context = Context(
                outputPath: outputPath, displayName: displayName, lock: try BuildLock(outputPath: outputPath, waiting: waitingForLock))
            if let previous { return .inPlace(previous: previous, context) }
            let leftovers = OutputCleanup.leftoverTrees(besideOutput: outputPath)
            let transaction = try OutputTransaction(outputPath: outputPath, displayName: displayName)
            return .staged(Staged(context: context, transaction: transaction, leftovers: leftovers, fingerprints: mode.remembers))
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
    }

    /// Lets the next build into the output folder: this one has committed or failed.
    func releaseLock() {
        switch self {
        case .staged(let staged): staged.context.lock.release()
        case .inPlace(_, let context): context.lock.release()
        }
    }

    /// Where pages are written the moment they are rendered: the staging folder. In place, nothing is written
    /// before every step has succeeded, so each page's text is held until then.
    var writer: PageWriter? {
        guard case .staged(let staged) = self else { return nil }
        return PageWriter(transaction: staged.transaction, fingerprints: staged.fingerprints)
    }

    /// Step 6: writes what is not written yet, then swaps the staging folder in, or replaces the changed
    /// files in place and removes those the site no longer has.
    func commit(_ outputs: SiteOutputs, baseURL: BaseURL, concurrency: Int?) throws(BuildFailure) -> CommittedOutput {
        do throws(Diagnostic) {
            switch self {
            case .staged(let staged): return try staged.commit(outputs, baseURL: baseURL, concurrency: concurrency)
            case .inPlace(let previous, let context):
                return try context.update(with: outputs, previous: previous, baseURL: baseURL, concurrency: concurrency)
            }
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
    }

    /// Removes the staging folder after a failed build; in place, nothing was written.
    func abandon() {
        if case .staged(let staged) = self { staged.transaction.abandon() }
    }
}

/// What committing a build's files did.
struct CommittedOutput {
    /// Trees left beside the output to remove off the critical path.
    var treesToRemove: [String] = []
    /// Files found in the output folder that sitegen did not write and the site now writes.
    var warnings: [Diagnostic] = []
    /// The fingerprint of every file this build wrote or compared (with `.remembered`).
    var fingerprints: [String: OutputFingerprint] = [:]
    /// Files of the previous build that the site no longer has.
    var removedFiles: [String] = []
    /// Output files whose bytes changed (all of them after a staged build).
    var changedFiles: [String]
}

extension BuildOutput.Staged {
    /// Writes the files not written yet across the cores, then swaps the staging folder in; abandons it on failure.
    func commit(_ outputs: SiteOutputs, baseURL: BaseURL, concurrency: Int?) throws(Diagnostic) -> CommittedOutput {
        // Only the files still to write: a result for each of a large site's files, pages included, would be held at the build's end.
        let unwritten = outputs.files.filter { file in
            if case .written = file.content { false } else { true }
        }
        let failures = unwritten.concurrentMap(concurrency: concurrency) { file -> Diagnostic? in
            do throws(Diagnostic) {
                switch file.content {
                case .text(let text): try transaction.write(text, to: file.path)
                case .copy(let source): try transaction.copy(from: source, to: file.path)
                case .written: break
                case .unchanged: throw Diagnostic(.error, "internal error: a full build reused \(file.path) from a previous build")
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.compactMap({ $0 }).first {
            transaction.abandon()
            throw failure
        }
        let committed: (retiredTree: String?, warnings: [Diagnostic])
        do throws(Diagnostic) {
            committed = try transaction.commit(baseURL: baseURL)
        } catch {
            transaction.abandon()
            throw error
        }
        var fingerprints: [String: OutputFingerprint] = [:]
        if self.fingerprints {
            for file in outputs.files { fingerprints[file.path] = OutputFingerprint(file.content) }
        }
        let ownStaging = transaction.stagingPath
        return CommittedOutput(
            treesToRemove: leftovers.filter { $0 != ownStaging } + (committed.retiredTree.map { [$0] } ?? []),
            warnings: committed.warnings, fingerprints: fingerprints, changedFiles: outputs.files.map(\.path))
    }
}
