// swift-tools-version: 6.0
import PackageDescription

// One library per concern; the `sitegen` executable only calls into CLI.
// Dependency order: DefaultSite (the root Templates/ folder and a new site's files, embedded at build time) and Core
// ← FrontMatter, Markdown (← DocC), Highlight, Templates, Theme, Output (the output folder's transaction) ← Site ← Import ← CLI ← sitegen;
// Server and PackageDocs (what `sitegen docs` asks the toolchain) need only Core, and CLI joins them.
let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Markdown", dependencies: ["Core"], resources: [.embedInCode("Resources/emoji.tsv")]),
        .target(name: "Highlight", dependencies: ["Core"]),
        .target(name: "Templates", dependencies: ["Core"]),
        .target(name: "DefaultSite", exclude: ["NewSite"], plugins: ["EmbedDefaultSite"]),
        .target(name: "Theme", dependencies: ["Core", "DefaultSite"], resources: [.embedInCode("Resources")]),
        .target(name: "FrontMatter", dependencies: ["Core"]),
        .target(name: "DocC", dependencies: ["Core", "Markdown"]),
        .target(name: "Output", dependencies: ["Core"]),
        .target(name: "Site", dependencies: ["Core", "DefaultSite", "FrontMatter", "Markdown", "DocC", "Highlight", "Templates", "Theme", "Output"]),
        .target(name: "Server", dependencies: ["Core"], resources: [
            .embedInCode("LiveReload/live-reload.js"),
            .embedInCode("LiveReload/live-reload-worker.js"),
            .embedInCode("Appearances/appearances.html"),
            .embedInCode("Appearances/appearances.css"),
            .embedInCode("Appearances/appearances.js"),
        ]),
        .target(name: "Import", dependencies: ["Core", "FrontMatter", "Markdown", "Site", "Templates"]),
        .target(name: "PackageDocs", dependencies: ["Core"]),
        .target(name: "CLI", dependencies: ["Core", "Markdown", "Theme", "Output", "Site", "Server", "Import", "PackageDocs"], plugins: ["RecordBuildSource"]),
        .executableTarget(name: "sitegen", dependencies: ["CLI"]),

        // Build-time only: turns the root Templates/ folder and Sources/DefaultSite/NewSite into DefaultSite's source.
        .executableTarget(name: "DefaultSiteEmbedder"),
        .plugin(name: "EmbedDefaultSite", capability: .buildTool(), dependencies: ["DefaultSiteEmbedder"]),
        // Build-time only: records the git commit and origin CLI is compiled from (`sitegen --version`, `sitegen new`).
        .plugin(name: "RecordBuildSource", capability: .buildTool()),

        // Timing programs, not tests: `swift run -c release templates-benchmark` (or highlight-benchmark) prints figures.
        .executableTarget(name: "templates-benchmark", dependencies: ["Core", "Templates"], path: "Benchmarks/templates"),
        .executableTarget(name: "highlight-benchmark", dependencies: ["Highlight"], path: "Benchmarks/highlight"),

        // What the test targets share (temporary folders, waiting for events); never part of the product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CoreTests", dependencies: ["Core", "TestSupport"]),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        .testTarget(name: "DocCTests", dependencies: ["DocC", "Markdown", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "TestSupport"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "OutputTests", dependencies: ["Output", "TestSupport"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "DefaultSite", "FrontMatter", "Output", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ServerTests", dependencies: ["Server", "TestSupport"]),
        .testTarget(name: "ImportTests", dependencies: ["Import", "Site", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PackageDocsTests", dependencies: ["PackageDocs", "Core", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CLITests", dependencies: ["CLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
