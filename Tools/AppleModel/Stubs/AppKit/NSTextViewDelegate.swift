// AppKit's text delegates, as the SDK declares them: `@objc` protocols whose requirements are all optional, so an
// app's delegate implements any of them and AppKit sends only those it responds to. Without Objective-C interop (the
// model's run) the requirements are plain ones, and the extensions below give each the result AppKit assumes for a
// delegate that does not implement it.

// AppKit/NSTextDelegate
@objc public protocol NSTextDelegate: NSObjectProtocol {
    // AppKit/NSTextDelegate/textShouldBeginEditing(_:)
    @MainActor @objc optional func textShouldBeginEditing(_ textObject: NSText) -> Bool

    // AppKit/NSTextDelegate/textDidChange(_:)
    @MainActor @objc optional func textDidChange(_ notification: Notification)
}

// AppKit/NSTextViewDelegate
@objc public protocol NSTextViewDelegate: NSTextDelegate {
    // AppKit/NSTextViewDelegate/textView(_:shouldChangeTextIn:replacementString:)
    @MainActor @objc optional func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool

    // AppKit/NSTextViewDelegate/textViewDidChangeSelection(_:)
    @MainActor @objc optional func textViewDidChangeSelection(_ notification: Notification)

    // AppKit/NSTextViewDelegate/textView(_:doCommandBy:)
    @MainActor @objc optional func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
}

#if !_runtime(_ObjC)
extension NSTextDelegate {
    // AppKit/NSTextDelegate/textShouldBeginEditing(_:)
    @MainActor public func textShouldBeginEditing(_ textObject: NSText) -> Bool { true }

    // AppKit/NSTextDelegate/textDidChange(_:)
    @MainActor public func textDidChange(_ notification: Notification) {}
}

extension NSTextViewDelegate {
    // AppKit/NSTextViewDelegate/textView(_:shouldChangeTextIn:replacementString:)
    @MainActor public func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool { true }

    // AppKit/NSTextViewDelegate/textViewDidChangeSelection(_:)
    @MainActor public func textViewDidChangeSelection(_ notification: Notification) {}

    // AppKit/NSTextViewDelegate/textView(_:doCommandBy:)
    @MainActor public func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool { false }
}
#endif
