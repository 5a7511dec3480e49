import Foundation

/// A stand-in for the `swift` command, for testing `sitegen docs` without a toolchain: a shell script that
/// answers `swift package … describe` with a given text, and `swift build` by printing a given output and, when
/// it succeeds, copying given symbol graphs into the folder its `-emit-symbol-graph-dir` names, as the compiler does.
public struct FakeSwift: Sendable {
    /// The script's path, to pass as `--swift`.
    public let path: String
    private let folder: String

    /// Writes the script and its answers into `folder`.
    /// - Parameters:
    ///   - describe: what `swift package describe --type json` prints.
    ///   - graphs: the symbol graph files a build writes, by file name.
    ///   - buildOutput: what `swift build` prints; `buildStatus` is its exit status.
    public init(in folder: TemporaryDirectory, describe: String, graphs: [String: String] = [:], buildOutput: String = "", buildStatus: Int32 = 0) {
        self.folder = folder.path(to: "fake-swift")
        path = self.folder + "/swift"
        folder.write("fake-swift/describe.json", describe)
        folder.write("fake-swift/build-output.txt", buildOutput)
        folder.makeFolder("fake-swift/graphs")
        for (name, text) in graphs { folder.write("fake-swift/graphs/" + name, text) }
        folder.writeExecutable("fake-swift/swift", Self.script(buildStatus: buildStatus))
    }

    /// The `--target` of each `swift build` the script ran, in order.
    public var builtTargets: [String] {
        let log = FileManager.default.contents(atPath: folder + "/builds.log").map { String(decoding: $0, as: UTF8.self) } ?? ""
        return log.split(separator: "\n").map(String.init)
    }

    private static func script(buildStatus: Int32) -> String {
        """
        #!/bin/sh
        here="$(dirname "$0")"
        if [ "$1" = package ]; then cat "$here/describe.json"; exit 0; fi
        if [ "$1" != build ]; then echo "fake swift: unexpected $*" >&2; exit 2; fi
        graphs=""; wanted=""; target=""; previous=""
        for argument in "$@"; do
            if [ "$previous" = --target ]; then target="$argument"; fi
            if [ "$wanted" = yes ] && [ "$argument" != -Xswiftc ]; then graphs="$argument"; wanted=""; fi
            if [ "$argument" = -emit-symbol-graph-dir ]; then wanted=yes; fi
            previous="$argument"
        done
        echo "$target" >> "$here/builds.log"
        cat "$here/build-output.txt"
        if [ \(buildStatus) -eq 0 ] && [ -n "$graphs" ]; then cp "$here"/graphs/*.json "$graphs"/ 2>/dev/null; fi
        exit \(buildStatus)

        """
    }
}

extension TemporaryDirectory {
    /// Writes an executable script at a relative path. Another process writes it: a file this process has
    /// open for writing can be inherited by a child that another test is spawning at that moment, and
    /// executing the file while that child holds it fails (ETXTBSY), one run in tens on a busy machine.
    public func writeExecutable(_ relativePath: String, _ text: String) {
        write(relativePath + ".source", text)
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/sh")
        copy.arguments = ["-c", "cp \"$0\" \"$1\" && chmod 755 \"$1\"", path(to: relativePath + ".source"), path(to: relativePath)]
        try? copy.run()
        copy.waitUntilExit()
    }
}
