#if canImport(Glibc) || canImport(Musl)
#if canImport(Glibc)
import Glibc
#else
import Musl
#endif

enum DirectoryExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameExchange: UInt32 = 1 << 1

    /// Atomically swaps two paths with renameat2(RENAME_EXCHANGE); false when the C library, kernel or file
    /// system cannot (the caller then falls back to two renames). Swift's Glibc module does not export
    /// renameat2 and older musl lacks it, so it is looked up at run time.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    }
}
#endif
