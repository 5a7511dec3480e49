// Stand-in for `sitegen serve --root DIR` until the CLI is wired: compiled by
// build-harness.sh together with the Server sources, as one program.
// Usage: serve-harness ROOT PORT [--live-reload]
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3, let port = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: serve-harness ROOT PORT [--live-reload]\n".utf8))
    exit(64)
}
let server = PreviewServer(PreviewServer.Configuration(
    root: arguments[1], port: port, usesNextFreePort: false, liveReload: arguments.contains("--live-reload")))
do {
    try server.start()
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
server.runUntilInterrupted()
