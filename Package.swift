// swift-tools-version: 6.0
import PackageDescription

// One library per concern; the `sitegen` executable only calls into CLI.
// Dependency order: Core ← FrontMatter, Markdown, Highlight, Templates, Theme ← Site ← Import, Server ← CLI ← sitegen.
let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Markdown", dependencies: ["Core"]),
        .target(name: "Highlight", dependencies: ["Core"]),
        .target(name: "Templates", dependencies: ["Core"]),
        .target(name: "Theme", dependencies: ["Core"]),
        .target(name: "FrontMatter", dependencies: ["Core"]),
        .target(name: "Site", dependencies: ["Core", "FrontMatter", "Markdown", "Highlight", "Templates", "Theme"]),
        .target(name: "Server", dependencies: ["Core"]),
        .target(name: "Import", dependencies: ["Core", "FrontMatter", "Site"]),
        .target(name: "CLI", dependencies: ["Core", "Markdown", "Theme", "Site", "Server", "Import"]),
        .executableTarget(name: "sitegen", dependencies: ["CLI"]),

        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "FrontMatter"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ServerTests", dependencies: ["Server"]),
        .testTarget(name: "ImportTests", dependencies: ["Import", "Site"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CLITests", dependencies: ["CLI"]),
    ],
    swiftLanguageModes: [.v6]
)
