// The behaviour of the model's text views behind the declarations in NSTextView.swift: editing as the text system
// does it (asked first, registered with the undo manager, announced after, the caret kept in view), the input
// method, layout and sizing, and the controls the scenarios use to act as the user. What varies by macOS version or
// is undocumented follows the switches in Model.swift.

extension NSTextView {
    /// The model's part of `init(frame:)`: the sizes a new text view starts with (the maximum may be its initial
    /// frame, which is why Apple's recipe sets both), and the storage reporting its changes to this view.
    func prepareModel(frame frameRect: NSRect) {
        if AppleModel.current.isOn(.maxSizeEqualsInitialFrame) { maxSize = frameRect.size }
        minSize = frameRect.size
        storage.owner = self
        storage.onAttributesChange = { [weak self] _ in
            MainActor.assumeIsolated { self?.attributesDidChange() }
        }
    }

    /// An attribute change of the text storage while an input method composes ends the composition, by the switch
    /// (`appkit.textview.attributeEditsKeepSelection`).
    func attributesDidChange() {
        if marked != nil, AppleModel.current.isOn(.attributeEditsEndComposition) { unmarkText() }
    }

    func select(_ charRange: NSRange) {
        let location = Swift.min(Swift.max(charRange.location, 0), storage.length)
        selection = NSRange(location: location, length: Swift.min(charRange.length, storage.length - location))
        postSelectionChange()
    }

    /// `shouldChangeText(in:replacementString:)`: refused without asking while not editable; the first change of an
    /// editing session asks the delegate whether editing may begin; an allowed change opens an editing step that
    /// `didChangeText()` closes.
    func askDelegate(toChange range: NSRange, to replacement: String?) -> Bool {
        guard isEditable else { return false }
        if !editingSessionBegan {
            let allowed = ObjCMessage.send("textShouldBeginEditing:", to: delegate) { $0.textShouldBeginEditing(self) }
            guard allowed ?? true else { return false }
            editingSessionBegan = true
        }
        // An edit the delegate asks for from inside the callback asks again: the outer callback is still running.
        let wasAskingDelegate = askingDelegate
        askingDelegate = true
        defer { askingDelegate = wasAskingDelegate }
        let allowed = delegate?.textView(self, shouldChangeTextIn: range, replacementString: replacement) ?? true
        if allowed { inEditingSequence = true }
        return allowed
    }

    /// `didChangeText()`: closes the editing step and tells the delegate, now or once the step has ended.
    func endEditingStep() {
        inEditingSequence = false
        if AppleModel.current.isOn(.didChangeDeferred) {
            guard !changeNotificationPending else { return }
            changeNotificationPending = true
            DispatchQueue.main.async { [weak self] in
                self?.changeNotificationPending = false
                self?.postTextChange()
            }
        } else {
            postTextChange()
        }
    }

    private func postTextChange() {
        delegate?.textDidChange(Notification(name: Notification.Name("NSTextDidChangeNotification"), object: self))
    }

    private func postSelectionChange() {
        delegate?.textViewDidChangeSelection(
            Notification(name: Notification.Name("NSTextViewDidChangeSelectionNotification"), object: self))
    }

    func insert(_ text: String, replacing replacementRange: NSRange) {
        let range = replacementRange.location == NSNotFound ? (marked ?? selection) : replacementRange
        userEdit(range, with: text, marking: false)
    }

    /// `setMarkedText`: replaces the marked text, or the selection when there is none.
    func mark(_ text: String, selecting selectedRange: NSRange, replacing replacementRange: NSRange) {
        var range = marked ?? selection
        if replacementRange.location != NSNotFound, let marked {
            range = NSRange(location: marked.location + replacementRange.location, length: replacementRange.length)
        }
        let notifying = !AppleModel.current.isOn(.setMarkedTextPostsNoChange)
        guard userEdit(range, with: text, marking: true, notifying: notifying) else { return }
        if let marked { selection = NSRange(location: marked.location + selectedRange.location, length: 0) }
    }

    /// `unmarkText()`: the marked text stays as if inserted; no character changes, so only the selection is
    /// announced.
    func acceptMarkedText() {
        guard marked != nil else { return }
        marked = nil
        postSelectionChange()
    }

    func scrollCaretToVisible(at offset: Int) {
        guard let clip = superview as? NSClipView else { return }
        clip.scrollToVisible(caretRect(at: offset))
    }

    /// Typing, deleting, pasting and the input method: asked first, registered with the undo manager, announced
    /// after, the caret kept in view. `false` if the change was refused.
    @discardableResult
    private func userEdit(_ range: NSRange, with text: String, marking: Bool, notifying: Bool = true) -> Bool {
        guard isEditable else { return false }
        let lower = Swift.min(range.location, storage.length)
        let clamped = NSRange(location: lower, length: Swift.min(range.location + range.length, storage.length) - lower)
        guard shouldChangeText(in: clamped, replacementString: text) else { return false }
        storage.replaceCharacters(in: clamped, with: text)
        let length = (text as NSString).length
        marked = marking && length > 0 ? NSRange(location: lower, length: length) : nil
        selection = NSRange(location: lower + length, length: 0)
        if !notifying {
            inEditingSequence = false
        } else if AppleModel.current.isOn(.didChangeThenSelection) {
            didChangeText()
            postSelectionChange()
        } else {
            postSelectionChange()
            didChangeText()
        }
        scrollRangeToVisible(selection)
        return true
    }

    /// Called by the storage after every change to its characters, whoever made it.
    func storageDidReplace(_ range: NSRange, with replacement: NSRange, replaced: String) {
        let model = AppleModel.current
        if askingDelegate { model.fail("text storage edited inside shouldChangeText(in:replacementString:)") }
        if inEditingSequence && allowsUndo { undoStack.append((replacement, replaced)) }
        let delta = replacement.length - range.length
        if selection.location >= range.location + range.length {
            selection.location += delta
        } else if selection.location > range.location {
            selection = NSRange(location: replacement.location + replacement.length, length: 0)
        }
        selection.location = Swift.min(selection.location, storage.length)
        selection.length = Swift.min(selection.length, storage.length - selection.location)
        if let current = marked, current.location + current.length > storage.length { marked = nil }
        sizeToFitText()
    }

    /// The width lines are laid out in: the container's, less the line fragment padding at both ends.
    private var lineWidth: CGFloat {
        let containerWidth =
            container.widthTracksTextView ? frame.width - 2 * textContainerInset.width : container.containerSize.width
        return containerWidth - 2 * container.lineFragmentPadding
    }

    package var layout: ModelTextLayout {
        ModelTextLayout(text: storage.string, fontSize: storedFont.size, width: lineWidth)
    }

    /// Where the caret at `offset` is drawn, in the text view's coordinates.
    package func caretRect(at offset: Int) -> NSRect {
        let caret = layout.caret(at: offset)
        return NSRect(
            x: textContainerInset.width + container.lineFragmentPadding + caret.x,
            y: textContainerInset.height + caret.top, width: 1, height: caret.height)
    }

    /// A vertically resizable text view takes its text's height, within its minimum and maximum sizes.
    func sizeToFitText() {
        guard isVerticallyResizable else { return }
        let height = Swift.min(
            Swift.max(layout.height + 2 * textContainerInset.height, minSize.height), maxSize.height)
        if height != frame.height { frame.size.height = height }
        (superview as? NSClipView)?.clampScrollPosition()
    }

    /// The user typing one key's text.
    package func type(_ text: String) {
        for character in text { insertText(String(character), replacementRange: NSRange(location: NSNotFound, length: 0)) }
    }

    /// Backspace: the selection, or the character before the caret.
    package func deleteBackwardKey() {
        var range = marked ?? selection
        if range.length == 0 {
            guard range.location > 0 else { return }
            let before = (storage.string as NSString).substring(to: range.location)
            let length = before.last.map { $0.utf16.count } ?? 1
            range = NSRange(location: range.location - length, length: length)
        }
        userEdit(range, with: "", marking: false)
    }

    /// ⌘V or Edit ▸ Paste: offered when the pasteboard holds a type the view can read
    /// (`appkit.textview.pasteValidatedByReadableTypes`), then read through `readSelection(from:)`.
    ///
    /// - Returns: Whether Paste was offered.
    @discardableResult
    package func pasteKey() -> Bool {
        let available = NSPasteboard.general.types ?? []
        guard isEditable, readablePasteboardTypes.contains(where: available.contains) else { return false }
        _ = readSelection(from: .general)
        return true
    }

    /// The type a paste reads: the first of the view's readable types that the pasteboard holds, or by the switch
    /// the first type on the pasteboard that the view can read (`appkit.textview.preferredPasteboardType`).
    func preferredModelType(
        from available: [NSPasteboard.PasteboardType], allowed: [NSPasteboard.PasteboardType]?
    ) -> NSPasteboard.PasteboardType? {
        let allowed = allowed ?? available
        if AppleModel.current.isOn(.preferredTypeInPasteboardOrder) {
            return available.first(where: allowed.contains)
        }
        return allowed.first(where: available.contains)
    }

    /// A view reads text: the first pasteboard item's text of that type replaces the selection as the user's edit;
    /// a rich text view reads RTF too, and its styles come with it (the model's stand-in: the source's 30-point
    /// font); other types it cannot read.
    func readModelSelection(from pboard: NSPasteboard, type: NSPasteboard.PasteboardType) -> Bool {
        guard type == .string || (type == .rtf && isRichText),
            let text = (pboard.pasteboardItems ?? []).lazy.compactMap({ $0.string(forType: type) }).first
        else { return false }
        let start = (marked ?? selection).location
        guard userEdit(marked ?? selection, with: text, marking: false) else { return true }
        if type == .rtf {
            storage.addAttribute(.font, value: NSFont(size: 30), range: NSRange(location: start, length: (text as NSString).length))
        }
        return true
    }

    /// What the user sees at `location`: the storage's attributes, or in a plain-text view, by the switch, only the
    /// view's font and text colour (`appkit.textview.plainTextAcceptsStorageAttributes`).
    package func drawnAttributes(at location: Int) -> [NSAttributedString.Key: Any] {
        guard !isRichText, AppleModel.current.isOn(.plainTextIgnoresAttributes) else {
            return storage.attributes(at: location, effectiveRange: nil)
        }
        var uniform: [NSAttributedString.Key: Any] = [.font: storedFont]
        uniform[.foregroundColor] = storedTextColor
        return uniform
    }

    /// The input method showing `text` as marked text, the caret at its end.
    package func compose(_ text: String) {
        setMarkedText(
            text, selectedRange: NSRange(location: (text as NSString).length, length: 0),
            replacementRange: NSRange(location: NSNotFound, length: 0))
    }

    /// The input method committing `text` in place of the marked text.
    package func commit(_ text: String) {
        if AppleModel.current.isOn(.commitViaUnmarkText) {
            compose(text)
            unmarkText()
        } else {
            insertText(text, replacementRange: NSRange(location: NSNotFound, length: 0))
        }
    }

    /// Return with `modifiers` held: the input method takes it while composing; otherwise it arrives as a key
    /// binding command, and a newline is inserted unless the delegate handled it.
    package func pressReturn(_ modifiers: NSEvent.ModifierFlags = []) {
        if let marked {
            commit((storage.string as NSString).substring(with: marked))
            return
        }
        let model = AppleModel.current
        model.modifierFlags = modifiers
        defer { model.modifierFlags = [] }
        let command =
            modifiers.contains(.option)
            ? "insertNewlineIgnoringFieldEditor:" : modifiers.contains(.control) ? "insertLineBreak:" : "insertNewline:"
        if delegate?.textView(self, doCommandBy: Selector(command)) == true { return }
        type("\n")
    }

    /// ⌘Z: reverts the last undoable edit as an editing change.
    package func undo() {
        guard let last = undoStack.popLast() else { return }
        guard isEditable else { return }
        storage.replaceCharacters(in: last.range, with: last.replaced)
        selection = NSRange(location: last.range.location + (last.replaced as NSString).length, length: 0)
        didChangeText()
    }
}

extension NSTextInputContext {
    /// The client is to clear its own marked range when it sends `discardMarkedText()`; the input method then drops
    /// its session.
    func dropConversionSession() {
        if owner?.hasMarkedText() == true {
            AppleModel.current.fail("discardMarkedText() sent while the text view still has marked text")
        }
        discardedSessions += 1
    }
}

extension NSText {
    /// The text colour applies to every character (`appkit.text.textColorColorsAllText`), replacing the colours of
    /// ranges.
    func colorAllText() {
        let all = NSRange(location: 0, length: storage.length)
        if let storedTextColor {
            storage.addAttribute(.foregroundColor, value: storedTextColor, range: all)
        } else {
            storage.removeAttribute(.foregroundColor, range: all)
        }
    }

    /// What `textColor` reads once the text has characters: the first one's colour
    /// (`appkit.text.textColorColorsAllText`).
    var firstCharacterColor: NSColor? {
        storage.length == 0 ? nil : storage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? NSColor
    }
}

extension NSTextStorage {
    /// Tells the text view that owns the storage about a change to its characters.
    func tellOwner(_ range: NSRange, replacedBy text: String, replaced: String) {
        let replacement = NSRange(location: range.location, length: (text as NSString).length)
        let owner = owner
        MainActor.assumeIsolated { owner?.storageDidReplace(range, with: replacement, replaced: replaced) }
    }
}

extension NSTextField {
    /// A label's fitting size: its text laid out at its preferred maximum width, unbounded when that is 0.
    var labelSize: NSSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        let layout = ModelTextLayout(text: stringValue, fontSize: (font ?? NSFont(size: 13)).size, width: width)
        return NSSize(width: layout.usedWidth, height: layout.height)
    }
}

extension NSAttributedString {
    /// The text laid out at `width` in the font of its first character, from the origin.
    func laidOutRect(width: CGFloat) -> NSRect {
        let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? NSFont : nil
        let layout = ModelTextLayout(text: string, fontSize: (font ?? NSFont(size: 12)).size, width: width)
        return NSRect(x: 0, y: 0, width: layout.usedWidth, height: layout.height)
    }
}
