import CLI
import Foundation

exit(SitegenCLI.main(Array(CommandLine.arguments.dropFirst())))
