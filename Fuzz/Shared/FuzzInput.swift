// Shared by every fuzz harness: compiled into each harness module by Scripts/fuzz.sh.

/// Reads a fuzzer's input as a sequence of choices, so that every byte the fuzzer mutates changes the run.
///
/// Reading past the end yields zeros (and empty byte runs): a short input is a short run, never an error.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// How many bytes are left.
    var remainingCount: Int { max(0, bytes.count - index) }

    /// The next byte, or 0 at the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `range` taken from the next byte (two bytes when the range is wider than 256 values).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        var value = Int(byte())
        if span > 256 {
            value = value << 8 | Int(byte())
        }
        return range.lowerBound + value % span
    }

    /// Whether the next byte is odd.
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// The next `count` bytes (fewer at the end).
    mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + max(0, count))
        defer { index = max(index, end) }
        return index < end ? Array(bytes[index..<end]) : []
    }

    /// Every byte not read yet.
    mutating func rest() -> [UInt8] { bytes(remainingCount) }
}

/// SplitMix64: a small deterministic generator, for many choices derived from one seed in the input.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}

/// Stops the run with a message: the fuzzer records the input as a crash.
func fuzzFailure(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("FUZZ PROPERTY VIOLATED: \(message)", file: file, line: line)
}
