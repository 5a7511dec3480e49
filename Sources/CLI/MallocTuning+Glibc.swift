#if canImport(Glibc)
import Glibc

extension MallocTuning {
    /// `mallopt`'s options, from `<malloc.h>`, which Swift's Glibc module leaves out.
    private static let trimThresholdOption: Int32 = -1
    private static let mmapThresholdOption: Int32 = -3
    private static let arenaMaxOption: Int32 = -8

    /// Setting a threshold also turns off glibc's adjusting of both. `mallopt` is looked up by name, as the
    /// Glibc module does not declare it; a C library without it keeps its defaults.
    static func fixThresholds() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapThresholdOption, ownPagesThreshold)
        _ = mallopt(trimThresholdOption, heapTopKept)
        _ = mallopt(arenaMaxOption, Int32(clamping: sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
#endif
