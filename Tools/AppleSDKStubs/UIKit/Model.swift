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
    case selectionAfterDidChange = "uikit.textview.selectionVsChangeOrder:selectionAfterDidChange"
    case representableWithoutSizeThatFits = "swiftui.representable.sizeThatFitsProposals:iOS13to15"
    case undoIsSilent = "uikit.textview.undoCallbacks:noDelegateCallbacks"
    case replaceRegistersNoUndo = "uikit.textinput.replaceRegistersUndo:notRegistered"
    case replaceLeavesCaretBefore = "uikit.textinput.replaceSelectionAfterwards:caretBeforeInsertion"
    case offsetsCountCharacters = "uikit.textinput.positionOffsetsAreUTF16:composedCharacters"
    case focusSucceedsWhenNotEditable = "uikit.textview.focusWhileNotEditable:succeedsWithoutKeyboard"
    case trailingLineBreakNotMeasured = "uikit.textview.sizeThatFitsEmptyAndTrailingNewline:trailingLineBreakNotMeasured"
    case textSystemDoesNotScrollToCaret = "uikit.textview.scrollsToCaretItself:doesNotScroll"
    case contentOffsetClampedWhenSet = "uikit.scrollview.contentOffsetClamping:clampedWhenSet"
    case preferredFontsCompareUnequal = "uikit.font.preferredFontEquality:unequal"
    case fittingLaysOutFirst = "uikit.view.fittingBeforeFirstLayout:laidOutFirst"
    case dynamicTypeLimitsReachTraits = "swiftui.environment.dynamicTypeSizeInUIKitTraits:bridged"
}

/// The state of the modelled system during one scenario run.
@MainActor
package final class AppleModel {
    package static var current = AppleModel(switches: [])

    /// The switches that are on for this run.
    package let switches: Set<ModelSwitch>
    /// What the platform would have raised or warned about; any entry fails the scenario.
    package private(set) var failures: [String] = []
    /// Nesting depth of SwiftUI view updates (body, `updateUIView`, sizing, insertion into the window).
    package var swiftUIUpdateDepth = 0
    /// Nesting depth of `layoutSubviews` calls.
    package var layoutDepth = 0
    package var contentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    package var pasteboard = ""
    /// The undo manager of the window.
    package let undoManager = UndoManager()
    /// Fonts assigned to text views so far.
    package var fontAssignments = 0
    /// Text views created so far (measuring sizers included).
    package var textViewsCreated = 0
    /// Times the keyboard picked up changed traits or accessory views of the first responder.
    package var inputViewReloads = 0
    /// VoiceOver announcements posted.
    package var announcements: [String] = []
    weak var firstResponder: UIResponder?
    var accessibility: [ObjectIdentifier: (label: String?, isElement: Bool)] = [:]

    package init(switches: Set<ModelSwitch>) {
        self.switches = switches
    }

    package func isOn(_ modelSwitch: ModelSwitch) -> Bool { switches.contains(modelSwitch) }

    package var isInSwiftUIUpdate: Bool { swiftUIUpdateDepth > 0 }

    package func fail(_ message: String) {
        failures.append(message)
    }
}

/// Deterministic font metrics: a line is 1.25 × the point size tall, 1.5 × when it holds a character drawn with a
/// fallback font (emoji, CJK), so that N lines of mixed text are not N × lineHeight.
package enum ModelFontMetrics {
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

    static func lineHeight(_ size: CGFloat) -> CGFloat { size * 1.25 }

    static func raise(_ message: String) {
        MainActor.assumeIsolated { AppleModel.current.fail("exception: \(message)") }
    }

    static func usesFallbackFont(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value >= 0x2E80 }
    }
}

/// Lines of text wrapped at a width, as TextKit would lay them out with the model's metrics: words wrap whole when
/// they fit on a line, a hard line break starts a line, and a text ending in one has an empty last line.
package struct ModelTextLayout {
    package struct Line {
        package var utf16: Range<Int>
        package var height: CGFloat
        package var width: CGFloat
        /// The caret's x after each character, by UTF-16 offset; the first entry is the line's start.
        package var stops: [(utf16: Int, x: CGFloat)]
    }

    package private(set) var lines: [Line] = []

    package init(text: String, font: UIFont, width: CGFloat) {
        let available = Swift.max(width, font.size)
        var offset = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let glyphs = paragraph.map { character in
                let fallback = ModelFontMetrics.usesFallbackFont(character)
                return (character, character.utf16.count, fallback ? font.size : font.size * 0.5, fallback)
            }
            var start = 0
            var width: CGFloat = 0
            func emit(_ range: Range<Int>) {
                var line = Line(utf16: offset..<offset, height: font.lineHeight, width: 0, stops: [(offset, 0)])
                for glyph in glyphs[range] {
                    offset += glyph.1
                    line.width += glyph.2
                    line.stops.append((offset, line.width))
                    if glyph.3 { line.height = Swift.max(line.height, font.lineHeight * 1.5) }
                }
                line.utf16 = line.utf16.lowerBound..<offset
                lines.append(line)
            }
            for index in glyphs.indices {
                let glyph = glyphs[index]
                if width + glyph.2 > available && index > start && glyph.0 != " " {
                    let space = glyphs[start..<index].lastIndex { $0.0 == " " }
                    let end = space.map { $0 + 1 } ?? index
                    emit(start..<end)
                    start = end
                    width = glyphs[start..<index].reduce(0) { $0 + $1.2 }
                }
                width += glyph.2
            }
            emit(start..<glyphs.count)
            offset += 1  // the line break
        }
    }

    package var height: CGFloat { lines.reduce(0) { $0 + $1.height } }

    package var usedWidth: CGFloat { lines.map(\.width).max() ?? 0 }

    /// Where a caret at `offset` is drawn: the top of its line, its x and the line's height.
    package func caret(at offset: Int) -> (top: CGFloat, x: CGFloat, height: CGFloat) {
        var top: CGFloat = 0
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1].utf16.lowerBound : Int.max
            if offset < next || index == lines.count - 1 {
                let x = line.stops.last { $0.utf16 <= offset }?.x ?? 0
                return (top, x, line.height)
            }
            top += line.height
        }
        return (0, 0, 0)
    }
}
