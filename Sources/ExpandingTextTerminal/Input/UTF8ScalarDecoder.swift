/// An incremental UTF-8 decoder, one byte at a time, that replaces invalid input exactly as the standard library's
/// `String(decoding:as: UTF8.self)` does: one U+FFFD per maximal subpart of an ill-formed sequence (the practice
/// Unicode recommends in its chapter 3, "U+FFFD Substitution of Maximal Subparts").
///
/// The state is a handful of integers, so a character split between two reads continues where it stopped.
struct UTF8ScalarDecoder: Hashable, Sendable {
    /// What one byte did.
    enum Step: Equatable {
        /// The byte started or continued a sequence that is not complete yet.
        case needMore
        /// The byte completed a scalar.
        case scalar(Unicode.Scalar)
        /// The byte is ill-formed on its own: one U+FFFD, and the byte is consumed.
        case invalid
        /// The byte cannot continue the pending sequence: one U+FFFD for the pending bytes, and the byte must be
        /// decoded again from the start.
        case invalidRetry
    }

    private var codePoint: UInt32 = 0
    private var needed = 0
    private var seen = 0
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF

    /// Whether part of a multi-byte sequence is pending.
    var isPartial: Bool { needed != 0 }

    /// Decodes one byte.
    mutating func decode(_ byte: UInt8) -> Step {
        guard needed != 0 else { return start(byte) }
        guard (lowerBound...upperBound).contains(byte) else {
            reset()
            return .invalidRetry
        }
        // Only the second byte has a narrowed range (it excludes overlongs, surrogates and values past U+10FFFF).
        lowerBound = 0x80
        upperBound = 0xBF
        codePoint = codePoint << 6 | UInt32(byte & 0x3F)
        seen += 1
        guard seen == needed else { return .needMore }
        let scalar = Unicode.Scalar(codePoint)
        reset()
        // The ranges above admit only scalar values, so this never takes the fallback.
        return scalar.map { .scalar($0) } ?? .invalid
    }

    private mutating func start(_ byte: UInt8) -> Step {
        switch byte {
        case 0x00...0x7F:
            return .scalar(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            needed = 1
            codePoint = UInt32(byte & 0x1F)
        case 0xE0...0xEF:
            needed = 2
            codePoint = UInt32(byte & 0x0F)
            if byte == 0xE0 { lowerBound = 0xA0 }
            if byte == 0xED { upperBound = 0x9F }
        case 0xF0...0xF4:
            needed = 3
            codePoint = UInt32(byte & 0x07)
            if byte == 0xF0 { lowerBound = 0x90 }
            if byte == 0xF4 { upperBound = 0x8F }
        default:
            return .invalid
        }
        return .needMore
    }

    private mutating func reset() {
        codePoint = 0
        needed = 0
        seen = 0
        lowerBound = 0x80
        upperBound = 0xBF
    }
}

extension UTF8ScalarDecoder {
    /// Where the character that `bytes` end inside begins: whatever brought them cut it, and its other bytes are
    /// still to come. Nil when they end with a whole character (or with bytes no character starts with).
    ///
    /// - Complexity: O(1): a character has at most four bytes.
    static func startOfCharacterCutShort(in bytes: [UInt8]) -> Int? {
        guard let lead = bytes.suffix(4).lastIndex(where: { $0 & 0xC0 != 0x80 }) else { return nil }
        let length: Int
        switch bytes[lead] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        return bytes.count - lead < length ? lead : nil
    }
}
