// swift-tools-version: 6.0
import PackageDescription

// One library per concern; the `sitegen` executable only calls into CLI.
// Dependency order: Core ← FrontMatter, Markdown (← DocC), Highlight, Templates, Theme ← Site ← Server ← CLI ← sitegen.
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
        .target(name: "DocC", dependencies: ["Core", "Markdown"]),
        .target(name: "Site", dependencies: ["Core", "FrontMatter", "Markdown", "DocC", "Highlight", "Templates", "Theme"]),
        .target(name: "Server", dependencies: ["Core"], resources: [
            .embedInCode("LiveReload/live-reload.js"),
            .embedInCode("LiveReload/live-reload-worker.js"),
            .embedInCode("Appearances/appearances.html"),
            .embedInCode("Appearances/appearances.css"),
            .embedInCode("Appearances/appearances.js"),
        ]),
        .target(name: "CLI", dependencies: ["Core", "Markdown", "Theme", "Site", "Server"]),
        .executableTarget(name: "sitegen", dependencies: ["CLI"]),

        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        .testTarget(name: "DocCTests", dependencies: ["DocC", "Markdown"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "FrontMatter"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ServerTests", dependencies: ["Server"]),
        .testTarget(name: "CLITests", dependencies: ["CLI"]),
    ],
    swiftLanguageModes: [.v6]
)
