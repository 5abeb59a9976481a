#if canImport(Glibc)
import Glibc
#endif

/// Gives memory that the program freed back to the system.
///
/// glibc's allocator keeps the pages of freed blocks for later allocations: after a burst (a
/// large screen opened and closed, a resize to a big terminal) the resident size stays where
/// the burst left it although the memory in use fell back. `malloc_trim(0)` returns those
/// pages. It is looked up at run time, so that another C library (musl, Darwin's) makes this
/// a no-op rather than a link error.
enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// glibc's `malloc_trim`, when the process has it.
    private static let trim: Trim? = {
        #if canImport(Glibc)
        // RTLD_DEFAULT, the global scope, is the null handle on glibc.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
        #else
        return nil
        #endif
    }()

    /// Returns the allocator's free pages to the system; whether the allocator could.
    @discardableResult
    static func giveBack() -> Bool {
        guard let trim else { return false }
        return trim(0) == 1
    }
}
