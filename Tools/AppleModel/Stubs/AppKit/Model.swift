// The behavioural model's own controls: what a scenario needs to act as the user, the keyboard, the input method and
// the system, and to read what the user would see. Everything here is `package`, so the adapters (built in another
// package) cannot reach it; the AppKit API itself is declared, with working bodies, in the other files of this folder.

/// A platform behaviour the model can show either way: undocumented, contested, or different between OS versions.
/// Off is the row's first (default) variant; on is the alternative named after the colon. Every scenario runs under
/// every combination. The names are `<row id>:<variant>` of `BEHAVIOUR.tsv`.
package enum ModelSwitch: String, CaseIterable, Sendable {
    case didChangeDeferred = "appkit.textview.didChangeDeliveryTiming:deferredToEndOfEditing"
    case setMarkedTextPostsNoChange = "appkit.textview.setMarkedTextNotification:postsNoDidChange"
    case commitViaUnmarkText = "appkit.textinput.compositionEnd:commitViaUnmarkText"
    case maxSizeEqualsInitialFrame = "appkit.textview.defaultMinMaxSize:maxSizeEqualsInitialFrame"
    case didChangeThenSelection = "appkit.textview.selectionVsDidChangeOrder:didChangeThenSelection"
    case legacyScrollers = "appkit.scrollview.scrollerStyle:legacy"
    case preferredTypeInPasteboardOrder = "appkit.textview.preferredPasteboardType:pasteboardOrder"
    case representableWithoutSizeThatFits = "swiftui.representable.sizeThatFitsProposals:macOS10_15to12"
    case attributeEditsEndComposition = "appkit.textview.attributeEditsKeepSelection:endsComposition"
    case plainTextIgnoresAttributes = "appkit.textview.plainTextAcceptsStorageAttributes:ignoresStorageAttributes"
}

/// The state of the modelled system during one scenario run: the state both platforms have (`ModelRun`, in
/// `Shared/`) and AppKit's own.
@MainActor
package final class AppleModel: ModelRun {
    package static var current = AppleModel(switches: [])

    /// The modifier keys held during the key event being handled.
    package var modifierFlags: NSEvent.ModifierFlags = []
    /// Text views whose change notification waits for the end of the current editing step.
    var pendingChangeNotifications: [NSTextView] = []
}

/// The room a legacy scroller takes beside the clip view.
enum ModelScroller {
    static let legacyWidth: CGFloat = 15
}
