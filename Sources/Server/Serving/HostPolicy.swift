/// Which `Host` values the server answers: the defence against DNS rebinding,
/// where a page on another site points its own name at 127.0.0.1 to read the
/// preview from the reader's browser. Such requests carry the attacker's name
/// in `Host`, so a server bound to loopback answers only loopback names.
enum HostPolicy: Sendable, Equatable {
    /// Any host: the user bound a non-loopback address on purpose.
    case any
    /// Only these lower-case host names (IPv6 in brackets), with this port.
    case only(names: Set<String>, port: Int)

    /// The policy for a server bound to `host` on `port`.
    init(boundHost host: String, port: Int) {
        guard Self.isLoopback(host) else {
            self = .any
            return
        }
        let bound = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        self = .only(names: ["localhost", "127.0.0.1", "[::1]", bound.lowercased()], port: port)
    }

    /// Whether `host` names this machine's loopback interface only.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        if name == "localhost" || name == "::1" || name == "[::1]" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// Whether a request whose `Host` (or absolute-form authority) is `host` may be answered.
    /// A missing value is allowed: browsers always send one, so its absence is not an attack.
    func allows(_ host: String?) -> Bool {
        guard case .only(let names, let port) = self, let host else { return true }
        guard let (name, hostPort) = Self.split(host) else { return false }
        return names.contains(name) && (hostPort ?? 80) == port
    }

    /// `name[:port]` or `[v6][:port]` into a lower-case name and the port, nil when malformed.
    private static func split(_ host: String) -> (String, Int?)? {
        let lowered = host.lowercased()
        let nameEnd: String.Index
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            nameEnd = lowered.index(after: close)
        } else {
            nameEnd = lowered.firstIndex(of: ":") ?? lowered.endIndex
        }
        let name = String(lowered[..<nameEnd])
        let rest = lowered[nameEnd...]
        guard !rest.isEmpty else { return (name, nil) }
        let digits = rest.dropFirst()
        guard rest.first == ":", !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCIIDigit), let port = Int(digits) else {
            return nil
        }
        return (name, port)
    }
}
