#if canImport(Darwin)
import Darwin

enum DirectoryExchange {
    /// Atomically swaps two paths with renamex_np(RENAME_SWAP); false when the file system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
    }
}
#endif
