/// Collects the body of a bracketed paste (`ESC[200~` … `ESC[201~`) in linear time, and the rest of the burst it
/// arrived in.
///
/// Bytes are appended in runs to one growing buffer (amortised O(1) per byte, no re-copying of what was
/// collected), CR LF and lone CR become LF on the way in (tmux's `paste-buffer` sends CR for every line break),
/// and the markers are matched byte by byte so that they may be split across reads. The text is decoded once, at
/// the end, with the standard library's UTF-8 repair, so invalid bytes become U+FFFD exactly as
/// `String(decoding:as:)` replaces them. Everything else, ESC sequences included, is content.
///
/// The end marker does not end the collection: a clipboard can hold an end marker of its own followed by a CR
/// (which would submit) and more text (which the shell would read once the program exits), and some terminals pass
/// it through. So whatever arrives after the end marker without a pause is pasted text too, and its markers are
/// dropped; the caller ends the paste after a silence (``InputDecoder/flush()``).
struct PasteCollector: Sendable {
    /// `ESC [ 2 0`, what both markers start with; `0 ~` or `1 ~` follows.
    private static let markerPrefix: [UInt8] = [0x1B, 0x5B, 0x32, 0x30]
    private static let markerLength = 6

    private var bytes: [UInt8] = []
    /// How many bytes of a marker the input ended with so far.
    private var matched = 0
    /// The marker's fifth byte once matched: `0` (start) or `1` (end).
    private var markerKind: UInt8 = 0
    /// Whether the last content byte was a CR, so that a following LF (perhaps in the next read) is dropped.
    private var afterCarriageReturn = false
    /// Whether the end marker came: the paste is complete but for what the same burst still brings.
    private(set) var hasEnded = false

    /// The bytes collected so far (line breaks already normalised).
    var count: Int { bytes.count }

    /// Consumes `input` from `start` to its end.
    /// - Returns: the index after the consumed bytes: the end of `input`, or earlier once `limit` bytes are
    ///   collected.
    /// - Complexity: O(n) in the number of bytes consumed.
    mutating func consume(_ input: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        var index = start
        while index < input.count, bytes.count < limit {
            let byte = input[index]
            if matched > 0 {
                if matchesMarker(byte) {
                    index += 1
                    if matched == Self.markerLength { finishMarker() }
                } else {
                    // Not a marker after all: what matched is content, and this byte is looked at afresh (it may be
                    // the ESC of the real marker).
                    bytes.append(contentsOf: matchedBytes)
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
        return index
    }

    /// The text collected, with a marker begun at the very end kept as content; the collector starts afresh.
    mutating func finish() -> String {
        bytes.append(contentsOf: matchedBytes)
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

    private var matchedBytes: ArraySlice<UInt8> {
        let prefix = Self.markerPrefix[..<min(matched, Self.markerPrefix.count)]
        switch matched {
        case 0...4: return prefix
        case 5: return prefix + [markerKind]
        default: return prefix + [markerKind, 0x7E]
        }
    }

    private mutating func matchesMarker(_ byte: UInt8) -> Bool {
        switch matched {
        case 1..<Self.markerPrefix.count where byte == Self.markerPrefix[matched]:
            matched += 1
        case Self.markerPrefix.count where byte == 0x30 || byte == 0x31:
            markerKind = byte
            matched += 1
        case Self.markerPrefix.count + 1 where byte == 0x7E:
            matched += 1
        default:
            return false
        }
        return true
    }

    /// A whole marker: the end marker ends the paste; after that, either marker is the terminal's and is dropped.
    /// A start marker inside the paste itself is content.
    private mutating func finishMarker() {
        matched = 0
        afterCarriageReturn = false
        if markerKind == 0x31 {
            hasEnded = true
        } else if !hasEnded {
            bytes.append(contentsOf: Self.markerPrefix + [0x30, 0x7E])
        }
    }
}
