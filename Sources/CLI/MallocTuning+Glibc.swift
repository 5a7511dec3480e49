#if canImport(Glibc)
import Glibc

extension MallocTuning {
    /// `mallopt`'s option for the threshold, from `<malloc.h>`, which Swift's Glibc module leaves out.
    private static let mmapThresholdOption: Int32 = -3

    /// Setting the threshold also turns off glibc's raising of it. `mallopt` is looked up by name, as the
    /// Glibc module does not declare it; a C library without it keeps its defaults.
    static func fixOwnPagesThreshold() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdOption, ownPagesThreshold)
    }
}
#endif
