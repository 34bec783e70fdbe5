import ExpandingTextTerminal
import Testing

@Suite struct InputDecoderSmokeTests {
    @Test func decodesTextKeysAndPaste() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("a\u{1B}[1;5C\r\u{1B}\r\u{1B}[200~x\r\ny\u{1B}[201~\u{1B}[13;2u".utf8))
        #expect(
            events == [
                .press("a"), .press(.right, .control), .press(.enter), .press(.enter, .alt), .paste("x\ny"),
                .press(.enter, .shift),
            ])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.press(.escape)])
    }
}
