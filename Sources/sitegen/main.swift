import CLI
import Foundation

MallocTuning.apply()
let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
exit(SitegenCLI.run(Array(CommandLine.arguments.dropFirst()), treeRemoval: .inBackground(executable: executable)))
