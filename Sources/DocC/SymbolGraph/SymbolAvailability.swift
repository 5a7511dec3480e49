/// Where a symbol is available and whether it is deprecated, as DocC states it from the graph's
/// `availability`: each platform with the version that introduced it, in DocC's platform order
/// (obsoleted and unavailable ones left out), and a deprecation that holds everywhere, with its message.
struct SymbolAvailability {
    /// `iOS 16.0+`, `macOS 10.15–13.0 (deprecated)`.
    private(set) var platforms: [String] = []
    private(set) var isDeprecated = false
    private(set) var deprecationMessage: String?

    init(_ items: [SymbolGraph.Availability]) {
        var byName: [String: String] = [:]
        for item in items {
            guard let domain = item.domain, domain != "*", item.obsoleted == nil, item.isUnconditionallyUnavailable != true else { continue }
            let name = Self.displayNames[domain.lowercased()] ?? domain
            byName[name] = Self.describe(item, on: name)
        }
        platforms = byName.keys.sorted(by: Self.isInPlatformOrder).compactMap { byName[$0] }
        isDeprecated = Self.isDeprecated(items)
        deprecationMessage = isDeprecated ? Self.deprecationMessage(items) : nil
    }

    private static func describe(_ item: SymbolGraph.Availability, on name: String) -> String {
        let introduced = item.introduced.map { " " + version($0) } ?? ""
        if let deprecated = item.deprecated {
            return name + introduced + "–" + version(deprecated) + " (deprecated)"
        }
        if item.isUnconditionallyDeprecated == true { return name + introduced + " (deprecated)" }
        return name + introduced + (item.introduced == nil ? "" : "+")
    }

    /// `13.0`, `13.1.2`: DocC writes the minor version always and the patch when it is not zero.
    private static func version(_ version: SymbolGraph.Version) -> String {
        let patch = version.patch.flatMap { $0 == 0 ? nil : ".\($0)" } ?? ""
        return "\(version.major).\(version.minor ?? 0)" + patch
    }

    private static func isUniversal(_ item: SymbolGraph.Availability) -> Bool {
        item.domain == nil || item.domain == "*"
    }

    private static func isUnconditionallyGone(_ item: SymbolGraph.Availability) -> Bool {
        item.isUnconditionallyDeprecated == true || item.isUnconditionallyUnavailable == true
    }

    /// Deprecated everywhere: by a universal `@available(*, deprecated)`, or on every platform it names.
    private static func isDeprecated(_ items: [SymbolGraph.Availability]) -> Bool {
        if items.contains(where: { isUniversal($0) && isUnconditionallyGone($0) }) { return true }
        let allGone = items.allSatisfy { isUnconditionallyGone($0) || $0.deprecated != nil || $0.obsoleted != nil }
        return allGone && items.contains { $0.isUnconditionallyDeprecated == true || $0.deprecated != nil || $0.obsoleted != nil }
    }

    private static func deprecationMessage(_ items: [SymbolGraph.Availability]) -> String? {
        if let message = items.lazy.compactMap({ isUniversal($0) && isUnconditionallyGone($0) ? $0.message : nil }).first {
            return message
        }
        guard items.allSatisfy({ isUnconditionallyGone($0) || $0.deprecated != nil }) else { return nil }
        return items.lazy.compactMap { $0.isUnconditionallyDeprecated == true || $0.deprecated != nil ? $0.message : nil }.first
    }

    /// DocC's platform names, by the graph's lower-cased domain.
    private static let displayNames: [String: String] = [
        "ios": "iOS", "iosappextension": "iOS App Extension", "ipados": "iPadOS", "maccatalyst": "Mac Catalyst",
        "maccatalystappextension": "Mac Catalyst App Extension", "macos": "macOS", "macosx": "macOS",
        "macosappextension": "macOS App Extension", "tvos": "tvOS", "tvosappextension": "tvOS App Extension",
        "visionos": "visionOS", "watchos": "watchOS", "watchosappextension": "watchOS App Extension", "swift": "Swift",
    ]
    private static let platformOrder = [
        "iOS", "iOS App Extension", "iPadOS", "Mac Catalyst", "Mac Catalyst App Extension", "macOS", "macOS App Extension",
        "tvOS", "tvOS App Extension", "visionOS", "watchOS", "watchOS App Extension", "Swift",
    ]

    /// DocC's order: the known platforms in its order, then the others by name.
    private static func isInPlatformOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = platformOrder.firstIndex(of: lhs) ?? .max
        let right = platformOrder.firstIndex(of: rhs) ?? .max
        return left != right ? left < right : lhs < rhs
    }
}
