import Foundation

/// A folder of the site's repository as a git ref has it, read with `git archive` into a folder sitegen owns (under the
/// temporary folder, named by the folder's tree): the working tree and the index are never touched, and a tree
/// already read is not read again.
enum GitArchive {
    struct Failure: Error {
        let message: String
    }

    /// The folder holding `folder` (relative to `repositoryFolder`, the site folder) at `ref`.
    static func folder(_ folder: String, at ref: String, repositoryFolder: String) throws(Failure) -> String {
        let prefix = try git(["rev-parse", "--show-prefix"], in: repositoryFolder, failure: "the site folder is not in a git repository")
        let treeName = ref + "^{commit}:" + prefix.trimmingCharacters(in: .whitespacesAndNewlines) + folder
        let tree = try git(["rev-parse", "--verify", "--quiet", treeName], in: repositoryFolder,
                           failure: "git has no folder \(folder)/ at '\(ref)' (is the ref fetched? a shallow clone has no tags)")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let cache = FileManager.default.temporaryDirectory.path + "/sitegen-git-versions-\(getuid())"
        let destination = cache + "/" + tree
        if FileManager.default.fileExists(atPath: destination) { return destination }
        // Read into a folder of its own, then renamed into place: a build interrupted, or two at once, never leave half a tree.
        let staging = destination + ".partial-\(getpid())"
        try? FileManager.default.removeItem(atPath: staging)
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "could not make \(staging): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let archive = staging + "/.archive.tar"
        _ = try git(["archive", "--format=tar", "-o", archive, tree], in: repositoryFolder, failure: "git archive failed")
        _ = try run("tar", ["-xf", archive, "-C", staging], in: repositoryFolder, failure: "tar could not unpack git's archive")
        try? FileManager.default.removeItem(atPath: archive)
        if rename(staging, destination) != 0 && !FileManager.default.fileExists(atPath: destination) {
            throw Failure(message: "could not move \(staging) to \(destination)")
        }
        return destination
    }

    private static func git(_ arguments: [String], in folder: String, failure: String) throws(Failure) -> String {
        try run("git", arguments, in: folder, failure: failure)
    }

    /// What the command printed; a failure when it cannot start (no git on the machine) or exits with another status than 0.
    private static func run(_ command: String, _ arguments: [String], in folder: String, failure: String) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "\(command) could not be started: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // env exits 127 when it finds no such command.
        guard process.terminationStatus != 127 else { throw Failure(message: "\(command) is not installed on this machine") }
        guard process.terminationStatus == 0 else { throw Failure(message: failure) }
        return String(decoding: data, as: UTF8.self)
    }
}
