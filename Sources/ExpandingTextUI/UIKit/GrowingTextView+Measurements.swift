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
            let sizer = view.sizer ?? UITextView(frame: .zero, textContainer: nil)
            view.sizer = sizer
            sizer.font = view.font
            sizer.textContainerInset = view.textContainerInset
            sizer.textContainer.lineFragmentPadding = view.textContainer.lineFragmentPadding
            let attributes = view.typingAttributes
            let fitting = CGSize(width: width, height: .greatestFiniteMagnitude)
            func height(of sample: String) -> Double {
                sizer.attributedText = NSAttributedString(string: sample, attributes: attributes)
                return Double(sizer.sizeThatFits(fitting).height)
            }
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
    }
}
#endif
