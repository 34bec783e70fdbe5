import ExpandingTextTerminal
import ExpandingTextTestSupport
import Testing

/// Invalid UTF-8 becomes U+FFFD exactly as the standard library replaces it.
@Suite struct InputDecoderUTF8Tests {
    /// The scalars typed, from character key events without modifiers.
    static func typedScalars(_ events: [KeyEvent]) -> [Unicode.Scalar] {
        events.flatMap { event -> [Unicode.Scalar] in
            guard case .key(let chord) = event, chord.modifiers.isEmpty, case .character(let character) = chord.key
            else { return [] }
            return Array(character.unicodeScalars)
        }
    }

    static let cases: [(String, [UInt8])] = [
        ("lone continuation", [0x80]),
        ("two continuations", [0x80, 0xBF]),
        ("truncated two-byte", [0xC3]),
        ("truncated three-byte", [0xE4, 0xB8]),
        ("truncated four-byte", [0xF0, 0x9F, 0x98]),
        ("overlong C0", [0xC0, 0xAF]),
        ("overlong E0", [0xE0, 0x80, 0xAF]),
        ("surrogate", [0xED, 0xA0, 0x80]),
        ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("F5 lead", [0xF5, 0x80]),
        ("FF", [0xFF]),
        ("truncated then valid", [0xE4, 0x41]),
        ("truncated then truncated", [0xF0, 0x9F, 0xE4, 0xB8, 0x41]),
        ("valid after invalid", [0xC3, 0xA9, 0xA9, 0xC3, 0xA9]),
    ]

    // Each sample ends with an ASCII byte: a truncated character at the very end of the input stays pending in the
    // decoder (its rest may still arrive), where `String(decoding:as:)` knows the input has ended.

    @Test(arguments: cases)
    func replacementMatchesTheStandardLibrary(_ name: String, _ sample: [UInt8]) {
        let bytes = sample + [0x2E]
        let expected = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        #expect(Self.typedScalars(decodeWhole(bytes)) == expected, "\(name)")
    }

    @Test func randomBytesMatchTheStandardLibraryInEveryChunking() {
        var generator = SplitMix64(seed: 0x5EED_0001)
        // Printable ASCII and every byte from 0x80 up; control bytes are keys, not text.
        let alphabet: [UInt8] = Array(0x20...0x7E) + Array(0x80...0xFF) + [0xC3, 0xE4, 0xF0, 0xED, 0xF4, 0xE0]
        for _ in 0..<300 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! } + [0x2E]
            let expected = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            #expect(Self.typedScalars(decodeWhole(bytes)) == expected, "\(bytes)")
            let chunks = (0...count).map { _ in Int.random(in: 1...4, using: &generator) }
            #expect(Self.typedScalars(decode(bytes, chunkSizes: chunks)) == expected, "\(bytes) in \(chunks)")
        }
    }
}
