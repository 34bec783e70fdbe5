/// Finding invalid UTF-8 before the standard library silently repairs it, so that a front end can say so.
///
/// The standard library's `String(validating:as:)` does this from iOS 18 and macOS 15 only: the package's floors are
/// lower.
package enum UTF8Validation {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil when all of it is valid.
    /// - Complexity: O(n).
    package static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Decodes bytes as UTF-8; each invalid sequence becomes U+FFFD (the standard library's repair).
    /// - Returns: The text, and the offset of the first invalid byte when there was one.
    /// - Complexity: O(n).
    package static func decode(_ bytes: some Collection<UInt8>) -> (text: String, firstInvalidOffset: Int?) {
        (String(decoding: bytes, as: UTF8.self), firstInvalidOffset(in: bytes))
    }

    /// The bytes as text when they are valid UTF-8, nil otherwise.
    /// - Complexity: O(n).
    package static func validated(_ bytes: some Collection<UInt8>) -> String? {
        firstInvalidOffset(in: bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }
}
