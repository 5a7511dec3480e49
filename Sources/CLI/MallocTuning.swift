/// How the process asks its C allocator to behave, set once before any work.
public enum MallocTuning {
    /// Blocks of at least this many bytes get pages of their own, handed back to the system when freed.
    static let ownPagesThreshold: Int32 = 1 << 20

    /// Keeps large blocks out of the heap for the whole run. glibc starts by giving blocks of 128 KB and more
    /// pages of their own, but raises that threshold to the size of each such block freed, up to 32 MB: after the
    /// content step has freed its large buffers, the whole-site arrays and listings made later went into the heap,
    /// among the small records every page keeps, and stayed there as holes it could not return. At 100,000 pages
    /// that held some 40 MB of the build's peak (322 MB without, 280 MB with a fixed 1 MB threshold). Other C
    /// libraries (Darwin's, musl's) hand large blocks back on their own.
    public static func apply() {
        #if canImport(Glibc)
        fixOwnPagesThreshold()
        #endif
    }
}
