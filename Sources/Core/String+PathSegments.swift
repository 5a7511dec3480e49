extension String {
    /// The parts between slashes, as `split(separator: "/")` gives them, found on UTF-8 bytes:
    /// `split` compares Characters, which cost about 20,000 instructions for a content path of
    /// 80 bytes, and every page and link splits paths.
    public func pathSegments(omittingEmpty: Bool = true) -> [Substring] {
        self[...].utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }
}
