#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ExpandingTextCore

/// Measures text the way an AppKit ``GrowingTextView`` lays it out, on a copy of its text: never by asking the
/// live text view, whose layout may be under way when the measurement is needed.
///
/// The content and the N-line samples for the limits are measured the same way, so a maximum of N lines is
/// exactly N lines of the real text's attributes tall.
@MainActor
struct TextMeasurer: TextMeasuring {
    let view: GrowingTextView

    /// The measured height of the view's text at `width`, insets included (the text container's and the scroll
    /// view's content insets, which hold the room kept below the text).
    func contentHeight(width: CGFloat) -> Double {
        height(of: view.textView.attributedString(), width: width)
    }

    /// The view's height limits at `width`: a line-based policy converted with measured samples of N lines, the
    /// minimum raised to fit a multi-line placeholder.
    func heightLimits(width: CGFloat) -> HeightLimits {
        do {
            let scale = HeightLimits.displayScale(reported: view.window.map { Double($0.backingScaleFactor) })
            var limits = try view.expansion.heightLimits(displayScale: scale) { lines in
                let sample = ExpansionPolicy.sampleText(lines: lines)
                return height(of: NSAttributedString(string: sample, attributes: attributes), width: width)
            }
            if !view.placeholder.isEmpty {
                let placeholder = NSAttributedString(string: view.placeholder, attributes: attributes)
                limits = limits.accommodatingPlaceholder(height: height(of: placeholder, width: width))
            }
            return limits
        } catch {
            failPrecondition("GrowingTextView: \(error)")
        }
    }

    private var attributes: [NSAttributedString.Key: Any] {
        var attributes = view.textView.typingAttributes
        attributes[.font] = view.font
        return attributes
    }

    /// The height of `text` laid out at `width`, insets included, so the limits grow by the room kept below the text. A zero-width space is measured after the text so
    /// that an empty text, and an empty last line after a final line break, count as one line, as the caret shows.
    private func height(of text: NSAttributedString, width: CGFloat) -> Double {
        let measured = NSMutableAttributedString(attributedString: text)
        measured.append(NSAttributedString(string: "\u{200B}", attributes: attributes))
        let rect = measured.boundingRect(
            with: NSSize(width: lineWidth(forViewWidth: width), height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            context: nil
        )
        let insets = view.contentInsets
        return Double(rect.height + 2 * view.textView.textContainerInset.height + insets.top + insets.bottom)
    }

    /// The height of one line of `font`, as the text system sets it.
    static func lineHeight(of font: NSFont) -> CGFloat {
        NSAttributedString(string: "\u{200B}", attributes: [.font: font]).boundingRect(
            with: NSSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            context: nil
        ).height
    }

    /// The width lines wrap at in a view `width` wide. The text view tracks the clip view, which a legacy scroller
    /// or a border leaves narrower than the scroll view, by the same amount at any width; its text container is
    /// inset from it, and lines are inset from the container by the line fragment padding at both ends.
    func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
        let chrome = max(view.bounds.width - view.contentSize.width, 0)
        let inset = view.textView.textContainerInset
        let padding = view.textView.textContainer?.lineFragmentPadding ?? 5
        return max(width - chrome - 2 * inset.width - 2 * padding, 1)
    }
}
#endif
