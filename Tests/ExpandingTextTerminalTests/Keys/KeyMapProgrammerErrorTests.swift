import Testing

@testable import ExpandingTextTerminal

/// A key map that binds one chord twice is a programming error (documented on `KeyMap.init(_:)`): it stops with a
/// message naming the key, rather than letting one binding silently win (the bad-configuration audit).
@Suite struct KeyMapProgrammerErrorTests {
    @Test func aChordBoundTwiceIsNamed() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = KeyMap([KeyBinding(.control("z"), .undo), KeyBinding(.control("z"), .redo)])
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("is bound twice"))
    }
}
