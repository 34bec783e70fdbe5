import ExpandingTextCore
import Testing

/// The text-sync state machine the UIKit and AppKit views share: a fake view stands in for the text view and carries
/// out the actions as an adapter does.
@Suite struct TextSyncControllerTests {
    /// A text view as the adapters see it: text, selection in UTF-16 units, marked text, and how often the
    /// controller read the text (reading it copies the whole text out of the platform's storage).
    private struct FakeView {
        var text: String
        var selection: Range<Int>
        var isComposing = false
        var reads = 0
        var reported: [String] = []

        init(_ text: String, caret: Int? = nil) {
            self.text = text
            let offset = caret ?? text.utf16.count
            selection = offset..<offset
        }

        mutating func readText() -> String {
            reads += 1
            return text
        }

        /// Types or commits `newText`: the text system has already changed the text when the callback arrives.
        mutating func userEdit(_ newText: String, composing: Bool = false, sync: inout TextSyncController) {
            text = newText
            isComposing = composing
            selection = newText.utf16.count..<newText.utf16.count
            let action = sync.viewTextDidChange(
                viewText: readText(), isComposing: isComposing, selectedUTF16: selection)
            carryOut(action, sync: &sync)
        }

        mutating func appSets(_ value: String, sync: inout TextSyncController) -> TextSyncController.Action {
            let action = sync.appValueDidChange(
                value, viewText: readText(), isComposing: isComposing, selectedUTF16: selection)
            carryOut(action, sync: &sync)
            return action
        }

        /// Carries out an action; a replacement echoes back through the view's callbacks, as on Apple platforms.
        mutating func carryOut(_ action: TextSyncController.Action, sync: inout TextSyncController) {
            switch action {
            case .none, .deferred:
                break
            case .apply(let change, let newSelection, let report):
                sync.beginApplyingChange()
                text = Self.applying(change, to: text)
                let echo = sync.viewTextDidChange(viewText: readText(), isComposing: false, selectedUTF16: selection)
                #expect(echo == .none, "the view's own change must not be reported")
                sync.endApplyingChange()
                selection = newSelection.utf16
                if let report { reported.append(report) }
            case .report(let value):
                reported.append(value)
            }
        }

        static func applying(_ change: TextReplacement, to text: String) -> String {
            let utf16 = text.utf16
            let lower = utf16.index(utf16.startIndex, offsetBy: change.utf16Range.lowerBound)
            let upper = utf16.index(utf16.startIndex, offsetBy: change.utf16Range.upperBound)
            return String(text[..<lower]) + change.text + String(text[upper...])
        }
    }

    // MARK: - App → view

    @Test func appValueIsAppliedAsAMinimalReplacementKeepingTheCaret() {
        var sync = TextSyncController()
        var view = FakeView("Hello world", caret: 2)
        let action = view.appSets("Hello, world", sync: &sync)
        #expect(
            action
                == .apply(
                    TextReplacement(utf16Range: 5..<5, characterRange: 5..<5, text: ","),
                    selection: TextSyncController.Selection(utf16: 2..<2, in: "Hello, world"), report: nil))
        #expect(view.text == "Hello, world")
        #expect(view.selection == 2..<2)
        #expect(sync.value == "Hello, world")
        #expect(view.reported.isEmpty)
    }

    /// `==` says "café" precomposed equals "café" decomposed; the view would still show the old UTF-16 units.
    @Test func canonicallyEquivalentValueIsStillApplied() {
        var sync = TextSyncController()
        var view = FakeView("caf\u{E9}")
        #expect(view.appSets("caf\u{E9}", sync: &sync) == .none)
        #expect(view.appSets("cafe\u{301}", sync: &sync) != .none)
        #expect(view.text.utf16.elementsEqual("cafe\u{301}".utf16))
    }

    /// The update that follows a report (SwiftUI re-renders with the value it was just given) reads nothing.
    @Test func reportedValueComingBackIsNotComparedWithTheView() {
        var sync = TextSyncController()
        var view = FakeView("")
        view.userEdit("abc", sync: &sync)
        #expect(view.reported == ["abc"])
        view.reads = 0
        #expect(view.appSets("abc", sync: &sync) == .none)
        #expect(view.reads == 0)
    }

    // MARK: - View → app: report or refuse

    @Test func userChangesAreReportedOnce() {
        var sync = TextSyncController()
        var view = FakeView("")
        view.userEdit("a", sync: &sync)
        view.userEdit("ab", sync: &sync)
        #expect(view.reported == ["a", "ab"])
        #expect(sync.value == "ab")
        // A callback without a change of contents (attributes, a no-op replacement) reports nothing.
        #expect(sync.viewTextDidChange(viewText: "ab", isComposing: false, selectedUTF16: 2..<2) == .none)
    }

    /// A binding that refuses the change (a constant, a validating setter) gets its value back into the view.
    @Test func refusedReportIsUndoneByTheNextAppUpdate() {
        var sync = TextSyncController()
        var view = FakeView("ab")
        _ = view.appSets("ab", sync: &sync)
        view.userEdit("abx", sync: &sync)
        #expect(view.reported == ["abx"])
        let action = view.appSets("ab", sync: &sync)
        #expect(
            action
                == .apply(
                    TextReplacement(utf16Range: 2..<3, characterRange: 2..<3, text: ""),
                    selection: TextSyncController.Selection(utf16: 2..<2, in: "ab"), report: nil))
        #expect(view.text == "ab")
        #expect(sync.value == "ab")
    }

    @Test func markedTextIsNeitherReportedNorRead() {
        var sync = TextSyncController()
        var view = FakeView("ab")
        _ = view.appSets("ab", sync: &sync)
        view.reads = 0
        view.userEdit("abか", composing: true, sync: &sync)
        #expect(view.reported.isEmpty)
        #expect(view.reads == 0)
        view.userEdit("ab蚊", sync: &sync)
        #expect(view.reported == ["ab蚊"])
    }

    // MARK: - Composition deferral

    /// Pitfall 3: assigning during a composition breaks the input method, so the app's value waits. When the
    /// composition ends, the app's change (here a send that clears "ab") and the committed word are both kept, and
    /// the app hears the merged text once.
    @Test func appValueDuringACompositionIsMergedWithTheCommittedText() {
        var sync = TextSyncController()
        var view = FakeView("ab")
        _ = view.appSets("ab", sync: &sync)
        view.userEdit("abか", composing: true, sync: &sync)
        #expect(view.appSets("", sync: &sync) == .deferred)
        #expect(sync.hasDeferredValue)
        #expect(view.text == "abか")
        view.userEdit("abかな", composing: true, sync: &sync)
        #expect(view.text == "abかな")
        view.userEdit("ab仮名", sync: &sync)
        #expect(view.text == "仮名")
        #expect(view.selection == 2..<2)
        #expect(view.reported == ["仮名"])
        #expect(!sync.hasDeferredValue)
        #expect(sync.value == "仮名")
        #expect(view.appSets("仮名", sync: &sync) == .none)
    }

    /// Where the app and the composition changed the same text, the app's value wins and nothing is reported.
    @Test func appValueWinsWhereItChangedTheComposedText() {
        var sync = TextSyncController()
        var view = FakeView("Hello")
        _ = view.appSets("Hello", sync: &sync)
        view.selection = 3..<3
        view.isComposing = true
        view.text = "Helか"
        _ = sync.viewTextDidChange(viewText: view.readText(), isComposing: true, selectedUTF16: 4..<4)
        #expect(view.appSets("Hi", sync: &sync) == .deferred)
        view.userEdit("Hel蚊", sync: &sync)
        #expect(view.text == "Hi")
        #expect(view.reported.isEmpty)
        #expect(sync.value == "Hi")
    }

    /// The end of a composition can show only as a selection change (the committed text equals the marked text).
    @Test func appValueDuringACompositionIsAppliedWhenTheSelectionShowsItEnded() {
        var sync = TextSyncController()
        var view = FakeView("ab")
        _ = view.appSets("ab", sync: &sync)
        view.userEdit("abc", composing: true, sync: &sync)
        #expect(view.appSets("xyz", sync: &sync) == .deferred)
        #expect(sync.selectionDidChange(viewText: view.readText(), isComposing: true, selectedUTF16: 3..<3) == .none)
        view.isComposing = false
        let action = sync.selectionDidChange(viewText: view.readText(), isComposing: false, selectedUTF16: 3..<3)
        guard case .apply = action else {
            Issue.record("expected the deferred value to be applied, got \(action)")
            return
        }
        view.carryOut(action, sync: &sync)
        #expect(view.text == "xyzc")
        #expect(view.reported == ["xyzc"])
        #expect(!sync.hasDeferredValue)
    }

    /// Caret moves are the most frequent event: without a deferred value they read nothing.
    @Test func selectionChangesWithoutADeferredValueReadNothing() {
        var sync = TextSyncController()
        var view = FakeView("hello")
        #expect(sync.selectionDidChange(viewText: view.readText(), isComposing: false, selectedUTF16: 1..<1) == .none)
        #expect(view.reads == 0)
    }

    /// SwiftUI updates the view for unrelated reasons during a composition; the app's value is unchanged, so nothing
    /// is deferred and the committed text is reported instead of being overwritten by the stale value.
    @Test func unrelatedUpdateDuringACompositionKeepsTheComposition() {
        var sync = TextSyncController()
        var view = FakeView("ab")
        _ = view.appSets("ab", sync: &sync)
        view.userEdit("abか", composing: true, sync: &sync)
        #expect(view.appSets("ab", sync: &sync) == .none)
        #expect(!sync.hasDeferredValue)
        view.userEdit("ab蚊", sync: &sync)
        #expect(view.text == "ab蚊")
        #expect(view.reported == ["ab蚊"])
    }

    // MARK: - Re-entrancy

    /// Callbacks that arrive while the front end applies a change of its own (nested too) are its own change echoing
    /// back: they neither report nor re-apply.
    @Test func callbacksDuringTheFrontEndsOwnChangeDoNothing() {
        var sync = TextSyncController(value: "ab")
        var view = FakeView("ab")
        view.isComposing = true
        #expect(view.appSets("xy", sync: &sync) == .deferred)
        view.isComposing = false
        view.reads = 0
        sync.beginApplyingChange()
        sync.beginApplyingChange()
        #expect(sync.isApplyingChange)
        #expect(sync.viewTextDidChange(viewText: view.readText(), isComposing: false, selectedUTF16: 0..<0) == .none)
        #expect(sync.selectionDidChange(viewText: view.readText(), isComposing: false, selectedUTF16: 0..<0) == .none)
        sync.endApplyingChange()
        #expect(sync.viewTextDidChange(viewText: "abc", isComposing: false, selectedUTF16: 3..<3) == .none)
        sync.endApplyingChange()
        #expect(!sync.isApplyingChange)
        #expect(view.reads == 0)
        #expect(sync.hasDeferredValue)
        let action = sync.selectionDidChange(viewText: view.readText(), isComposing: false, selectedUTF16: 2..<2)
        guard case .apply(let change, _, nil) = action else {
            Issue.record("expected the deferred value to be applied after the change, got \(action)")
            return
        }
        #expect(FakeView.applying(change, to: "ab") == "xy")
    }

    @Test func endingMoreChangesThanBegunDoesNotBlockReports() {
        var sync = TextSyncController()
        sync.endApplyingChange()
        sync.beginApplyingChange()
        sync.endApplyingChange()
        #expect(sync.viewTextDidChange(viewText: "a", isComposing: false, selectedUTF16: 1..<1) == .report("a"))
    }
}
