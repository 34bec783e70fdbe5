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

let escape = "\u{1B}"
let csi = "\u{1B}["
let ss3 = "\u{1B}O"
