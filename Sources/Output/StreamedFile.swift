import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file of the site written in pieces as they are made (a page listing thousands of pages), so that
/// it is never held whole. Made by `OutputTransaction.create(_:)`; `finish` closes it, and a file left
/// unfinished is closed when it goes away.
public final class StreamedFile {
    private var descriptor: Int32
    /// How the file is named in messages (`Public/tags/swift/index.html`).
    private let displayPath: String

    init(descriptor: Int32, displayPath: String) {
        self.descriptor = descriptor
        self.displayPath = displayPath
    }

    /// Appends `bytes` to the file.
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
        if let failure = FileWriting.write(UnsafeRawBufferPointer(bytes), at: descriptor) {
            throw Diagnostic(.error, "cannot write \(displayPath): \(failure)")
        }
    }

    /// Closes the file: a write the system held back may fail only now.
    public func finish() throws(Diagnostic) {
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 {
            throw Diagnostic(.error, "cannot write \(displayPath): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
