/// Where a symbol link leads, as `APIReference.resolve(_:from:)` finds it.
public enum SymbolLinkResolution: Sendable, Equatable {
    /// The position of the page in `APIReference.pages`.
    case page(Int)
    /// Why the link leads nowhere, in DocC's words and with its suggestions:
    /// `'init(_:)' is ambiguous at '/Geometry/Point': insert '-(Angle)' for 'init(_ angle: Angle)'; …`.
    case unresolved(reason: String)
}
