// Stand-in for `sitegen serve` until the CLI is wired: build-harness.sh compiles
// it together with the Server sources, as one program.
//
// Usage: serve-harness ROOT PORT [--live-reload] [--watch FOLDER]
//   --live-reload  preview mode (pages get the live-reload script); without it, `--root` mode
//   --watch FOLDER poll FOLDER and announce a rebuild (no build is run) on every change,
//                  so the edit → browser path can be timed without the build itself
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3, let port = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: serve-harness ROOT PORT [--live-reload] [--watch FOLDER]\n".utf8))
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
var watcher: FileWatcher?
if let flag = arguments.firstIndex(of: "--watch"), flag + 1 < arguments.count {
    watcher = FileWatcher(paths: [arguments[flag + 1]]) { _ in server.didRebuild() }
    watcher?.start()
}
server.runUntilInterrupted()
watcher?.stop()
