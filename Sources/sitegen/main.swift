import CLI
import Foundation

MallocTuning.apply()
exit(SitegenCLI.run(Array(CommandLine.arguments.dropFirst()), treeRemoval: .fromThisExecutable))
