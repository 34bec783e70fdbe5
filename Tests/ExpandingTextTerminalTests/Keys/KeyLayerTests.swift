import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The layers over the key map: which keys each takes while its mode is on, which layer wins where several are on,
/// and what the keys do in a box.
@Suite struct KeyLayerTests {
    typealias Mode = KeyLayer.Mode

    @Test(
        arguments: [
            (
                KeyChord(.up), [Mode.completionMenu], Mode.completionMenu,
                KeyLayer.Action?.some(.selectPreviousCandidate)
            ),
            (.control("n"), [.completionMenu], .completionMenu, .selectNextCandidate),
            (KeyChord(.tab), [.completionMenu], .completionMenu, .acceptCandidate),
            (KeyChord(.enter), [.completionMenu, .historySearch], .completionMenu, .acceptCandidate),
            (KeyChord(.escape), [.completionMenu, .selection], .completionMenu, .dismissMenu),
            (KeyChord(.escape), [.historySearch, .selection], .historySearch, .endSearch),
            (KeyChord(.escape), [.selection], .selection, .clearSelection),
            (.control("r"), [.historySearch], .historySearch, .searchFurther),
            (.control("h"), [.historySearch], .historySearch, .eraseSearchCharacter),
            (.control("g"), [.historySearch], .historySearch, .cancelSearch),
            // A search claims the keys it does not bind (typed text, or the end of the search); the others leave them.
            (KeyChord(.character("a")), [.historySearch], .historySearch, nil),
            (KeyChord(.enter), [.historySearch, .selection], .historySearch, nil),
        ] as [(KeyChord, [Mode], Mode, KeyLayer.Action?)])
    func theTopmostActiveLayerHasTheKey(chord: KeyChord, modes: [Mode], layer: Mode, action: KeyLayer.Action?) {
        let found = KeyMap.layer(for: chord, in: Set(modes))
        #expect(found?.layer.mode == layer)
        #expect(found?.action == action)
    }

    @Test(
        arguments: [
            (KeyChord(.character("a")), [Mode.completionMenu, .selection]),
            (KeyChord(.enter, modifiers: .alt), [.completionMenu]),
            (KeyChord(.up), [.selection]), (KeyChord(.escape), []),
        ] as [(KeyChord, [Mode])])
    func otherKeysGoToTheKeyMap(chord: KeyChord, modes: [Mode]) {
        #expect(KeyMap.layer(for: chord, in: Set(modes)) == nil)
    }

    @Test func noLayerBindsAChordTwice() {
        for layer in KeyMap.layers {
            let chords = layer.bindings.flatMap(\.chords)
            #expect(Set(chords).count == chords.count, "\(layer.title)")
        }
    }

    @Test func escapeLetsASelectionGoAndKeepsTheCaretWhereItMoved() throws {
        var area = try TextArea(
            text: "hello world", expansion: .init(minLines: 1, maxLines: 3),
            size: TerminalSize(rows: 5, columns: 30))
        area.handle(.press(.home))
        area.handle(.key(KeyChord(.right, modifiers: .shift)))
        area.handle(.key(KeyChord(.right, modifiers: .shift)))
        #expect(area.selectedText == "he")
        #expect(area.handle(.press(.escape)) == .moved)
        #expect(area.selectedText == nil)
        area.handle(.press(.character("X")))
        #expect(area.text == "heXllo world")
    }

    @Test func aHistorySearchTakesTypedTextAndItsKeysInTheBox() throws {
        var area = try TextArea(expansion: .init(minLines: 1, maxLines: 3), size: TerminalSize(rows: 5, columns: 30))
        area.history = InputHistory(["deploy staging", "deploy production", "status"])
        area.handle(.key(.control("r")))
        for character in "depl" { area.handle(.press(.character(character))) }
        #expect(area.text == "deploy production")
        area.handle(.key(.control("r")))
        #expect(area.text == "deploy staging")
        area.handle(.press(.backspace))
        #expect(area.text == "deploy production")
        area.handle(.key(.control("g")))
        #expect(area.text.isEmpty)
        #expect(area.keyModes.isEmpty)
    }
}
