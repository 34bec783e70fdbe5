// Fuzz target: the terminal input decoder on arbitrary bytes in arbitrary chunkings.
//
// Input: one control byte, then the bytes a terminal would send. The control byte picks the chunking (bits 0–1:
// byte by byte, short random reads, long random reads, or every split into two reads), how many cursor position
// reports the program expects (bits 2–3), and seeds the random read sizes (bits 4–7).
//
// Properties: no crash (also when flush() is called after any read, as the escape timeout does); the events of the
// chunked feed, then a flush, equal — scalar for scalar — those of the whole input fed at once, then a flush; every
// character key is one Unicode scalar; no paste contains a CR.

import ExpandingTextTerminal

/// libFuzzer's entry point: one run of the decoder on the bytes in `data` (see the top of the file).
@_cdecl("LLVMFuzzerTestOneInput")
public func inputDecoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let control = input.byte()
    let payload = input.rest()
    let expectedReports = Int(control >> 2 & 3)

    let whole = decodeInChunks(payload, sizes: [payload.count], expectedReports: expectedReports)
    checkEvents(whole)

    switch control & 3 {
    case 0:
        compare(
            whole,
            decodeInChunks(payload, sizes: Array(repeating: 1, count: payload.count), expectedReports: expectedReports))
    case 1, 2:
        var random = SplitMix(seed: UInt64(control) << 32 | UInt64(payload.count))
        let longest = control & 3 == 1 ? 8 : 300
        var sizes: [Int] = []
        var total = 0
        while total < payload.count {
            let size = random.int(in: 1...longest)
            sizes.append(size)
            total += size
        }
        compare(whole, decodeInChunks(payload, sizes: sizes, expectedReports: expectedReports))
    default:
        // Two reads, split anywhere (a sequence, a character or a paste marker cut in two): every split of a short
        // input, 16 seeded ones of a longer input.
        var random = SplitMix(seed: UInt64(control) << 32 | UInt64(payload.count))
        let splits =
            payload.count <= 64
            ? Array(1..<max(1, payload.count)) : (0..<16).map { _ in random.int(in: 1...payload.count - 1) }
        for split in splits {
            compare(
                whole, decodeInChunks(payload, sizes: [split, payload.count - split], expectedReports: expectedReports))
        }
    }
    return 0
}

/// Feeds `bytes` in reads of the given sizes (the last read takes what is left), then flushes; after every read a
/// copy of the decoder is flushed too, to exercise flush() in every state a read can leave the decoder in.
private func decodeInChunks(_ bytes: [UInt8], sizes: [Int], expectedReports: Int) -> [KeyEvent] {
    var decoder = InputDecoder()
    decoder.expectedCursorPositionReports = expectedReports
    var events: [KeyEvent] = []
    var start = 0
    for size in sizes where start < bytes.count {
        let end = min(bytes.count, start + size)
        events += decoder.feed(bytes[start..<end])
        var timedOut = decoder
        _ = timedOut.flush()
        if decoder.expectedCursorPositionReports < 0 {
            fuzzFailure("expectedCursorPositionReports went negative: \(decoder.expectedCursorPositionReports)")
        }
        start = end
    }
    if start < bytes.count {
        events += decoder.feed(bytes[start...])
    }
    events += decoder.flush()
    return events
}

/// Compares two event lists exactly. `String` and `Character` equality is canonical equivalence, so pastes and
/// characters are compared by their scalars, not with `==`.
private func compare(_ whole: [KeyEvent], _ chunked: [KeyEvent]) {
    guard whole.count == chunked.count, zip(whole, chunked).allSatisfy(isIdentical) else {
        fuzzFailure("chunked feed differs from the whole feed:\nwhole:   \(whole)\nchunked: \(chunked)")
    }
}

private func isIdentical(_ first: KeyEvent, _ second: KeyEvent) -> Bool {
    switch (first, second) {
    case (.paste(let first), .paste(let second)):
        return first.utf8.elementsEqual(second.utf8)
    case (.key(let first), .key(let second)):
        if case .character(let firstCharacter) = first.key, case .character(let secondCharacter) = second.key {
            return first.modifiers == second.modifiers
                && firstCharacter.unicodeScalars.elementsEqual(secondCharacter.unicodeScalars)
        }
        return first == second
    default:
        return first == second
    }
}

private func checkEvents(_ events: [KeyEvent]) {
    for event in events {
        switch event {
        case .key(let chord):
            if case .character(let character) = chord.key, character.unicodeScalars.count != 1 {
                fuzzFailure("character key of \(character.unicodeScalars.count) scalars: \(chord)")
            }
        case .paste(let text):
            if text.utf8.contains(0x0D) {
                fuzzFailure("paste still holds a CR: \(String(reflecting: text))")
            }
        case .reply:
            break
        }
    }
}
