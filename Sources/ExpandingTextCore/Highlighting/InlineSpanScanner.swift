/// Finds the built-in spans of one line outside code fences: code spans, links, mentions and tags, in one pass over
/// its UTF-8 bytes.
struct InlineSpanScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The spans, in order and apart.
    ///
    /// - Complexity: O(length of the line): a backtick run is matched against the runs after it once.
    func spans() -> [StyleSpan] {
        var spans: [StyleSpan] = []
        // Found at the first backtick: most lines have none.
        var closingRuns: BacktickRuns?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case ASCII.backtick:
                let length = runLength(of: ASCII.backtick, from: index)
                if closingRuns == nil { closingRuns = BacktickRuns(bytes: bytes, from: index) }
                if let close = closingRuns?.run(ofLength: length, after: index + length) {
                    spans.append(StyleSpan(utf8Range: index..<close + length, role: .code))
                    index = close + length
                } else {
                    index += length
                }
            case ASCII.at where startsWord(at: index):
                index = appendName(from: index, role: .mention, to: &spans)
            case ASCII.hash where startsWord(at: index):
                index = appendName(from: index, role: .tag, to: &spans)
            case UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "w"), UInt8(ascii: "W"):
                if startsLink(at: index), let end = linkEnd(from: index) {
                    spans.append(StyleSpan(utf8Range: index..<end, role: .link))
                    index = end
                } else {
                    index = wordEnd(from: index)
                }
            default:
                // Nothing starts inside a word: a sigil or a link there does not start one.
                index = Self.isASCIIAlphanumeric(byte) ? wordEnd(from: index) : index + 1
            }
        }
        return spans
    }

    // MARK: - Mentions and tags

    /// Appends the mention or tag whose sigil is at `index`, if a name follows it; returns where scanning goes on.
    private func appendName(from index: Int, role: StyleRole, to spans: inout [StyleSpan]) -> Int {
        let isMention = role == .mention
        if isMention, index + 1 < bytes.count, bytes[index + 1] == ASCII.quote {
            return appendQuotedPath(from: index, to: &spans)
        }
        var end = index + 1
        var hasLetter = false
        while end < bytes.count {
            let byte = bytes[end]
            if byte < 0x80 {
                // ASCII, the common case, without Unicode property lookups.
                let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                hasLetter = hasLetter || isLetter
                let continues =
                    Self.isASCIIAlphanumeric(byte) || byte == ASCII.underscore || byte == ASCII.hyphen
                    || (isMention && (byte == ASCII.period || byte == ASCII.slash))
                guard continues else { break }
                end += 1
                continue
            }
            let (scalar, length) = scalar(at: end)
            if scalar.properties.isAlphabetic {
                hasLetter = true
            } else if !isNameCharacter(scalar) {
                break
            }
            end += length
        }
        while end > index + 1, bytes[end - 1] == ASCII.period || bytes[end - 1] == ASCII.hyphen { end -= 1 }
        guard end > index + 1, isMention || hasLetter else { return index + 1 }
        spans.append(StyleSpan(utf8Range: index..<end, role: role))
        return end
    }

    /// Appends the mention of a quoted path (`@"my photo (1).png"`, ``QuotedPath``) whose sigil is at `index`, up to
    /// its closing quote on the line; nothing without one. Returns where scanning goes on.
    private func appendQuotedPath(from index: Int, to spans: inout [StyleSpan]) -> Int {
        var end = index + 2
        while end < bytes.count {
            switch bytes[end] {
            case ASCII.backslash:
                end += 2
            case ASCII.quote:
                guard end > index + 2 else { return index + 1 }
                spans.append(StyleSpan(utf8Range: index..<end + 1, role: .mention))
                return end + 1
            default:
                end += 1
            }
        }
        return index + 1
    }

    /// Whether a scalar continues a name: a letter, a digit, a mark, `_` or `-`.
    private func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar == "-" { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .uppercaseLetter, .lowercaseLetter,
            .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return scalar.properties.isAlphabetic
        }
    }

    /// Whether a sigil at `index` starts a word: it is the first byte, or follows white space or punctuation other
    /// than what joins words (`_`, `@`, `#`, `/`, `.`, `-`, `` ` ``).
    private func startsWord(at index: Int) -> Bool {
        guard index > 0 else { return true }
        let byte = bytes[index - 1]
        if byte < 0x80 {
            return !Self.isASCIIAlphanumeric(byte) && !Self.joinsWords.contains(byte)
        }
        guard let previous = scalar(before: index) else { return true }
        return previous.properties.isWhitespace || !isNameCharacter(previous)
    }

    // MARK: - Links

    /// Whether a link may start at `index`: after white space, an opening bracket, `*`, `_` or `~`, or at the start.
    private func startsLink(at index: Int) -> Bool {
        guard index > 0 else { return true }
        let byte = bytes[index - 1]
        if byte < 0x80 {
            return byte == ASCII.space || (ASCII.tab...0x0D).contains(byte) || Self.opensLinks.contains(byte)
        }
        guard let previous = scalar(before: index) else { return true }
        return previous.properties.isWhitespace
    }

    /// The end of the link that starts at `index`, or nil when none does.
    private func linkEnd(from index: Int) -> Int? {
        guard let prefix = Self.linkPrefixes.first(where: { hasPrefix($0, at: index) }) else { return nil }
        var end = index + prefix.count
        let bodyStart = end
        while end < bytes.count {
            let byte = bytes[end]
            if byte < 0x80 {
                if byte <= ASCII.space || byte == ASCII.lessThan || byte == 0x7F { break }
                end += 1
                continue
            }
            let (scalar, length) = scalar(at: end)
            if scalar.properties.isWhitespace || scalar.value < 0xA0 { break }
            end += length
        }
        end = trimmedLinkEnd(start: index, end: end)
        guard end > bodyStart else { return nil }
        if prefix.first == UInt8(ascii: "w"), !bytes[bodyStart..<end].contains(ASCII.period) { return nil }
        return end
    }

    /// A link's end without the punctuation that ends a sentence and without a closing parenthesis it did not open.
    private func trimmedLinkEnd(start: Int, end: Int) -> Int {
        var end = end
        // Counted once, then kept as the end moves back: the parentheses the link leaves unclosed.
        var unopened = 0
        for byte in bytes[start..<end] {
            if byte == ASCII.openParenthesis { unopened -= 1 } else if byte == ASCII.closeParenthesis { unopened += 1 }
        }
        while end > start {
            let last = bytes[end - 1]
            if Self.endsSentences.contains(last) {
                end -= 1
            } else if last == ASCII.closeParenthesis, unopened > 0 {
                unopened -= 1
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    /// Whether the bytes at `index` spell `prefix`, ignoring ASCII case.
    private func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices {
            let byte = bytes[index + offset]
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard lowered == prefix[offset] else { return false }
        }
        return true
    }

    // MARK: - Bytes and scalars

    /// What a link starts with.
    private static let linkPrefixes: [[UInt8]] = [Array("https://".utf8), Array("http://".utf8), Array("www.".utf8)]
    /// The ASCII bytes after which a link may start, besides white space and control characters.
    private static let opensLinks: [UInt8] = Array("([{<*_~\"'".utf8)
    /// The ASCII punctuation that joins a sigil to the word before it (`a@b`, `x#1`, `a/@b`).
    private static let joinsWords: [UInt8] = Array("_@#/.-`".utf8)
    /// The punctuation a link does not end with.
    private static let endsSentences: [UInt8] = Array("?!.,:;*_~'\"".utf8)

    /// The end of the run of ASCII letters and digits from `index`: a word that did not start a link is passed
    /// whole, so `ahttp://` never starts one halfway.
    private func wordEnd(from index: Int) -> Int {
        var end = index + 1
        while end < bytes.count, bytes[end] < 0x80, Self.isASCIIAlphanumeric(bytes[end]) { end += 1 }
        return end
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func runLength(of byte: UInt8, from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == byte { end += 1 }
        return end - index
    }

    /// The scalar whose first byte is at `index`, and its length in bytes.
    private func scalar(at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard length > 1, index + length <= bytes.count else { return (Unicode.Scalar(lead), 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The scalar that ends just before `index`.
    private func scalar(before index: Int) -> Unicode.Scalar? {
        var start = index - 1
        while start > 0, start > index - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 0 else { return nil }
        return scalar(at: start).0
    }
}

/// The backtick runs of a line, found once, for matching each opening run with the next run of the same length.
private struct BacktickRuns {
    /// The runs' starts, by length, each list in order.
    private var startsByLength: [Int: [Int]] = [:]
    /// How far each length's list has been consumed.
    private var consumed: [Int: Int] = [:]

    /// The runs from `start` on.
    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        var index = start
        while index < bytes.count {
            guard bytes[index] == ASCII.backtick else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, bytes[index] == ASCII.backtick { index += 1 }
            startsByLength[index - start, default: []].append(start)
        }
    }

    /// The start of the first run of exactly `length` backticks at or after `position`.
    mutating func run(ofLength length: Int, after position: Int) -> Int? {
        guard let starts = startsByLength[length] else { return nil }
        var next = consumed[length, default: 0]
        while next < starts.count, starts[next] < position { next += 1 }
        consumed[length] = next
        return next < starts.count ? starts[next] : nil
    }
}
