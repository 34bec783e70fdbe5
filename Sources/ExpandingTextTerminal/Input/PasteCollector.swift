/// Collects the body of a bracketed paste (`ESC[200~` … `ESC[201~`) in linear time.
///
/// Bytes are appended in runs to one growing buffer (amortised O(1) per byte, no re-copying of what was
/// collected), CR LF and lone CR become LF on the way in (tmux's `paste-buffer` sends CR for every line break),
/// and the end marker is matched byte by byte so that it may be split across reads. The text is decoded once, at
/// the end, with the standard library's UTF-8 repair, so invalid bytes become U+FFFD exactly as
/// `String(decoding:as:)` replaces them. Everything else, ESC sequences included, is content.
struct PasteCollector: Sendable {
    /// The start of a bracketed paste, as the terminal sends it: `ESC [ 200 ~`.
    package static let startMarker: [UInt8] = Array("\u{1B}[200~".utf8)
    /// The end of a bracketed paste: `ESC [ 201 ~`.
    package static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)

    private var bytes: [UInt8] = []
    /// How many bytes of the end marker the input ended with so far.
    private var matched = 0
    /// Whether the last content byte was a CR, so that a following LF (perhaps in the next read) is dropped.
    private var afterCarriageReturn = false

    /// The bytes collected so far (line breaks already normalised).
    var count: Int { bytes.count }

    /// Whether what was collected ends inside a UTF-8 character: the read that brought it split the character, and
    /// its other bytes are still to come.
    var endsInsideACharacter: Bool {
        UTF8ScalarDecoder.startOfCharacterCutShort(in: bytes) != nil
    }

    /// Consumes input from `start` up to and including the end marker, or until `limit` bytes are collected.
    /// - Returns: The index after the consumed bytes, and the pasted text if the end marker was reached.
    /// - Complexity: O(n) in the number of bytes consumed.
    mutating func consume(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int
    ) -> (next: Int, text: String?) {
        var index = start
        while index < input.count, bytes.count < limit {
            let byte = input[index]
            if matched > 0 {
                if byte == Self.endMarker[matched] {
                    matched += 1
                    index += 1
                    if matched == Self.endMarker.count {
                        matched = 0
                        return (index, finish())
                    }
                } else {
                    // Not the end marker after all: what matched is content, and this byte is looked at afresh
                    // (it may be the ESC of the real end marker).
                    bytes.append(contentsOf: Self.endMarker[..<matched])
                    matched = 0
                    afterCarriageReturn = false
                }
                continue
            }
            switch byte {
            case 0x1B:
                matched = 1
                index += 1
            case 0x0D:
                bytes.append(0x0A)
                afterCarriageReturn = true
                index += 1
            case 0x0A where afterCarriageReturn:
                afterCarriageReturn = false
                index += 1
            default:
                var end = index + 1
                let last = min(input.count, index + (limit - bytes.count))
                while end < last, input[end] != 0x1B, input[end] != 0x0D { end += 1 }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<end]))
                afterCarriageReturn = false
                index = end
            }
        }
        return (index, nil)
    }

    /// The text collected, with an end marker begun at the very end kept as content; the collector starts afresh.
    mutating func finish() -> String {
        bytes.append(contentsOf: Self.endMarker[..<matched])
        let text = String(decoding: bytes, as: UTF8.self)
        self = PasteCollector()
        return text
    }

    /// Hands out what was collected so far, keeping the collector's place in the paste (a paste larger than the
    /// decoder holds at once arrives as several pieces).
    mutating func takeCollected() -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        bytes.removeAll(keepingCapacity: true)
        return text
    }
}
