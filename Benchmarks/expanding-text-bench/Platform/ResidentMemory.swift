#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's resident memory, where the system tells it.
enum ResidentMemory {
    /// The resident set size in bytes, from `/proc/self/statm` (Linux); nil elsewhere.
    static func bytes() -> Int? {
        #if canImport(Glibc) || canImport(Musl)
        guard let file = fopen("/proc/self/statm", "r") else { return nil }
        defer { fclose(file) }
        // "size resident shared …", in pages.
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }
}
