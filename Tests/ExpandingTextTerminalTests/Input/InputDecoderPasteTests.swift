import ExpandingTextTerminal
import ExpandingTextTestSupport
import Testing

/// Bracketed paste: one event, line breaks normalised, content kept as text.
@Suite struct InputDecoderPasteTests {
    static func pasted(_ body: [UInt8]) -> [UInt8] {
        Array((csi + "200~").utf8) + body + Array((csi + "201~").utf8)
    }

    /// What a paste of `body` must yield: CR LF and lone CR turned into LF, then UTF-8 decoded with replacement.
    static func reference(_ body: [UInt8]) -> String {
        var normalised: [UInt8] = []
        var index = 0
        while index < body.count {
            if body[index] == 0x0D {
                normalised.append(0x0A)
                if index + 1 < body.count, body[index + 1] == 0x0A { index += 1 }
            } else {
                normalised.append(body[index])
            }
            index += 1
        }
        return String(decoding: normalised, as: UTF8.self)
    }

    /// What a clipboard with its own end marker, then CR, spaces, a command and CR, decodes to: the line breaks are
    /// text, the rest typed keys.
    static let hostileEvents: [KeyEvent] = {
        var events: [KeyEvent] = [.paste("harmless"), .paste("\n")]
        events += "   ".map { KeyEvent.press(.character($0)) }
        events.append(.paste("\n"))
        events += "touch pwned".map { KeyEvent.press(.character($0)) }
        events.append(.paste("\n"))
        return events
    }()

    static let cases: [DecoderCase] = [
        DecoderCase("plain", bytes: pasted(Array("hello".utf8)), [.paste("hello")]),
        DecoderCase("empty", bytes: pasted([]), [.paste("")]),
        DecoderCase("LF kept", bytes: pasted(Array("a\nb".utf8)), [.paste("a\nb")]),
        DecoderCase("CR LF", bytes: pasted(Array("a\r\nb\r\n".utf8)), [.paste("a\nb\n")]),
        DecoderCase("lone CR (tmux)", bytes: pasted(Array("a\rb\r".utf8)), [.paste("a\nb\n")]),
        DecoderCase("CR CR LF", bytes: pasted(Array("a\r\r\nb".utf8)), [.paste("a\n\nb")]),
        DecoderCase("LF CR", bytes: pasted(Array("a\n\rb".utf8)), [.paste("a\n\nb")]),
        DecoderCase(
            "CR before end, LF in the same burst", bytes: pasted(Array("a\r".utf8)) + Array("\n".utf8),
            [.paste("a\n"), .paste("\n")]),
        DecoderCase(
            "escape sequences stay text", bytes: pasted(Array("\u{1B}[31mred\u{1B}[0m\u{1B}]0;t\u{07}".utf8)),
            [.paste("\u{1B}[31mred\u{1B}[0m\u{1B}]0;t\u{07}")]),
        DecoderCase("nested start marker", bytes: pasted(Array("\u{1B}[200~x".utf8)), [.paste("\u{1B}[200~x")]),
        DecoderCase(
            "near end marker", bytes: pasted(Array("\u{1B}[201\u{1B}[20~\u{1B}".utf8)),
            [
                .paste("\u{1B}[201\u{1B}[20~\u{1B}")
            ]),
        DecoderCase(
            "control bytes", bytes: pasted([0x03, 0x04, 0x7F, 0x00, 0x09]), [.paste("\u{03}\u{04}\u{7F}\u{00}\t")]),
        DecoderCase("invalid UTF-8", bytes: pasted([0x61, 0xFF, 0xE4, 0xB8, 0x62]), [.paste("a\u{FFFD}\u{FFFD}b")]),
        DecoderCase("UTF-8", bytes: pasted(Array("日本語 👍🏽 e\u{301}".utf8)), [.paste("日本語 👍🏽 e\u{301}")]),
        DecoderCase(
            "keys before, the same burst after", bytes: Array("a".utf8) + pasted(Array("b".utf8)) + Array("c\r".utf8),
            [
                .press("a"), .paste("b"), .press("c"), .paste("\n"),
            ]),
        DecoderCase(
            "two pastes in one burst", bytes: pasted(Array("1".utf8)) + pasted(Array("2".utf8)),
            [.paste("1"), .paste("2")]),
        DecoderCase(
            "an end marker inside the clipboard, then CR and a command",
            bytes: pasted(Array("harmless\u{1B}[201~\r   \rtouch pwned\r".utf8)),
            hostileEvents),
        DecoderCase(
            "Ctrl+C and Ctrl+D right after the end marker", bytes: pasted(Array("x".utf8)) + [0x03, 0x04],
            [.paste("x"), .paste("\u{03}"), .paste("\u{04}")]),
    ]

    @Test(arguments: cases)
    func pasteIsOneNormalisedEvent(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test func pasteOfRandomBytesMatchesTheReference() {
        var generator = SplitMix64(seed: 0x5EED_0002)
        let alphabet: [UInt8] = [0x0D, 0x0A, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E, 0x61, 0xC3, 0xA9, 0xFF, 0xE4, 0x00]
        var checked = 0
        while checked < 300 {
            let body = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            // A body containing the end marker would end the paste early: not a paste body.
            guard !String(decoding: body, as: UTF8.self).contains("\u{1B}[201~") else { continue }
            checked += 1
            let input = Self.pasted(body)
            let chunks = (0..<input.count).map { _ in Int.random(in: 1...5, using: &generator) }
            let events = decode(input, chunkSizes: chunks)
            #expect(events.count == 1)
            guard case .paste(let text) = events.first else {
                Issue.record("no paste for \(body)")
                continue
            }
            #expect(Array(text.unicodeScalars) == Array(Self.reference(body).unicodeScalars), "\(body)")
        }
    }

    @Test func tenMegabytePasteArrivesWhole() {
        // 10 MB of CR LF lines with multi-byte characters and escape sequences, read 64 KiB at a time.
        let line = Array("Grüße, 世界! \u{1B}[1mbold\u{1B}[0m 👍🏽 {\"key\": [1, 2, 3]}\r\n".utf8)
        var body: [UInt8] = []
        body.reserveCapacity(10_000_000 + line.count)
        while body.count < 10_000_000 { body += line }
        let input = Self.pasted(body)
        var decoder = InputDecoder()
        var events: [KeyEvent] = []
        var start = 0
        while start < input.count {
            let end = min(input.count, start + 65_536)
            events += decoder.feed(input[start..<end])
            start = end
        }
        #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.pasteQuietMilliseconds)
        #expect(events.count == 1)
        guard case .paste(let text) = events.first else {
            Issue.record("no paste")
            return
        }
        let lineCount = body.count / line.count
        #expect(text.utf8.count == body.count - lineCount)
        #expect(text == Self.reference(body))
    }

    // MARK: - The burst after the end marker, and pastes that never end

    /// The clipboard of a paste-jacking attack: its own end marker, a CR to submit, 20,000 spaces to push the rest
    /// out of sight, then a command for the shell to run once the program has exited.
    static let hostileClipboard = Array(
        ("harmless\u{1B}[201~\r" + String(repeating: " ", count: 20_000)
            + "\rtouch pwned\r").utf8)

    @Test(arguments: [1, 7, 4096, Int.max])
    func aHostileClipboardNeitherSubmitsNorCancelsWhateverTheReads(chunkSize: Int) {
        let input = Self.pasted(Self.hostileClipboard)
        var decoder = InputDecoder()
        var events: [KeyEvent] = []
        var start = 0
        while start < input.count {
            let end = start + min(chunkSize, input.count - start)
            events += decoder.feed(input[start..<end])
            start = end
        }
        events += decoder.flush()
        let actingKeys: [KeyEvent] = [
            .press(.enter), .press("j", .control), .press("c", .control), .press("d", .control),
        ]
        #expect(!events.contains { actingKeys.contains($0) }, "no key of the burst submits or cancels")
        let text = events.map { event -> String in
            switch event {
            case .paste(let text): text
            case .key(let chord): chord.text.map(String.init) ?? "?"
            default: "?"
            }
        }.joined()
        #expect(text == "harmless\n" + String(repeating: " ", count: 20_000) + "\ntouch pwned\n")
    }

    /// Every encoding of a key that submits, cancels, suspends or opens the editor, as a terminal sends it: legacy
    /// control bytes, SS3 keypad Enter, kitty's and CSI-u's `CSI code ; modifiers u`, xterm's modifyOtherKeys
    /// `CSI 27 ; modifiers ; code ~`.
    static let commandKeys: [(name: String, bytes: String, text: String)] = [
        ("CSI-u Enter", "\u{1B}[13u", "\n"),
        ("CSI-u Enter with no modifier", "\u{1B}[13;1u", "\n"),
        ("SS3 keypad Enter", "\u{1B}OM", "\n"),
        ("modifyOtherKeys Enter", "\u{1B}[27;1;13~", "\n"),
        ("CSI-u Ctrl+D", "\u{1B}[100;5u", "\u{04}"),
        ("CSI-u Ctrl+C", "\u{1B}[99;5u", "\u{03}"),
        ("modifyOtherKeys Ctrl+C", "\u{1B}[27;5;99~", "\u{03}"),
        ("CSI-u Ctrl+Z", "\u{1B}[122;5u", "\u{1A}"),
        ("CSI-u Ctrl+G", "\u{1B}[103;5u", "\u{07}"),
        ("Ctrl+G", "\u{07}", "\u{07}"),
        ("Ctrl+Z", "\u{1A}", "\u{1A}"),
        // Ctrl+X is text, so Ctrl+X Ctrl+E cannot open the editor: the Ctrl+E after it only moves the caret.
        ("Ctrl+X", "\u{18}", "\u{18}"),
        ("CSI-u Ctrl+X", "\u{1B}[120;5u", "\u{18}"),
    ]

    @Test(arguments: commandKeys.map(\.name))
    func noEncodingOfACommandKeyActsInThePastesBurst(_ name: String) {
        let key = Self.commandKeys.first { $0.name == name }!
        // A clipboard's own end marker, then the key: it arrives in the paste's burst, so it was pasted.
        var decoder = InputDecoder()
        let events = decoder.feed(Self.pasted(Array("fix typo".utf8)) + Array(key.bytes.utf8)) + decoder.flush()
        let text = events.map { event -> String in
            if case .paste(let text) = event { return text }
            return "<\(event)>"
        }.joined()
        #expect(text == "fix typo" + key.text, "no key event: the burst is text")
    }

    @Test func enterIsAKeyAgainAfterTheSilenceThatFollowsAPaste() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Self.pasted(Array("text".utf8)) + [0x0D, 0x0A]) == [.paste("text"), .paste("\n")])
        #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.pasteQuietMilliseconds)
        // Enter in any form is a line break of the paste in its burst: with Return set to insert lines, Alt+Enter
        // would submit.
        #expect(decoder.feed(Array("\u{1B}\r".utf8)) == [.paste("\n")], "Alt+Enter in the burst is pasted")
        #expect(decoder.flush().isEmpty)
        #expect(decoder.pendingTimeoutMilliseconds == nil)
        #expect(decoder.feed(Array("\r".utf8)) == [.press(.enter)], "after the silence, Enter is a key again")
    }

    @Test func aPasteWithoutAnEndMarkerEndsAfterASilenceAndLaterKeysAreKeys() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array((csi + "200~text\r").utf8)).isEmpty)
        #expect(decoder.isInsideUnterminatedPaste)
        #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.unterminatedPasteMilliseconds)
        #expect(decoder.flush() == [.paste("text\n")])
        #expect(!decoder.isInsideUnterminatedPaste)
        #expect(decoder.feed([0x03]) == [.press("c", .control)])
    }

    @Test func aStrayEndMarkerOpensTheQuietWindowAsAPastesEndDoes() {
        // The end marker of a paste that timed out comes late: what follows it was pasted too.
        var decoder = InputDecoder()
        _ = decoder.feed(Array((csi + "200~a").utf8))
        #expect(decoder.flush() == [.paste("a")])
        #expect(decoder.feed(Array((csi + "201~b").utf8)) == [.press("b")])
        #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.pasteQuietMilliseconds)
        #expect(decoder.feed([0x0D]) == [.paste("\n")])
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed([0x0D]) == [.press(.enter)], "after the quiet window Enter is a key again")
    }

    @Test func aPasteLargerThanTheDecoderHoldsArrivesInPiecesAndStaysAPaste() {
        var decoder = InputDecoder()
        let size = InputDecoder.maximumPasteBytes
        var events = decoder.feed(Array((csi + "200~").utf8) + [UInt8](repeating: 0x61, count: size + 3) + [0x0D])
        #expect(events.count == 1)
        #expect(decoder.isInsideUnterminatedPaste, "the rest of the paste is still pasted text")
        events += decoder.feed(Array((csi + "201~").utf8))
        events += decoder.flush()
        #expect(events.map(\.pastedCount) == [size, 4])
    }
}

extension KeyEvent {
    /// The number of UTF-8 bytes of a paste, -1 for any other event.
    fileprivate var pastedCount: Int {
        if case .paste(let text) = self { return text.utf8.count }
        return -1
    }
}
