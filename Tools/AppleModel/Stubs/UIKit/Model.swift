// The behavioural model's own controls: what a scenario needs to act as the user, the keyboard and the system, and
// to read what the user would see. Everything here is `package`, so the adapters (built in another package) cannot
// reach it; the Apple API itself is declared, with working bodies, in the other files of this folder.

/// A platform behaviour the model can show either way: undocumented, contested, or different between OS versions.
/// Off is the row's first (default) variant; on is the alternative named after the colon. Every scenario runs under
/// the combinations `switchCombinations` picks (all of them, or a set in which every four switches take all their
/// positions together). The names are `<row id>:<variant>` of `BEHAVIOUR.tsv`.
package enum ModelSwitch: String, CaseIterable, Sendable {
    case replaceIsSilent = "uikit.textinput.replaceCallbacks:noDelegateCallbacks"
    case unmarkSendsOnlySelection = "uikit.textinput.unmarkWithoutTextChange:sendsOnlyDidChangeSelection"
    case replaceRefusedWhenNotEditable = "uikit.textinput.replaceWhenNotEditable:refusedSilently"
    case autocorrectionBypassesShouldChange = "uikit.textview.autocorrectionReplacement:bypassesShouldChangeSendsDidChange"
    case traitHandlersBeforeFontUpdate = "uikit.traits.handlerOrder:handlersBeforeFontUpdate"
    case traitCollectionDidChangeNotCalled = "uikit.traits.traitCollectionDidChange:notCalledFromiOS17"
    case selectionAfterDidChange = "uikit.textview.selectionVsChangeOrder:selectionAfterDidChange"
    case representableWithoutSizeThatFits = "swiftui.representable.sizeThatFitsProposals:iOS13to15"
    case undoIsSilent = "uikit.textview.undoCallbacks:noDelegateCallbacks"
    case replaceRegistersNoUndo = "uikit.textinput.replaceRegistersUndo:notRegistered"
    case replaceLeavesCaretBefore = "uikit.textinput.replaceSelectionAfterwards:caretBeforeInsertion"
    case offsetsCountCharacters = "uikit.textinput.positionOffsetsAreUTF16:composedCharacters"
    case focusSucceedsWhenNotEditable = "uikit.textview.focusWhileNotEditable:succeedsWithoutKeyboard"
    case trailingLineBreakNotMeasured = "uikit.textview.sizeThatFitsEmptyAndTrailingNewline:trailingLineBreakNotMeasured"
    case textSystemDoesNotScrollToCaret = "uikit.textview.scrollsToCaretItself:doesNotScroll"
    /// With `caretScrolledAtNextLayout` also on, the later moment wins.
    case caretScrolledBeforeChangeCallbacks = "uikit.textview.scrollToCaretTiming:beforeChangeCallbacks"
    case caretScrolledAtNextLayout = "uikit.textview.scrollToCaretTiming:atNextLayout"
    case keyRepeatsReachTextSystemRegardless = "uikit.responder.keyRepeat:reachTextSystemRegardless"
    case markedTextSendsNoDidChange = "uikit.textview.markedTextSendsDidChange:noDidChange"
    case markedTextSkipsShouldChange = "uikit.textview.markedTextShouldChange:doesNotAsk"
    case cellsResizeOnConstraintChanges = "uikit.tableview.selfSizingInvalidation:enabledIncludingConstraints"
    /// Wins over `cellsResizeOnConstraintChanges`: before iOS 16 there is no self-sizing invalidation at all.
    case cellsResizeOnlyWithTableUpdates = "uikit.tableview.selfSizingInvalidation:beforeiOS16"
    case contentOffsetClampedWhenSet = "uikit.scrollview.contentOffsetClamping:clampedWhenSet"
    case delegateRespondsCachedWhenSet = "uikit.scrollview.delegateRespondsCache:cachedWhenSet"
    case preferredFontsCompareUnequal = "uikit.font.preferredFontEquality:unequal"
    case fittingLaysOutFirst = "uikit.view.fittingBeforeFirstLayout:laidOutFirst"
    case dynamicTypeLimitsReachTraits = "swiftui.environment.dynamicTypeSizeInUIKitTraits:bridged"
    case attributeEditsEndComposition = "uikit.textview.attributeEditsKeepSelection:endsComposition"
}

/// The state of the modelled system during one scenario run: the state both platforms have (`ModelRun`, in
/// `Shared/`) and UIKit's own.
@MainActor
package final class AppleModel: ModelRun {
    package static var current = AppleModel(switches: [])

    package var contentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// The undo manager of the window.
    package let undoManager = UndoManager()
    /// Fonts assigned to text views so far.
    package var fontAssignments = 0
    /// Text views created so far (measuring sizers included).
    package var textViewsCreated = 0
    /// Times the keyboard picked up changed traits or accessory views of the first responder.
    package var inputViewReloads = 0
    weak var firstResponder: UIResponder?
    var accessibility: [ObjectIdentifier: (label: String?, isElement: Bool)] = [:]
}

/// UIKit's part of the font metrics: Dynamic Type.
extension ModelFontMetrics {
    /// The content size categories from the smallest to the largest, with the body size at each.
    package static let categories: [(rawValue: String, bodySize: CGFloat)] = [
        ("UICTContentSizeCategoryXS", 14), ("UICTContentSizeCategoryS", 15), ("UICTContentSizeCategoryM", 16),
        ("UICTContentSizeCategoryL", 17), ("UICTContentSizeCategoryXL", 19), ("UICTContentSizeCategoryXXL", 21),
        ("UICTContentSizeCategoryXXXL", 23), ("UICTContentSizeCategoryAccessibilityM", 28),
        ("UICTContentSizeCategoryAccessibilityL", 33), ("UICTContentSizeCategoryAccessibilityXL", 40),
        ("UICTContentSizeCategoryAccessibilityXXL", 47), ("UICTContentSizeCategoryAccessibilityXXXL", 53),
    ]

    /// The position of a category in `categories` (the large one for an unknown value).
    package static func index(of category: UIContentSizeCategory) -> Int {
        categories.firstIndex { $0.rawValue == category.rawValue } ?? 3
    }

    /// `size` scaled from the large category to `category`, or to the system's setting.
    static func scaled(_ size: CGFloat, to category: UIContentSizeCategory? = nil) -> CGFloat {
        let category = category ?? MainActor.assumeIsolated { AppleModel.current.contentSizeCategory }
        return (size * categories[index(of: category)].bodySize / 17).rounded()
    }

    /// The attribute carrying the font (`NSAttributedString.Key.font`, which Linux Foundation lacks).
    static let fontKey = NSAttributedString.Key(rawValue: "NSFont")

    static func raise(_ message: String) {
        MainActor.assumeIsolated { AppleModel.current.fail("exception: \(message)") }
    }
}

extension ModelTextLayout {
    /// The layout of `text` in `font`. Unlike the AppKit model's, a zero-width space here is as wide as any other
    /// character.
    package init(text: String, font: UIFont, width: CGFloat) {
        self.init(text: text, fontSize: font.size, width: width, zeroWidthSpaceIsEmpty: false)
    }
}
