import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The width cache: which clusters of a frame it measures, the cursor position reports it reads (in pieces too),
/// the timeout, and a session that measures, sets grapheme-cluster mode, or gets no answers.
@Suite struct ClusterWidthProbeTests {
    private let heart: Character = "❤️"
    private let thumb: Character = "👍🏽"

    private func frame(_ text: String) -> Frame {
        Frame(
            rows: [Cell.row(text.map { Cell(String($0), width: DisplayWidth.of($0)) })],
            caret: FramePosition(row: 0, column: 0))
    }

    @Test func aFrameGivesEachDisputedClusterOnce() {
        var widths = ClusterWidthProbe(isActive: true)
        let first = widths.clusters(toMeasureIn: frame("a❤️語👍🏽❤️ä"))
        #expect(first == [heart, thumb])
        let again = widths.clusters(toMeasureIn: frame("❤️👍🏽"))
        #expect(again.isEmpty)
        var inactive = ClusterWidthProbe(isActive: false)
        let none = inactive.clusters(toMeasureIn: frame("❤️"))
        #expect(none.isEmpty)
    }

    @Test func reportsSplitAcrossReadsGiveTheAdvances() {
        var widths = ClusterWidthProbe(isActive: true)
        var decoder = InputDecoder()
        let clusters = widths.clusters(toMeasureIn: frame("❤️👍🏽"))
        widths.begin(clusters, columns: 80, now: 0)
        decoder.expectCursorPositionReport()
        decoder.expectCursorPositionReport()
        var ended = false
        var rest: [KeyEvent] = []
        // Row 1, column 2: also Shift+F3 in xterm, were the reports not expected.
        for chunk in ["\u{1B}[1", ";2R\u{1B}", "[1;5", "Rq\u{1B}[?1;", "2c"] {
            let (events, batchEnded) = widths.consume(decoder.feed(Array(chunk.utf8)))
            rest += events
            ended = ended || batchEnded
            #expect(batchEnded == (chunk == "2c"))
        }
        #expect(ended)
        #expect(rest == [.press("q")])
        #expect(!widths.isMeasuring)
        var expected = MeasuredCellWidths()
        expected.set(1, for: heart)
        expected.set(4, for: thumb)
        #expect(widths.cellWidths == .measured(expected))
    }

    @Test func anAnswerAtTheLastColumnOrMissingKeepsTheContractsWidth() {
        var widths = ClusterWidthProbe(isActive: true)
        widths.begin([thumb, heart], columns: 3, now: 0)
        // The thumb stopped at the last column (autowrap is off); the heart's report never came.
        _ = widths.consume([.reply(.cursorPosition(row: 1, column: 3)), .reply(.primaryDeviceAttributes([1]))])
        #expect(widths.cellWidths == .showingInvisibleCharacters)
    }

    @Test func aBatchUnansweredInTimeEndsTheMeasuring() {
        var widths = ClusterWidthProbe(isActive: true)
        widths.begin([heart], columns: 80, now: 1_000)
        #expect(widths.remainingMilliseconds(now: 1_100) == ClusterWidthProbe.timeoutMilliseconds - 100)
        let early = widths.expire(now: 1_000 + ClusterWidthProbe.timeoutMilliseconds - 1)
        #expect(!early)
        let late = widths.expire(now: 1_000 + ClusterWidthProbe.timeoutMilliseconds)
        #expect(late)
        #expect(!widths.isActive)
        #expect(widths.remainingMilliseconds(now: 2_000) == nil)
        let after = widths.clusters(toMeasureIn: frame("👍🏽"))
        #expect(after.isEmpty)
        #expect(widths.cellWidths == .showingInvisibleCharacters)
    }

    @Test func theTextAreaDrawsAndPlacesTheCaretWithTheMeasuredWidths() throws {
        var area = try TextArea(
            text: "👍🏽👍🏽", expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 10, columns: 7))
        #expect(area.frame().rows.count == 1)
        var measured = MeasuredCellWidths()
        measured.set(4, for: thumb)
        area.setCellWidths(.measured(measured))
        // Text width 6: one thumb of 4 cells per row, the caret after the second.
        let frame = area.frame()
        #expect(frame.rows.map { $0.map(\.width) } == [[4, 0, 0, 0], [4, 0, 0, 0]])
        #expect(frame.rows.last?.first?.terminalWidth == 4)
        #expect(frame.caret == FramePosition(row: 1, column: 4))
    }

    // MARK: - Sessions

    @Test func aSessionDrawsAtOnceThenRelaysOutWithTheAnswers() throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [
                .bytes(ScriptedTerminal.probeAnswers()), bytes("\u{1B}[10;"), bytes("2R\u{1B}[?1;"), bytes("2c"),
                bytes("a"), bytes("\r"),
            ])
        var outputAtRead: [String] = []
        terminal.onRead = { outputAtRead.append(visible($0.output)) }
        let prompt = try Prompt(initialText: "❤️x")
        let frame = try prompt.session(on: terminal) { session throws -> Frame in
            #expect(try session.read() == "❤️xa")
            return session.area.frame()
        }
        // The box and the measuring went out before the first answer was read.
        try #require(outputAtRead.count == 6)
        #expect(outputAtRead[1].contains("\r⎋[2K❤️⎋[6n\r⎋[2K⎋[c"))
        // The first frame has 5.1's widths: x re-placed at column 2.
        #expect(outputAtRead[1].contains("❤️⎋[3Gx"))
        // Waiting for the answers never blocks: each read while they are awaited has a deadline.
        #expect(terminal.readTimeouts[1].map { $0 <= ClusterWidthProbe.timeoutMilliseconds } == true)
        // With the heart at 1 cell, "x" is at column 1 and the caret after "a" at 3.
        #expect(frame.rows.first?.map(\.text) == ["❤️", "x", "a"])
        #expect(frame.caret == FramePosition(row: 0, column: 3))
        // Typing "a" asked nothing more.
        let afterAnswers = outputAtRead[4].count
        #expect(!String(visible(terminal.output).dropFirst(afterAnswers)).contains("⎋[6n"))
    }

    @Test func aTerminalWithGraphemeClusterModeGetsItSetAndResetAndNoMeasuring() throws {
        let answers = Array("\u{1B}[1;1R\u{1B}[?2027;2$y\u{1B}[?1;2c".utf8)
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20), script: [.bytes(answers), bytes("\r")])
        var cleanup: [UInt8] = []
        terminal.onRead = { cleanup = $0.cleanupSequence }
        #expect(try Prompt(initialText: "👩🏽‍💻").read(on: terminal) == "👩🏽‍💻")
        let output = visible(terminal.output)
        #expect(output.contains("⎋[?2027h"))
        #expect(output.hasSuffix("⎋[?2027l" + visible(Terminal.restoreSequence)))
        #expect(visible(cleanup).hasSuffix("⎋[?2027l"))
        #expect(output.components(separatedBy: "⎋[6n").count == 2)
    }

    @Test func aTerminalThatNeverAnswersKeepsTheContractsWidths() throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20), script: [.timedOut, bytes("❤️"), bytes("\r")])
        let caret = try Prompt().session(on: terminal) { session throws -> FramePosition in
            #expect(try session.read() == "❤️")
            return session.area.frame().caret
        }
        let output = visible(terminal.output)
        // Only the start-up probe's request; the heart re-placed at 5.1's column 2; no mode 2027.
        #expect(output.components(separatedBy: "⎋[6n").count == 2)
        #expect(caret == FramePosition(row: 0, column: 2))
        #expect(!output.contains("2027h"))
        #expect(terminal.readTimeouts.dropFirst().allSatisfy { $0 == nil })
    }
}
