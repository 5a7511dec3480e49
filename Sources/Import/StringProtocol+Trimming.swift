extension StringProtocol {
    /// Without the characters of `set` at either end.
    func trimming(_ set: String) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(self[first...last])
    }

    /// Without one pair of surrounding quotes.
    var trimmingQuotes: String {
        guard count >= 2, let first, first == "\"" || first == "'", last == first else { return String(self) }
        return String(dropFirst().dropLast())
    }
}
