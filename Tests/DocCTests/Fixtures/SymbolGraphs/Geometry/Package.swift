// swift-tools-version: 6.0
import PackageDescription

// A test fixture, not part of sitegen: its symbol graphs and what `docc convert` makes of them are the expected
// values of sitegen's API reference tests. See README.md beside this file.
let package = Package(
    name: "Geometry",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
    ],
    targets: [
        .target(name: "Geometry"),
    ]
)
