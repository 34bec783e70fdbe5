import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// A note set from outside the run loop, as a draft saver on its own queue sets one.
private final class NoteSource: @unchecked Sendable {
    // @unchecked: the test reads and writes it only on the thread that runs the prompt.
    var value: String?
}

/// ``Prompt/status``: a lasting note in a row of its own under the box's text, shown without a key once it is set
/// and until it is taken away, whatever keys come in between.
@Suite struct PromptStatusTests {
    @Test func aLastingNoteAppearsWithoutAKeyAndStaysUntilItIsTakenAway() throws {
        let source = NoteSource()
        var prompt = try Prompt()
        prompt.status = { source.value }
        let terminal = terminal(bytes("abc"), .timedOut, bytes("d"), .timedOut, bytes("\r"), columns: 40)
        var reads = 0
        var whileWaiting: [String] = []
        var afterAKey: [String] = []
        var afterItWent: [String] = []
        terminal.onRead = { terminal in
            reads += 1
            switch reads {
            case 3: source.value = "draft not saved: disk full"
            case 4: whileWaiting = replay(terminal, columns: 40).lines
            case 5:
                afterAKey = replay(terminal, columns: 40).lines
                source.value = nil
            case 6: afterItWent = replay(terminal, columns: 40).lines
            default: break
            }
        }
        #expect(try prompt.read(on: terminal) == "abcd")
        // The note has a row of its own under the text.
        #expect(whileWaiting.firstIndex(of: "draft not saved: disk full") == whileWaiting.firstIndex(of: "abc")! + 1)
        #expect(afterAKey.firstIndex(of: "draft not saved: disk full") == afterAKey.firstIndex(of: "abcd")! + 1)
        #expect(!afterItWent.contains { $0.contains("not saved") }, "\(afterItWent)")
        #expect(
            terminal.readTimeouts.dropFirst().allSatisfy { $0 == PromptSession.statusPollMilliseconds },
            "a box with a status asks it while it waits: \(terminal.readTimeouts)")
    }

    @Test func withoutAStatusTheBoxWaitsForKeysAlone() throws {
        let terminal = terminal(bytes("abc"), bytes("\r"))
        #expect(try Prompt().read(on: terminal) == "abc")
        #expect(terminal.readTimeouts.dropFirst() == [nil, nil])
    }

    /// The note's reason shows whatever the text: beside a full last row it used to be left out, and beside a
    /// shorter one it was cut from the left.
    @Test(arguments: [String(repeating: "x", count: 59), "abc"])
    func aNoteIsShownWholeBesideAnyText(text: String) throws {
        var area = try TextArea(
            text: text, expansion: .init(minLines: 1, maxLines: 3), size: TerminalSize(rows: 10, columns: 60))
        area.lastingNote = "draft not saved: No space left on device"
        #expect(area.frame().lines == [text + "|", "{dim:draft not saved: No space left on device}|"])
        area.lastingNote = "draft not saved: No space left on device, and a reason far too long for one row of the box"
        #expect(
            area.frame().lines.last == "{dim:draft not saved: No space left on device, and a reason far…}|",
            "59 columns, the last an ellipsis")
    }
}
