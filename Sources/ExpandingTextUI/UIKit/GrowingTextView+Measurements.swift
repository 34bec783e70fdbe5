#if canImport(UIKit)
import ExpandingTextCore
import UIKit

extension GrowingTextView {
    /// The height limits of the view at one width, from heights UIKit measured.
    ///
    /// Core converts a line-based policy to heights with the measured height of N lines of sample text, laid out
    /// by an off-screen text view configured like this one (font, paragraph style, insets, padding). So a maximum of
    /// five lines is exactly five lines tall, line spacing and font leading included, and the live view is never
    /// touched while measuring. The minimum is raised to fit a multi-line placeholder, so the first keystroke does
    /// not change the height.
    struct Measurements {
        var width: CGFloat
        var limits: HeightLimits

        @MainActor
        static func measure(for view: GrowingTextView, width: CGFloat) -> Measurements {
            func height(of sample: String) -> Double { Double(Self.height(of: sample, for: view, width: width)) }
            do {
                let scale = HeightLimits.displayScale(reported: Double(view.traitCollection.displayScale))
                var limits = try view.expansion.heightLimits(displayScale: scale) { lines in
                    height(of: ExpansionPolicy.sampleText(lines: lines))
                }
                if !view.placeholder.isEmpty {
                    limits = limits.accommodatingPlaceholder(height: height(of: view.placeholder))
                }
                return Measurements(width: width, limits: limits)
            } catch {
                failPrecondition("GrowingTextView: \(error)")
            }
        }

        /// The height of `sample` laid out as the view would lay it out at `width`, insets included.
        @MainActor
        static func height(of sample: String, for view: GrowingTextView, width: CGFloat) -> CGFloat {
            let sizer = view.sizer ?? UITextView(frame: .zero, textContainer: nil)
            view.sizer = sizer
            if !(sizer.font?.drawsLike(view.font) ?? false) { sizer.font = view.font }
            sizer.textContainerInset = view.textContainerInset
            sizer.textContainer.lineFragmentPadding = view.textContainer.lineFragmentPadding
            sizer.attributedText = NSAttributedString(string: sample, attributes: view.typingAttributes)
            return sizer.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
    }
}
#endif
