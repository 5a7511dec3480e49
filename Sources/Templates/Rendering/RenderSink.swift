import Core

/// Where a streaming render's output goes, a piece at a time: a page listing every page of a large site
/// is megabytes, and held whole (twice, while its buffer doubled) it was the end of a build's peak.
struct RenderSink {
    /// About how many bytes a piece is: the render hands its output on once it has this many.
    let pieceSize: Int
    /// Takes one piece; the bytes are valid only during the call.
    let write: (UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Void
}
