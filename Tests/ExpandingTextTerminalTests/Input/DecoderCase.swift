import ExpandingTextTerminal
import Testing

/// One row of a decoder table: input bytes and the events they must decode to.
struct DecoderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var events: [KeyEvent]

    init(_ name: String, _ input: String, _ events: [KeyEvent]) {
        self.name = name
        self.bytes = Array(input.utf8)
        self.events = events
    }

    init(_ name: String, bytes: [UInt8], _ events: [KeyEvent]) {
        self.name = name
        self.bytes = bytes
        self.events = events
    }

    var testDescription: String { name }
}

/// Decodes `bytes` in one piece and resolves a trailing ESC as a timeout would.
func decodeWhole(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush()
}

/// Decodes `bytes` in the given chunks (sizes), then resolves a trailing ESC.
func decode(_ bytes: [UInt8], chunkSizes: [Int]) -> [KeyEvent] {
    var decoder = InputDecoder()
    var events: [KeyEvent] = []
    var start = 0
    for size in chunkSizes where start < bytes.count {
        let end = min(bytes.count, start + size)
        events += decoder.feed(bytes[start..<end])
        start = end
    }
    events += decoder.feed(bytes[start...])
    return events + decoder.flush()
}

/// A small seeded generator (SplitMix64), so random chunkings are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

let escape = "\u{1B}"
let csi = "\u{1B}["
let ss3 = "\u{1B}O"
