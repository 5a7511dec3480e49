/// How the process asks its C allocator to behave, set once before any work.
enum MallocTuning {
    /// Blocks of at least this many bytes get pages of their own, handed back to the system when freed.
    static let ownPagesThreshold: Int32 = 1 << 20
    /// How much free memory the top of the heap keeps before it is handed back.
    static let heapTopKept: Int32 = 32 << 20

    /// Keeps large blocks out of the heap for the whole run. glibc starts by giving large blocks pages of their
    /// own, but raises that threshold to the size of each such block freed, up to 32 MB: after the content step
    /// has freed its large buffers, the whole-site arrays and listings made later went into the heap, among the
    /// small records every page keeps, and stayed there as holes it could not return, a large part of a big
    /// build's peak. A fixed threshold of 1 MB keeps them out as well as fixing glibc's starting one would.
    /// Fixing the threshold also stops glibc raising the heap's trim threshold with it, and trimmed at its small
    /// default the heap is handed back and faulted in again all build long, for many more page faults and more
    /// CPU time: the trim threshold is kept high (32 MB), as glibc would have raised it.
    /// glibc also gives threads arenas of their own, several a core, so that they seldom wait for each other; each
    /// arena keeps its own free blocks. A build's threads (the main one, a worker a core, the search index's) each
    /// took one, and the pages' records were spread over them with their holes. At one arena a core a build peaks
    /// lower in no more CPU time; one arena for the whole process saved a little more memory but cost CPU time.
    /// Other C libraries (Darwin's, musl's) hand large blocks back on their own.
    static func apply() {
        #if canImport(Glibc)
        fixThresholds()
        #endif
    }
}
