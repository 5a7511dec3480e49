import Foundation
import TestSupport
import Testing
@testable import Theme

/// Runs theme.js under node against the fake DOM in
/// Fixtures/Script/harness.js and decodes the state it ends in.
struct ScriptHarness {
    struct Node: Encodable {
        var tag: String
        var attrs: [String: String] = [:]
        var children: [Node] = []
    }

    enum Step: Encodable {
        case parseBody, domContentLoaded
        case click(String)
        /// A click on a step of Night's brightness (`"75"`).
        case clickBrightness(String)
        case otherTab(String)
        case pageshow(persisted: Bool, stored: String?)
        case clock(String)

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .parseBody: try container.encode("parseBody")
            case .domContentLoaded: try container.encode("domContentLoaded")
            case .click(let choice): try container.encode(["click": choice])
            case .clickBrightness(let value): try container.encode(["clickBrightness": value])
            case .otherTab(let value): try container.encode(["otherTab": value])
            case .clock(let time): try container.encode(["clock": time])
            case .pageshow(let persisted, let stored):
                struct Pageshow: Encodable { var persisted: Bool; var stored: String? }
                try container.encode(["pageshow": Pageshow(persisted: persisted, stored: stored)])
            }
        }
    }

    struct Scenario: Encodable {
        var search = ""
        var stored: String?
        var storedBrightness: String?
        var storageThrows = false
        var forced: String?
        var now = "12:00"
        /// False for a browser without custom elements.
        var customElements = true
        var head: [Node] = ScriptHarness.themeColorMetas
        var body: [Node] = [ScriptHarness.appearance]
        var steps: [Step] = [.parseBody, .domContentLoaded]
    }

    struct State: Decodable, Equatable {
        var html: [String: String]
        var pressed: [String: String]
        var sources: [String]
        var themeColors: [String]
        /// The markup of each `<sitegen-appearance>`.
        var appearance: [String]
        var stored: String?
        /// Each brightness step's `aria-pressed`, by step.
        var brightnessPressed: [String: String]
        var storedBrightness: String?
        var intervals: [Int]
    }

    static let themeColorMetas = [
        Node(tag: "meta", attrs: ["name": "theme-color", "content": "#ffffff", "media": "(prefers-color-scheme: light)"]),
        Node(tag: "meta", attrs: ["name": "theme-color", "content": "#000000", "media": "(prefers-color-scheme: dark)"]),
    ]

    /// The appearance control as partials/theme-toggle.html writes it: the script makes its buttons.
    static let appearance = Node(tag: "sitegen-appearance")

    /// A site's own appearance control, its buttons written in its template.
    static let handWrittenToggle = Node(tag: "div", children: ["system", "light", "dark", "night"].map {
        Node(tag: "button", attrs: ["type": "button", "data-theme-choice": $0, "aria-pressed": String($0 == "system")])
    })

    /// A `<picture>` as the Markdown renderer writes it for `photo.png` with the given variants.
    static func picture(variants: [String]) -> Node {
        let sources = variants.map { variant in
            Node(tag: "source", attrs: [
                "srcset": "photo~\(variant).png", "data-appearance": variant,
                "media": variant == "dark" ? "(prefers-color-scheme: dark)" : "not all",
            ])
        }
        return Node(tag: "picture", children: sources + [Node(tag: "img", attrs: ["src": "photo.png", "alt": "x"])])
    }

    static let node: URL? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node", "/usr/bin/nodejs"]
        .map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static func run(_ scenario: Scenario, settings: ThemeSettings = ThemeSettings()) throws -> State {
        let node = try #require(node)
        let directory = TemporaryDirectory()
        let scriptURL = URL(fileURLWithPath: directory.path(to: "script.js"))
        let scenarioURL = URL(fileURLWithPath: directory.path(to: "scenario.json"))
        try ThemeScript.source(palette: .defaults, settings: settings).write(to: scriptURL, atomically: true, encoding: .utf8)
        try JSONEncoder().encode(scenario).write(to: scenarioURL)

        let process = Process()
        process.executableURL = node
        process.arguments = [try Fixtures.url("Script/harness.js").path, scriptURL.path, scenarioURL.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node failed: \(message)")
        return try JSONDecoder().decode(State.self, from: data)
    }
}
