import ExpandingTextTerminal
import ExpandingTextTestSupport
import Testing

/// The decoder's central promise: where reads split the input does not change the events.
@Suite struct InputDecoderSplitTests {
    /// Every table row that is complete on its own (no flush needed) and short, so that a stream of all of them
    /// decodes to the concatenation of their events. Pastes (and end markers without one) need the silence after them
    /// (a flush) and take in whatever follows in the same burst, so they are split on their own
    /// (`everySplitOfAPasteGivesTheSameEvents`).
    static let corpus: [DecoderCase] = {
        let keys =
            InputDecoderKeyTests.text + InputDecoderKeyTests.controlBytes + InputDecoderKeyTests.altPrefix
            + InputDecoderKeyTests.cursorKeys + InputDecoderKeyTests.homeEndAndEditingKeys
            + InputDecoderKeyTests.functionKeys + InputDecoderKeyTests.keypad + InputDecoderKeyTests.modifiedKeys
        let dropped = InputDecoderSequenceTests.dropped.map {
            DecoderCase($0.name, bytes: $0.bytes + Array("x".utf8), [.press("x")])
        }
        let utf8 = InputDecoderUTF8Tests.cases.map { name, sample in
            let bytes = sample + [0x2E]
            let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
            return DecoderCase(name, bytes: bytes, scalars.map { KeyEvent.press(.character(Character($0))) })
        }
        let all =
            keys + InputDecoderSequenceTests.replies + dropped + InputDecoderSequenceTests.interrupted
            + utf8
        return all.filter { row in
            var decoder = InputDecoder()
            return row.bytes.count <= 64 && decoder.feed(row.bytes) == row.events
                && decoder.pendingTimeoutMilliseconds == nil
        }
    }()

    static let stream: [UInt8] = corpus.flatMap(\.bytes)
    static let streamEvents: [KeyEvent] = corpus.flatMap(\.events)

    @Test func corpusCoversTheTables() {
        #expect(Self.corpus.count > 200)
        #expect(Self.stream.count > 1000)
    }

    @Test(arguments: InputDecoderPasteTests.cases)
    func everySplitOfAPasteGivesTheSameEvents(_ row: DecoderCase) {
        let failures = (0...row.bytes.count).filter { decode(row.bytes, chunkSizes: [$0]) != row.events }
        #expect(failures.isEmpty, "split points that changed the events: \(failures.prefix(20))")
        #expect(decode(row.bytes, chunkSizes: [Int](repeating: 1, count: row.bytes.count)) == row.events)
    }

    @Test func wholeStreamGivesEveryRowsEvents() {
        #expect(decodeWhole(Self.stream) == Self.streamEvents)
    }

    @Test func everySplitPointGivesTheSameEvents() {
        var failures: [Int] = []
        for split in 0...Self.stream.count where decode(Self.stream, chunkSizes: [split]) != Self.streamEvents {
            failures.append(split)
        }
        #expect(failures.isEmpty, "split points that changed the events: \(failures.prefix(20))")
    }

    @Test func byteByByteGivesTheSameEvents() {
        let ones = [Int](repeating: 1, count: Self.stream.count)
        #expect(decode(Self.stream, chunkSizes: ones) == Self.streamEvents)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomChunkingsGiveTheSameEvents(_ seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for round in 0..<50 {
            let largest = [2, 3, 8, 40, 300][round % 5]
            var chunks: [Int] = []
            var total = 0
            while total < Self.stream.count {
                let size = Int.random(in: 1...largest, using: &generator)
                chunks.append(size)
                total += size
            }
            #expect(decode(Self.stream, chunkSizes: chunks) == Self.streamEvents, "seed \(seed) round \(round)")
        }
    }

    @Test func eachRowAtEverySplitPoint() {
        // Also split rows left out of the stream (long ones, ones ending in a pending ESC), sampling long rows.
        let rows =
            InputDecoderKeyTests.altPrefix + InputDecoderSequenceTests.dropped + InputDecoderPasteTests.cases
        for row in rows {
            let expected = decodeWhole(row.bytes)
            let step = max(1, row.bytes.count / 200)
            for split in stride(from: 0, through: row.bytes.count, by: step) {
                #expect(decode(row.bytes, chunkSizes: [split]) == expected, "\(row.name) split at \(split)")
            }
        }
    }
}
