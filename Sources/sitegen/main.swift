import CLI
import Foundation

exit(SitegenCLI.run(Array(CommandLine.arguments.dropFirst())))
