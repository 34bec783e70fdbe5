// UIKit's text view delegate, as the SDK declares it: an `@objc` protocol whose requirements are all optional, so an
// app's delegate implements any of them and UIKit sends only those it responds to. Without Objective-C interop (the
// model's run) the requirements are plain ones, and the extension below gives each the result UIKit assumes for a
// delegate that does not implement it.

// UIKit/UITextViewDelegate
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor @objc public protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    // UIKit/UITextViewDelegate/textViewShouldBeginEditing(_:)
    @objc optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

    // UIKit/UITextViewDelegate/textViewDidBeginEditing(_:)
    @objc optional func textViewDidBeginEditing(_ textView: UITextView)

    // UIKit/UITextViewDelegate/textViewDidEndEditing(_:)
    @objc optional func textViewDidEndEditing(_ textView: UITextView)

    // UIKit/UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)
    @objc optional func textView(
        _ textView: UITextView,
        shouldChangeTextIn range: NSRange,
        replacementText text: String
    ) -> Bool

    // UIKit/UITextViewDelegate/textViewDidChange(_:)
    @objc optional func textViewDidChange(_ textView: UITextView)

    // UIKit/UITextViewDelegate/textViewDidChangeSelection(_:)
    @objc optional func textViewDidChangeSelection(_ textView: UITextView)
}

#if !_runtime(_ObjC)
extension UITextViewDelegate {
    // UIKit/UITextViewDelegate/textViewShouldBeginEditing(_:)
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

    // UIKit/UITextViewDelegate/textViewDidBeginEditing(_:)
    public func textViewDidBeginEditing(_ textView: UITextView) {}

    // UIKit/UITextViewDelegate/textViewDidEndEditing(_:)
    public func textViewDidEndEditing(_ textView: UITextView) {}

    // UIKit/UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)
    public func textView(
        _ textView: UITextView,
        shouldChangeTextIn range: NSRange,
        replacementText text: String
    ) -> Bool { true }

    // UIKit/UITextViewDelegate/textViewDidChange(_:)
    public func textViewDidChange(_ textView: UITextView) {}

    // UIKit/UITextViewDelegate/textViewDidChangeSelection(_:)
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
#endif
