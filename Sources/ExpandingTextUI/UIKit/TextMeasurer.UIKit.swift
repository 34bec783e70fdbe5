#if canImport(UIKit)
import ExpandingTextCore
import UIKit

/// Measures text the way a UIKit ``GrowingTextView`` lays it out: the samples for the limits in an off-screen text
/// view configured like it (font, paragraph style, insets, padding), so the live view is never touched while
/// measuring them.
///
/// Core converts a line-based policy to heights with the measured height of N lines of sample text, so a maximum of
/// five lines is exactly five lines tall, line spacing and font leading included. The minimum is raised to fit a
/// multi-line placeholder, so the first keystroke does not change the height.
@MainActor
struct TextMeasurer: TextMeasuring {
    let view: GrowingTextView

    /// The width lines wrap at in a view `width` wide: the text container is inset from the view, and lines from the
    /// container by the line fragment padding at both ends.
    func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
        let inset = view.textContainerInset
        return max(width - inset.left - inset.right - 2 * view.textContainer.lineFragmentPadding, 1)
    }

    /// The height of the view's text at `width`, insets included, with the caret's empty last line after a final
    /// line break.
    func contentHeight(width: CGFloat) -> Double {
        let height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height + scrollInsets
        // Whether `sizeThatFits` counts the empty line after a final line break is not documented, so a text ending
        // in one is measured with a character on it.
        let lineBreaks: Set<UInt16> = [0x0A, 0x0D, 0x2028, 0x2029]
        guard let last = view.textStorage.string.utf16.last, lineBreaks.contains(last) else { return Double(height) }
        return Double(max(height, self.height(of: (view.text ?? "") + "\u{200B}", width: width)))
    }

    /// The view's height limits at `width`.
    func heightLimits(width: CGFloat) -> HeightLimits {
        do {
            let scale = HeightLimits.displayScale(reported: Double(view.traitCollection.displayScale))
            var limits = try view.expansion.heightLimits(displayScale: scale) { lines in
                Double(height(of: ExpansionPolicy.sampleText(lines: lines), width: width))
            }
            if !view.placeholder.isEmpty {
                limits = limits.accommodatingPlaceholder(height: Double(height(of: view.placeholder, width: width)))
            }
            return limits
        } catch {
            failPrecondition("GrowingTextView: \(error)")
        }
    }

    /// The scroll view's insets above and below the content (the safe area's part included), which `sizeThatFits`
    /// leaves out.
    private var scrollInsets: CGFloat {
        let insets = view.adjustedContentInset
        return insets.top + insets.bottom
    }

    /// The height of `sample` laid out as the view would lay it out at `width`, insets included.
    func height(of sample: String, width: CGFloat) -> CGFloat {
        let sizer = view.sizer ?? UITextView(frame: .zero, textContainer: nil)
        view.sizer = sizer
        if !(sizer.font?.drawsLike(view.font) ?? false) { sizer.font = view.font }
        sizer.textContainerInset = view.textContainerInset
        sizer.textContainer.lineFragmentPadding = view.textContainer.lineFragmentPadding
        sizer.attributedText = NSAttributedString(string: sample, attributes: view.typingAttributes)
        return sizer.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height + scrollInsets
    }
}
#endif
