/// SplitMix64: a small, fast random source that gives the same sequence on every platform and every run, so the
/// seed a property test prints reproduces its failure, and the benchmark measures the same texts every time. The one
/// generator of the package's tests and benchmark.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
