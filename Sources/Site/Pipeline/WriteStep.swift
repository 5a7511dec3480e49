import Core
import Foundation
import Output

/// Step 4: write every file into a staging folder across the cores, then swap
/// it in as the output folder in one rename. The staging folder is open while
/// pages are rendered, so each content page is written as soon as it is made.
enum WriteStep {
    struct Result {
        var treesToRemove: [String]
        var warnings: [Diagnostic]
    }

    /// Opens the staging folder, has `render` render the site into it (content pages through the
    /// writer it is given), writes the other files, and swaps the folder in. When `render` or a write
    /// fails, the staging folder is abandoned and the output folder stays as it was.
    /// - Parameter fingerprints: whether pages written while rendering keep their fingerprints (`serve`).
    static func run(
        options: BuildOptions, displayName: String, baseURL: BaseURL, fingerprints: Bool, waitingForLock: () -> Void,
        render: (PageWriter) throws(BuildFailure) -> RenderStep.Result
    ) throws(BuildFailure) -> (rendered: RenderStep.Result, written: Result) {
        let outputPath = options.resolvedOutputDirectory
        let lock: BuildLock
        let leftovers: [String]
        let transaction: OutputTransaction
        do throws(Diagnostic) {
            lock = try BuildLock(outputPath: outputPath, waiting: waitingForLock)
            leftovers = OutputCleanup.leftoverTrees(besideOutput: outputPath)
            transaction = try OutputTransaction(outputPath: outputPath, displayName: displayName)
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
        defer { withExtendedLifetime(lock) {} }
        let rendered: RenderStep.Result
        do throws(BuildFailure) {
            rendered = try render(PageWriter(transaction: transaction, fingerprints: fingerprints))
        } catch {
            transaction.abandon()
            throw error
        }
        do throws(Diagnostic) {
            let committed = try write(rendered.outputs, into: transaction, baseURL: baseURL, concurrency: options.concurrency)
            let ownStaging = transaction.stagingPath
            return (rendered, Result(
                treesToRemove: leftovers.filter { $0 != ownStaging } + (committed.retiredTree.map { [$0] } ?? []),
                warnings: committed.warnings))
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
    }

    /// Writes the files not written yet, then commits; abandons the transaction on failure.
    private static func write(
        _ outputs: SiteOutputs, into transaction: OutputTransaction, baseURL: BaseURL, concurrency: Int?
    ) throws(Diagnostic) -> (retiredTree: String?, warnings: [Diagnostic]) {
        // Only the files still to write: a result for each of a large site's files, pages included, took 10 MB at the build's end.
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
        do throws(Diagnostic) {
            return try transaction.commit(baseURL: baseURL)
        } catch {
            transaction.abandon()
            throw error
        }
    }
}
