/// The built-in spans of a chat message: web addresses, `@mentions`, `#tags`, Markdown code spans and code fences.
///
/// - A **link** starts with `http://`, `https://` or `www.` after a space, a line start or an opening bracket, and
///   runs to the next space or `<`, without trailing punctuation (`.`, `,`, `!`, …) or a `)` it did not open.
/// - A **mention** is `@` at a word start followed by letters, digits, `_`, `-`, `.` or `/` (`@ana`,
///   `@src/main.swift`), without a trailing `.` or `-`; `ana@example.com` is not one.
/// - A **tag** is `#` at a word start followed by letters, digits, `_` or `-`, at least one a letter (`#release`;
///   neither `#1` nor a Markdown heading's `# `).
/// - **Code** is a backtick run closed by a run of the same length on the same line, and every line of a fence of
///   three or more backticks or tildes (indented at most three spaces), its markers included. Nothing inside code
///   is a link, a mention or a tag.
///
/// ```swift
/// let provider = StandardSpanProvider()
/// provider.spans(in: "ask @ana about `make`", after: .initial).spans.map(\.role)   // [mention, code]
/// ```
///
/// - Complexity: O(length of the paragraph) for its spans; O(1) for the state after it, but for a line that starts
///   as a fence marker, whose rest is read.
public struct StandardSpanProvider: SpanProvider {
    /// The built-in provider.
    public init() {}

    /// The links, mentions, tags and code of one paragraph, and whether it leaves a code fence open.
    ///
    /// - Parameters:
    ///   - paragraph: The paragraph's text, without its line break.
    ///   - state: Whether a fence is open before it, and its marker.
    /// - Returns: The spans, in order and apart, and the state after the paragraph.
    public func spans(in paragraph: Substring, after state: SpanState) -> ParagraphSpans {
        Self.withBytes(of: paragraph) { Self.spans(in: $0, after: state) }
    }

    /// Whether a code fence is open after a paragraph: only its start is read, and the rest of a line that starts
    /// as a fence marker.
    ///
    /// - Parameters:
    ///   - paragraph: The paragraph's text, without its line break.
    ///   - state: Whether a fence is open before it, and its marker.
    /// - Returns: The state after it.
    public func state(after paragraph: Substring, startingIn state: SpanState) -> SpanState {
        Self.withBytes(of: paragraph) { Self.fenceTransition(from: state, line: $0) }.endState
    }

    /// The spans of a window of a long paragraph: all code when the paragraph is in or on a fence, else the window's
    /// links, mentions, tags and code spans.
    ///
    /// - Parameters:
    ///   - window: A part of `paragraph`.
    ///   - paragraph: The whole paragraph, whose start says whether it is in a fence.
    ///   - state: Whether a fence is open before it, and its marker.
    /// - Returns: The window's spans.
    public func spans(inWindow window: Substring, of paragraph: Substring, after state: SpanState) -> ParagraphSpans {
        let fence = Self.withBytes(of: paragraph) { Self.fenceTransition(from: state, line: $0) }
        guard !fence.isCode else {
            let spans = window.isEmpty ? [] : [StyleSpan(utf8Range: 0..<window.utf8.count, role: .code)]
            return ParagraphSpans(spans: spans, endState: fence.endState)
        }
        let spans = Self.withBytes(of: window) { InlineSpanScanner(bytes: $0).spans() }
        return ParagraphSpans(spans: spans, endState: fence.endState)
    }

    /// Runs `body` on the UTF-8 bytes of `text`, in place when they are contiguous.
    private static func withBytes<Result>(
        of text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    // MARK: - Paragraphs

    private static func spans(in bytes: UnsafeBufferPointer<UInt8>, after state: SpanState) -> ParagraphSpans {
        let fence = fenceTransition(from: state, line: bytes)
        if fence.isCode {
            let spans = bytes.isEmpty ? [] : [StyleSpan(utf8Range: 0..<bytes.count, role: .code)]
            return ParagraphSpans(spans: spans, endState: fence.endState)
        }
        return ParagraphSpans(spans: InlineSpanScanner(bytes: bytes).spans(), endState: fence.endState)
    }

    // MARK: - Code fences

    /// A fence's marker, kept in the state while it is open: its character in the high half, its length in the low.
    private struct Fence {
        var character: UInt8
        var length: Int

        init(character: UInt8, length: Int) {
            self.character = character
            self.length = length
        }

        init?(_ state: SpanState) {
            guard state != .initial else { return nil }
            character = UInt8(truncatingIfNeeded: state.rawValue >> 32)
            length = Int(truncatingIfNeeded: state.rawValue & 0xFFFF_FFFF)
        }

        var state: SpanState {
            SpanState(rawValue: UInt64(character) << 32 | UInt64(min(length, Int(UInt32.max))))
        }
    }

    /// Whether a line is code (inside or on a fence) and the state after it.
    private static func fenceTransition(
        from state: SpanState, line: UnsafeBufferPointer<UInt8>
    ) -> (isCode: Bool, endState: SpanState) {
        let marker = fenceMarker(in: line)
        if let open = Fence(state) {
            let closes =
                marker.map { $0.fence.character == open.character && $0.fence.length >= open.length && $0.restIsBlank }
                ?? false
            return (true, closes ? .initial : state)
        }
        guard let marker, marker.opens else { return (false, .initial) }
        return (true, marker.fence.state)
    }

    /// The fence marker a line starts with, if any: up to three spaces, then three or more backticks or tildes.
    private static func fenceMarker(
        in line: UnsafeBufferPointer<UInt8>
    ) -> (fence: Fence, opens: Bool, restIsBlank: Bool)? {
        var index = 0
        while index < line.count, index < 3, line[index] == ASCII.space { index += 1 }
        guard index < line.count, line[index] == ASCII.backtick || line[index] == ASCII.tilde else { return nil }
        let character = line[index]
        let runStart = index
        while index < line.count, line[index] == character { index += 1 }
        let length = index - runStart
        guard length >= 3 else { return nil }
        let rest = line[index...]
        let restIsBlank = rest.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
        // A backtick fence's info string holds no backtick (else the line is a code span).
        let opens = character == ASCII.tilde || !rest.contains(ASCII.backtick)
        return (Fence(character: character, length: length), opens, restIsBlank)
    }
}

/// The ASCII bytes the built-in spans look for.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let apostrophe: UInt8 = 0x27
    static let openParenthesis: UInt8 = 0x28
    static let closeParenthesis: UInt8 = 0x29
    static let asterisk: UInt8 = 0x2A
    static let comma: UInt8 = 0x2C
    static let hyphen: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let exclamation: UInt8 = 0x21
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let openBrace: UInt8 = 0x7B
    static let tilde: UInt8 = 0x7E
}
