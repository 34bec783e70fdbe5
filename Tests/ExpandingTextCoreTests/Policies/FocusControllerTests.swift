import ExpandingTextCore
import Testing

@Suite struct FocusControllerTests {
    /// Seed 001: autofocus on the first appearance only. Leaving and coming back must not refocus.
    @Test func autofocusHappensOnTheFirstAppearanceOnly() {
        var focus = FocusController(autofocus: true)
        #expect(focus.viewDidMoveToWindow(true) == .focus)
        #expect(focus.viewFocusDidChange(true) == true)
        #expect(focus.viewFocusDidChange(false) == false)
        #expect(focus.viewDidMoveToWindow(false) == nil)
        #expect(focus.viewDidMoveToWindow(true) == nil)
        #expect(focus.hasAppeared)
    }

    @Test func noAutofocusWithoutTheOption() {
        var focus = FocusController()
        #expect(focus.viewDidMoveToWindow(true) == nil)
    }

    /// Seed 001's iOS 13 crash: focusing before the view is on screen. The request waits for the window, and is
    /// carried out exactly once.
    @Test func requestBeforeTheWindowWaitsAndIsNotLost() {
        var focus = FocusController()
        #expect(focus.update(binding: true) == nil)
        #expect(!focus.isInWindow)
        #expect(focus.viewDidMoveToWindow(true) == .focus)
        #expect(focus.viewDidMoveToWindow(false) == nil)
        #expect(focus.viewDidMoveToWindow(true) == nil)
    }

    @Test func requestInAWindowIsCarriedOutAtOnceAndOnce() {
        var focus = FocusController()
        _ = focus.viewDidMoveToWindow(true)
        #expect(focus.update(binding: true) == .focus)
        #expect(focus.update(binding: true) == nil)
        #expect(focus.viewFocusDidChange(true) == nil)
        #expect(focus.update(binding: false) == .unfocus)
        #expect(focus.viewFocusDidChange(false) == nil)
        #expect(focus.isFocused == false)
    }

    /// An unchanged binding on a later update does not refocus a view the user unfocused; the new state is
    /// reported to the app instead.
    @Test func userUnfocusIsReportedAndNotUndone() {
        var focus = FocusController()
        _ = focus.viewDidMoveToWindow(true)
        #expect(focus.update(binding: true) == .focus)
        #expect(focus.viewFocusDidChange(true) == nil)
        #expect(focus.viewFocusDidChange(false) == false)
        #expect(focus.update(binding: false) == nil)
        #expect(focus.update(binding: true) == .focus)
    }

    /// A focus that fails (the view refused to become first responder) is reported back as `false`.
    @Test func failedFocusIsReportedBack() {
        var focus = FocusController()
        _ = focus.viewDidMoveToWindow(true)
        #expect(focus.update(binding: true) == .focus)
        #expect(focus.viewFocusDidChange(false) == false)
    }

    /// An explicit "do not focus" before the first appearance overrides autofocus; the latest request wins.
    @Test func explicitRequestsOverrideAutofocus() {
        var unfocused = FocusController(autofocus: true)
        #expect(unfocused.request(false) == nil)
        #expect(unfocused.viewDidMoveToWindow(true) == nil)

        var toggled = FocusController()
        #expect(toggled.request(true) == nil)
        #expect(toggled.request(false) == nil)
        #expect(toggled.viewDidMoveToWindow(true) == nil)
    }

    @Test func userFocusIsReportedToTheApp() {
        var focus = FocusController()
        _ = focus.viewDidMoveToWindow(true)
        #expect(focus.viewFocusDidChange(true) == true)
        #expect(focus.isFocused)
        #expect(focus.update(binding: true) == nil)
    }
}
