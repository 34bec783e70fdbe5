import Testing

@testable import ExpandingTextCore

/// What Core does with arguments that break a documented precondition (the bad-configuration audit): configuration
/// values throw an error naming the value (tested with each type), while positions and indices that the caller
/// must take from the text or the layout itself — as with an array index — stop the program with a message naming
/// the offending value. None of these can come from user input: keys, pastes and commands only ever produce valid
/// positions (the EditingLayout fuzz target checks that). Core stops through `requirePrecondition`, whose message
/// an optimised build keeps: CI also runs this suite in a release build.
@Suite struct ProgrammerErrorTests {
    private static func message(_ result: ExitTest.Result) -> String {
        String(decoding: result.standardErrorContent, as: UTF8.self)
    }

    @Test func aSelectionInsideAClusterNamesTheOffset() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var editor = TextEditor(text: "e\u{301}")
            editor.select(TextSelection(caret: TextPosition(utf8Offset: 1)))
        }
        #expect(Self.message(result).contains("UTF-8 offset 1 is not on a grapheme-cluster boundary"))
    }

    @Test func aPositionOutsideTheTextNamesTheOffsetAndTheRange() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var storage = TextStorage("abc")
            storage.replace(TextPosition(utf8Offset: 2)..<TextPosition(utf8Offset: 9), with: "x")
        }
        #expect(Self.message(result).contains("position 9 is outside the text (UTF-8 offsets 0...3)"))
    }

    @Test func aLineStartAfterTheCaretNamesBoth() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var editor = TextEditor(text: "abc", selection: TextSelection(caret: TextPosition(utf8Offset: 1)))
            editor.deleteToLineStart(TextPosition(utf8Offset: 2))
        }
        #expect(Self.message(result).contains("is after the caret"))
    }

    @Test func aLineIndexOutOfRangeNamesTheIndexAndTheRange() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let storage = TextStorage("one line")
            let layout = try TextLayout(storage, width: 80)
            _ = layout.line(5, in: storage)
        }
        #expect(Self.message(result).contains("line index 5 out of 0..<1"))
    }

    @Test func aChangeThatDoesNotMatchTheStorageIsNamed() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var storage = TextStorage("abc")
            var layout = try TextLayout(storage, width: 80)
            storage.replace(TextPosition(utf8Offset: 3)..<TextPosition(utf8Offset: 3), with: "de")
            layout.apply(
                TextChange(range: TextPosition(utf8Offset: 3)..<TextPosition(utf8Offset: 3), replacement: "d"),
                to: storage)
        }
        #expect(Self.message(result).contains("does not match a layout of 3 bytes and a storage of 5"))
    }

    @Test func aChangeOutsideTheLayoutIsNamedRatherThanOverflowing() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let storage = TextStorage("abc")
            var layout = try TextLayout(storage, width: 80)
            let end = TextPosition(utf8Offset: .max)
            layout.apply(TextChange(range: end..<end, replacement: "d"), to: storage)
        }
        #expect(Self.message(result).contains("change @\(Int.max)..<@\(Int.max) is outside a layout of 3 bytes"))
    }

    @Test func aChangeInASequenceOutsideTheLayoutIsNamedRatherThanOverflowing() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let storage = TextStorage("abc")
            var layout = try TextLayout(storage, width: 80)
            let start = TextPosition(utf8Offset: .min)
            layout.apply([TextChange(range: start..<start, replacement: "d")], to: storage)
        }
        #expect(Self.message(result).contains("change @\(Int.min)..<@\(Int.min) is outside a layout of 3 bytes"))
    }
}
