// The behaviour of the model's UITextView: its own controls (acting as the user, the keyboard and the input method)
// and the machinery behind the thin bodies of UITextView.swift. Where a behaviour is assumed or contested, a switch
// of Model.swift picks the variant.

extension UITextView {
    // MARK: - Acting as the user and the keyboard

    /// Autocorrection or a predictive suggestion replacing a word the user typed.
    package func autocorrect(_ range: NSRange, with text: String) {
        edit(range, with: text, asking: !AppleModel.current.isOn(.autocorrectionBypassesShouldChange), notifying: true)
    }

    /// Undo (shake, ⌘Z, three-finger swipe): reverts the last edit, tells the delegate the text changed (or by the
    /// switch not), and posts the undo manager's notification.
    package func undo() {
        guard let last = undoStack.popLast() else { return }
        let restored = String(decoding: last.replaced, as: UTF16.self)
        let notifying = !AppleModel.current.isOn(.undoIsSilent)
        edit(last.range, with: restored, asking: false, notifying: notifying, registersUndo: false)
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: undoManager)
    }

    /// A tap that moves the caret.
    package func userSelect(_ range: NSRange) {
        selection = range
        marked = nil
        sendToDelegate("textViewDidChangeSelection:", delegate) { $0.textViewDidChangeSelection(self) }
    }

    /// A hardware Return held down for `repeats` key repeats, then released: `pressesBegan` once, the line break
    /// again for each repeat without a new `pressesBegan` (only when the first press reached the text system, or
    /// by the switch always), then `pressesEnded` once, or `pressesCancelled` when the system interrupted the press
    /// (the app became inactive).
    package func holdReturnKey(modifiers: UIKeyModifierFlags = [], repeats: Int = 0, interrupted: Bool = false) {
        let presses: Set<UIPress> = [UIPress(key: UIKey(keyCode: .keyboardReturnOrEnter, modifierFlags: modifiers))]
        let event = UIPressesEvent()
        heldKeyReachedTextSystem = false
        pressesBegan(presses, with: event)
        let repeatsReachTextSystem =
            heldKeyReachedTextSystem || AppleModel.current.isOn(.keyRepeatsReachTextSystemRegardless)
        for _ in 0..<repeats where repeatsReachTextSystem { insertText("\n") }
        if interrupted {
            pressesCancelled(presses, with: event)
        } else {
            pressesEnded(presses, with: event)
        }
    }

    /// Paste chosen in the edit menu, or ⌘V on a hardware keyboard: UIKit offers it only when the view says it can
    /// perform it (`uikit.textview.pasteOfferedForTextOnly`).
    ///
    /// - Returns: Whether Paste was offered.
    package func pasteFromEditMenu() -> Bool {
        guard canPerformAction(NSSelectorFromString("paste:"), withSender: nil) else { return false }
        paste(nil)
        return true
    }

    /// The font the text is laid out with: UITextView's default is the 12-point system font.
    package var layoutFont: UIFont { storedFont ?? UIFont.systemFont(ofSize: 12) }

    // MARK: - Text set from code

    /// Setting the text from code: no delegate callbacks, the caret to the end, the undo stack cleared.
    func setContents(_ newUnits: [UInt16]) {
        storedText.replaceCharacters(
            in: NSRange(location: 0, length: units.count), with: String(decoding: newUnits, as: UTF16.self))
        storedText.setAttributes(nil, range: NSRange(location: 0, length: units.count))
        colorAllText()
        marked = nil
        selection = NSRange(location: units.count, length: 0)
        undoStack = []
        setNeedsLayout()
    }

    /// Styled text from code: its attributes are kept, and its first font becomes the view's.
    func setContents(from attributed: NSAttributedString?) {
        if let attributed, attributed.length > 0,
            let font = attributed.attribute(ModelFontMetrics.fontKey, at: 0, effectiveRange: nil) as? UIFont
        {
            storedFont = font
        }
        setContents(attributed?.units ?? [])
        guard let attributed else { return }
        var start = 0
        for run in attributed.runs {
            storedText.setAttributes(run.attributes, range: NSRange(location: start, length: run.length))
            start += run.length
        }
    }

    /// The text colour applies to every character (`uikit.textview.textColorColorsAllText`), replacing the colours
    /// of ranges.
    func colorAllText() {
        let all = NSRange(location: 0, length: units.count)
        if let storedTextColor {
            storedText.addAttribute(.foregroundColor, value: storedTextColor, range: all)
        } else {
            storedText.removeAttribute(.foregroundColor, range: all)
        }
    }

    /// What `textColor` reads once the text has characters: the first one's colour
    /// (`uikit.textview.textColorGetter`).
    var firstCharacterColor: UIColor? {
        units.isEmpty ? nil : storedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    /// An attribute change of the text storage while an input method composes ends the composition, by the switch
    /// (`uikit.textview.attributeEditsKeepSelection`).
    func attributesDidChange() {
        if marked != nil, AppleModel.current.isOn(.attributeEditsEndComposition) { endComposition() }
    }

    /// A selection set from code, clamped to the text; the delegate hears of a change.
    func select(_ range: NSRange) {
        let location = Swift.min(Swift.max(range.location, 0), units.count)
        let clamped = NSRange(location: location, length: Swift.min(range.length, units.count - location))
        guard clamped != selection else { return }
        selection = clamped
        sendToDelegate("textViewDidChangeSelection:", delegate) { $0.textViewDidChangeSelection(self) }
    }

    // MARK: - The text input system

    /// A plain-text view offers Paste when it is editable and the pasteboard holds text; an image alone does not
    /// count (`uikit.textview.pasteOfferedForTextOnly`).
    func canPerformModelAction(_ action: Selector) -> Bool {
        action == NSSelectorFromString("paste:") && isEditable && UIPasteboard.general.hasStrings
    }

    /// Paste in a plain-text view: the pasteboard's first text replaces the selection as one edit
    /// (`uikit.textview.pasteIsOneReplacement`); other content is left out.
    func pasteText() {
        let texts = AppleModel.current.pasteboardItems.lazy.compactMap { $0.content(conformingTo: "public.plain-text") }
        guard let text = texts.first else { return }
        insertText(text)
    }

    /// A position `offset` away, in UTF-16 units or by the switch in composed characters.
    func movedPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard AppleModel.current.isOn(.offsetsCountCharacters) else {
            let target = position.offset + offset
            return (0...units.count).contains(target) ? UITextPosition(offset: target) : nil
        }
        // Offsets in composed characters: walk whole characters from the position.
        let text = String(decoding: units, as: UTF16.self)
        guard let start = text.utf16.index(text.utf16.startIndex, offsetBy: position.offset, limitedBy: text.utf16.endIndex),
            let target = text.index(start, offsetBy: offset, limitedBy: offset < 0 ? text.startIndex : text.endIndex)
        else { return nil }
        return UITextPosition(offset: text.utf16.distance(from: text.utf16.startIndex, to: target))
    }

    /// `replace(_:withText:)`: refused on a read-only view, silent, without undo or with the caret before the text,
    /// as the switches give.
    func replaceThroughTextInput(_ range: NSRange, with text: String) {
        let model = AppleModel.current
        if !isEditable && model.isOn(.replaceRefusedWhenNotEditable) { return }
        let silent = model.isOn(.replaceIsSilent)
        edit(
            range, with: text, asking: !silent, notifying: !silent,
            registersUndo: !model.isOn(.replaceRegistersNoUndo), caretAfter: !model.isOn(.replaceLeavesCaretBefore))
    }

    /// A step of a composition: the marked text replaces the previous one (or the selection), with or without
    /// `shouldChangeTextIn` and `textViewDidChange`, as the switches give.
    func compose(_ markedText: String, selectedRange: NSRange) {
        let model = AppleModel.current
        let silent = model.isOn(.markedTextSendsNoDidChange)
        let applied = edit(
            marked ?? selection, with: markedText, asking: !model.isOn(.markedTextSkipsShouldChange),
            notifying: !silent, marking: true)
        if let marked { selection = NSRange(location: marked.location + selectedRange.location, length: 0) }
        if applied && silent { sendToDelegate("textViewDidChangeSelection:", delegate) { $0.textViewDidChangeSelection(self) } }
    }

    /// The committed text stays and no character changes: a text change is reported, or by the switch only a
    /// selection change.
    func endComposition() {
        guard marked != nil else { return }
        marked = nil
        if AppleModel.current.isOn(.unmarkSendsOnlySelection) {
            sendToDelegate("textViewDidChangeSelection:", delegate) { $0.textViewDidChangeSelection(self) }
        } else {
            notify()
        }
    }

    /// What Backspace deletes: the marked text or the selection, else the composed character before the caret.
    func rangeBackspaceDeletes() -> NSRange? {
        let range = marked ?? selection
        guard range.length == 0 else { return range }
        guard range.location > 0 else { return nil }
        let before = String(decoding: units[0..<range.location], as: UTF16.self)
        let length = before.last.map { $0.utf16.count } ?? 1
        return NSRange(location: range.location - length, length: length)
    }

    /// Applies an edit; `false` if the delegate refused it. An edit the user typed scrolls to the caret at the moment
    /// the switches of `uikit.textview.scrollToCaretTiming` give.
    @discardableResult
    func edit(
        _ range: NSRange, with text: String, asking: Bool, notifying: Bool, marking: Bool = false,
        registersUndo: Bool = true, caretAfter: Bool = true, scrollsToCaret: Bool = false
    ) -> Bool {
        let lower = Swift.min(range.location, units.count)
        let upper = Swift.min(range.location + range.length, units.count)
        let clamped = NSRange(location: lower, length: upper - lower)
        if asking {
            let allowed = sendToDelegate("textView:shouldChangeTextIn:replacementText:", delegate) {
                $0.textView(self, shouldChangeTextIn: clamped, replacementText: text)
            }
            if allowed == false { return false }
        }
        let inserted = Array(text.utf16)
        if registersUndo {
            undoStack.append((NSRange(location: lower, length: inserted.count), Array(units[lower..<upper])))
        }
        storedText.replaceCharacters(in: clamped, with: text)
        marked = marking && !inserted.isEmpty ? NSRange(location: lower, length: inserted.count) : nil
        selection = NSRange(location: caretAfter ? lower + inserted.count : lower, length: 0)
        setNeedsLayout()
        let moment = scrollsToCaret ? CaretScrollMoment.current : nil
        if moment == .beforeChangeCallbacks { scrollCaretToVisibleAsTheTextSystemDoes() }
        if notifying { notify() }
        if moment == .afterChangeCallbacks { scrollCaretToVisibleAsTheTextSystemDoes() }
        if moment == .atNextLayout { scrollsToCaretAtLayout = true }
        return true
    }

    /// The change callbacks, in the order the switch gives.
    func notify() {
        if AppleModel.current.isOn(.selectionAfterDidChange) {
            sendToDelegate("textViewDidChange:", delegate) { $0.textViewDidChange(self) }
            sendToDelegate("textViewDidChangeSelection:", delegate) { $0.textViewDidChangeSelection(self) }
        } else {
            sendToDelegate("textViewDidChangeSelection:", delegate) { $0.textViewDidChangeSelection(self) }
            sendToDelegate("textViewDidChange:", delegate) { $0.textViewDidChange(self) }
        }
    }

    // MARK: - Scrolling to the caret

    /// When the text system scrolls to the caret after an edit the user typed.
    package enum CaretScrollMoment {
        case beforeChangeCallbacks, afterChangeCallbacks, atNextLayout

        @MainActor package static var current: CaretScrollMoment {
            let model = AppleModel.current
            if model.isOn(.caretScrolledAtNextLayout) { return .atNextLayout }
            return model.isOn(.caretScrolledBeforeChangeCallbacks) ? .beforeChangeCallbacks : .afterChangeCallbacks
        }
    }

    /// The text system keeps the caret in view while the user types, with the bounds the view has at the time.
    func scrollCaretToVisibleAsTheTextSystemDoes() {
        guard isFirstResponder, !AppleModel.current.isOn(.textSystemDoesNotScrollToCaret) else { return }
        scrollRectToVisible(caretRect(for: UITextPosition(offset: selection.location)), animated: false)
    }

    func scrollToCaretIfDeferred() {
        guard scrollsToCaretAtLayout else { return }
        scrollsToCaretAtLayout = false
        scrollCaretToVisibleAsTheTextSystemDoes()
    }

    // MARK: - Measuring

    func layout(width: CGFloat) -> ModelTextLayout {
        let inset = textContainerInset
        return ModelTextLayout(
            text: text, font: layoutFont,
            width: width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// `sizeThatFits`: the text's height at `width` with the insets, and the width its longest line uses.
    func fittingSize(width: CGFloat) -> CGSize {
        let lines = layout(width: width).lines
        var height = lines.reduce(0) { $0 + $1.height }
        if AppleModel.current.isOn(.trailingLineBreakNotMeasured), units.last == 0x0A, let last = lines.last {
            height -= last.height
        }
        let inset = textContainerInset
        let used = (lines.map(\.width).max() ?? 0) + 2 * textContainer.lineFragmentPadding + inset.left + inset.right
        return CGSize(width: Swift.min(used, width), height: height + inset.top + inset.bottom)
    }

    /// The caret's rectangle at a UTF-16 offset, in content coordinates.
    func caretRectangle(at offset: Int) -> CGRect {
        let caret = layout(width: bounds.width).caret(at: offset)
        return CGRect(
            x: textContainerInset.left + textContainer.lineFragmentPadding + caret.x,
            y: textContainerInset.top + caret.top, width: 2, height: caret.height)
    }

    // MARK: - Focus

    /// `becomeFirstResponder()`: never during a SwiftUI update, only in a window, on a read-only view only by the
    /// switch.
    func takeFocus() -> Bool {
        let model = AppleModel.current
        if model.isInSwiftUIUpdate { model.fail("becomeFirstResponder() called during a SwiftUI view update") }
        guard window != nil, isEditable || model.isOn(.focusSucceedsWhenNotEditable) else { return false }
        if isFirstResponder { return true }
        if sendToDelegate("textViewShouldBeginEditing:", delegate, { $0.textViewShouldBeginEditing(self) }) == false {
            return false
        }
        if let current = model.firstResponder, !current.resignFirstResponder() { return false }
        model.firstResponder = self
        sendToDelegate("textViewDidBeginEditing:", delegate) { $0.textViewDidBeginEditing(self) }
        return true
    }
}
