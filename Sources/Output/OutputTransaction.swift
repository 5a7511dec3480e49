import Core
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One build's output. Files are written into a staging folder beside the
/// output folder; `commit` swaps it in only when the whole build succeeded, so
/// a failed or killed build leaves the previous output exactly as it was.
public final class OutputTransaction: Sendable {
    /// The output folder the build replaces.
    let outputPath: String
    /// How the output folder is shown to the user (`Public/`).
    let displayName: String
    /// Where this build writes.
    public let stagingPath: String
    /// Folders known to exist in the staging folder. Only a cache (`mkdir` of a folder that exists is
    /// harmless), so it is emptied when it reaches `rememberedFolders`: a site has a folder per page,
    /// and remembering each for the whole build cost a string a page.
    private let directories = Locked<Set<String>>([""])
    private static let rememberedFolders = 4096
    private let written = Locked(WrittenPaths())

    /// Creates the staging folder and marks it as sitegen's at once, so that
    /// if this build is killed, the next one knows the leftover is its own.
    public init(outputPath: String, displayName: String) throws(Diagnostic) {
        self.outputPath = outputPath
        self.displayName = displayName
        stagingPath = OutputPaths.sibling(of: outputPath, kind: "tmp-staging-\(getpid())")
        try? FileManager.default.removeItem(atPath: stagingPath)
        do {
            try FileManager.default.createDirectory(atPath: stagingPath, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(.error, "cannot create the build folder beside \(displayName): \(FileWriting.reason(error))")
        }
        try place(OutputPaths.marker) { FileWriting.write("sitegen build in progress\n", to: $0) }
    }

    /// Writes one file of the site, creating its folders.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(Diagnostic) {
        try write(to: relativePath) { FileWriting.write(bytes, to: $0) }
    }

    /// Writes one text file of the site, from the string's own storage.
    public func write(_ text: String, to relativePath: String) throws(Diagnostic) {
        try write(to: relativePath) { FileWriting.write(text, to: $0) }
    }

    /// Creates one file of the site, with its folders, to be written in pieces as they are made. It
    /// counts as written from now: a build that fails before finishing it abandons the staging folder.
    public func create(_ relativePath: String) throws(Diagnostic) -> StreamedFile {
        try ensureParent(of: relativePath)
        let descriptor: Int32
        switch FileWriting.create(stagingPath + "/" + relativePath) {
        case .success(let opened): descriptor = opened
        case .failure(let reason): throw Diagnostic(.error, "cannot write \(displayName)\(relativePath): \(reason.text)")
        }
        written.withLock { $0.append(relativePath) }
        return StreamedFile(descriptor: descriptor, displayPath: displayName + relativePath)
    }

    private func write(to relativePath: String, with writeFile: (_ path: String) -> String?) throws(Diagnostic) {
        try ensureParent(of: relativePath)
        try place(relativePath, with: writeFile)
        written.withLock { $0.append(relativePath) }
    }

    /// Writes the staging folder's file at `relativePath` with `writeFile`, which returns the system's reason when it fails.
    private func place(_ relativePath: String, with writeFile: (_ path: String) -> String?) throws(Diagnostic) {
        if let failure = writeFile(stagingPath + "/" + relativePath) {
            throw Diagnostic(.error, "cannot write \(displayName)\(relativePath): \(failure)")
        }
    }

    /// Copies a static file into the site: the file itself when `sourcePath` is a symbolic link
    /// (the scan has checked it stays inside the site), so the output never holds links.
    public func copy(from sourcePath: String, to relativePath: String) throws(Diagnostic) {
        try ensureParent(of: relativePath)
        do {
            try FileManager.default.copyItem(atPath: OutputSafety.resolved(sourcePath), toPath: stagingPath + "/" + relativePath)
        } catch {
            throw Diagnostic(.error, "cannot copy \(sourcePath) to \(displayName)\(relativePath): \(FileWriting.reason(error))")
        }
        written.withLock { $0.append(relativePath) }
    }

    /// Every file written so far, sorted.
    var writtenFiles: SortedPaths {
        written.withLock { $0.sorted }
    }

    /// Swaps the staging folder in as the output folder.
    /// - Returns: the retired previous tree (only sitegen's files are left in it) to remove off the
    ///   critical path, and warnings about files sitegen did not create.
    public func commit(baseURL: BaseURL) throws(Diagnostic) -> (retiredTree: String?, warnings: [Diagnostic]) {
        let manifest = writtenFiles
        try place(OutputPaths.marker) { OutputMarker.write(files: manifest, baseURL: baseURL, to: $0) }

        guard FileManager.default.fileExists(atPath: outputPath) else {
            try rename(stagingPath, outputPath)
            return (nil, [])
        }
        let previousWasSitegens = FileManager.default.fileExists(atPath: outputPath + "/" + OutputPaths.marker)
        let foreignFiles = filesNotWrittenBySitegen(in: outputPath)
        let retired = OutputPaths.sibling(of: outputPath, kind: "tmp-retired-\(getpid())-\(Int(Date().timeIntervalSince1970 * 1000))")
        if DirectoryExchange.exchange(stagingPath, outputPath) {
            try rename(stagingPath, retired)
        } else {
            try rename(outputPath, retired)
            try rename(stagingPath, outputPath)
        }
        let kept: (retiredTree: String?, warnings: [Diagnostic]) = keep(foreignFiles, from: retired, newManifest: manifest)
        // A first build over a folder sitegen did not write (the empty Public/ of a new site or a fresh clone): its
        // files moved into the new output, so only folders are left, and removing them now costs nothing, where a
        // background removal could be cut short and leave an empty tree beside the output for good.
        if !previousWasSitegens, let tree = kept.retiredTree, OutputCleanup.removeEmptyFolders(tree) {
            return (nil, kept.warnings)
        }
        return kept
    }

    /// Removes the staging folder after a failed build.
    public func abandon() {
        try? FileManager.default.removeItem(atPath: stagingPath)
    }

    /// Files in the current output that no sitegen build wrote (a CNAME the user dropped in, the
    /// repository's .gitkeep): they move into the new output rather than being deleted. A temporary
    /// file an interrupted `serve` left (`.index.html.sitegen-tmp-123`) is sitegen's and stays behind.
    private func filesNotWrittenBySitegen(in folder: String) -> [String] {
        let markerText = (try? String(contentsOfFile: folder + "/" + OutputPaths.marker, encoding: .utf8)) ?? ""
        var previousManifest = OutputMarker.files(in: markerText)
        previousManifest.insert(OutputPaths.marker)
        var foreign: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let isDirectory = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            if !isDirectory && !previousManifest.contains(relative) && !FileWriting.isTemporary(relative) { foreign.append(relative) }
        }
        return foreign.sorted()
    }

    private func keep(_ foreignFiles: [String], from retired: String, newManifest: SortedPaths) -> (String?, [Diagnostic]) {
        var conflicts: [String] = []
        for relative in foreignFiles {
            if newManifest.contains(relative) {
                conflicts.append(relative)
                continue
            }
            let destination = outputPath + "/" + relative
            try? FileManager.default.createDirectory(
                atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if Foundation.rename(retired + "/" + relative, destination) != 0 { conflicts.append(relative) }
        }
        guard !conflicts.isEmpty else { return (retired, []) }
        // Something the user made would be overwritten: keep the whole previous output, visibly.
        let kept = outputPath + ".previous-" + String(Int(Date().timeIntervalSince1970))
        let warnings = conflicts.map { relative in
            Diagnostic(.warning, "\(displayName)\(relative) was not created by sitegen, but the site now writes the same file; the previous output is kept in \(kept)")
        }
        return (Foundation.rename(retired, kept) == 0 ? nil : retired, warnings)
    }

    /// Creates the folders above a file, each once while `directories` remembers it.
    private func ensureParent(of relativePath: String) throws(Diagnostic) {
        guard let slash = relativePath.lastIndex(of: "/") else { return }
        let parent = String(relativePath[..<slash])
        if directories.withLock({ $0.contains(parent) }) { return }
        try ensureParent(of: parent)
        if mkdir(stagingPath + "/" + parent, 0o755) != 0 && errno != EEXIST {
            throw Diagnostic(.error, "cannot create \(displayName)\(parent)/: \(String(cString: strerror(errno)))")
        }
        directories.withLock { directories in
            if directories.count >= Self.rememberedFolders { directories = [""] }
            directories.insert(parent)
        }
    }

    private func rename(_ from: String, _ to: String) throws(Diagnostic) {
        guard Foundation.rename(from, to) == 0 else {
            throw Diagnostic(.error, "cannot move the new site into \(displayName): \(String(cString: strerror(errno)))")
        }
    }
}
