/// How the process asks its C allocator to behave, set once before any work.
enum MallocTuning {
    /// Blocks of at least this many bytes get pages of their own, handed back to the system when freed.
    static let ownPagesThreshold: Int32 = 1 << 20
    /// How much free memory the top of the heap keeps before it is handed back.
    static let heapTopKept: Int32 = 32 << 20

    /// Keeps large blocks out of the heap for the whole run. glibc starts by giving blocks of 128 KB and more
    /// pages of their own, but raises that threshold to the size of each such block freed, up to 32 MB: after the
    /// content step has freed its large buffers, the whole-site arrays and listings made later went into the heap,
    /// among the small records every page keeps, and stayed there as holes it could not return. At 100,000 pages
    /// that held some 30 MB of the build's peak (309 MB without, 280 MB with a fixed 1 MB threshold, the same as
    /// with 128 KB). Fixing the threshold also stops glibc raising the heap's trim threshold with it, and trimmed
    /// at its first 128 KB the heap is handed back and faulted in again all build long (6 times the page faults,
    /// some 4 % more CPU time at 10,000 pages): the trim threshold is kept high, as glibc would have raised it.
    /// glibc also gives threads arenas of their own, up to 8 a core, so that they seldom wait for each other; each
    /// arena keeps its own free blocks. A build's threads (the main one, a worker a core, the search index's) each
    /// took one, and the pages' records were spread over them with their holes. At one arena a core, 100,000 pages
    /// peak at 159 MB rather than 164 (medians of 2 interleaved runs) and 10,000 at 52.9 MB rather than 53.4, in no
    /// more CPU time (3 % less over 6 runs). One arena for the whole process saved 1 MB more and cost 2 % CPU time.
    /// Other C libraries (Darwin's, musl's) hand large blocks back on their own.
    static func apply() {
        #if canImport(Glibc)
        fixThresholds()
        #endif
    }
}
