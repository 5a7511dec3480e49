import Core
import Foundation
import Output

/// Step 4: write every file into a staging folder across the cores, then swap
/// it in as the output folder in one rename.
enum WriteStep {
    struct Result {
        var treesToRemove: [String]
        var warnings: [Diagnostic]
    }

    static func run(outputs: SiteOutputs, options: BuildOptions, displayName: String, baseURL: BaseURL, waitingForLock: () -> Void) throws(BuildFailure) -> Result {
        let outputPath = options.resolvedOutputDirectory
        do throws(Diagnostic) {
            let lock = try BuildLock(outputPath: outputPath, waiting: waitingForLock)
            defer { withExtendedLifetime(lock) {} }
            let leftovers = OutputCleanup.leftoverTrees(besideOutput: outputPath)
            let transaction = try OutputTransaction(outputPath: outputPath, displayName: displayName)
            let failures = outputs.files.concurrentMap(concurrency: options.concurrency) { file -> Diagnostic? in
                do throws(Diagnostic) {
                    switch file.content {
                    case .text(let text): try transaction.write(text, to: file.path)
                    case .copy(let source): try transaction.copy(from: source, to: file.path)
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
            let ownStaging = transaction.stagingPath
            return Result(
                treesToRemove: leftovers.filter { $0 != ownStaging } + (committed.retiredTree.map { [$0] } ?? []),
                warnings: committed.warnings)
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
    }
}
