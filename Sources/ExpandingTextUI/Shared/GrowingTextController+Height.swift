#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore
import Foundation

// MARK: - Height

// The platform measures, through its host's `TextMeasuring`; the controller keeps the measured limits, asks Core for
// the clamped height and whether the view scrolls, and tells the app when the height changed. The host applies the
// outcome (its intrinsic size, its scroll elasticity) and runs the report in its own animation.
extension GrowingTextController {
    /// The height and what deciding it keeps between layout passes.
    struct Sizing {
        /// The height the view asks for, clamped between the limits; zero until the view has a width.
        var height: CGFloat = 0
        /// Whether the text is taller than the maximum, so that the view scrolls.
        var isScrollEnabled = false
        /// Limits by the line width they were measured at: a rotation and back, or SwiftUI's proposals, measure
        /// nothing again until an attribute that changes the limits does.
        var limitsByLineWidth: [CGFloat: HeightLimits] = [:]
        /// The line width the current height was decided at, or `nil` once something that changes the limits
        /// changed.
        var decidedLineWidth: CGFloat?
        /// How deep the view's layout passes are nested.
        var layoutDepth = 0
        /// The height the app last heard of: the height it starts at, zero, until the first report.
        var reportedHeight: CGFloat = 0
        /// Whether a report waits for the layout pass to end.
        var isReportScheduled = false
    }

    /// A live resize measures at every width it passes through; beyond this many widths the cache starts again.
    private static let cachedWidths = 16

    /// The height the view asks for, clamped between the limits; zero until the view has a width.
    var height: CGFloat { sizing.height }

    /// Whether the text is taller than the maximum, so that the view scrolls.
    var isScrollEnabled: Bool { sizing.isScrollEnabled }

    /// Measures the text at the view's width, decides the height with Core and applies it.
    func updateHeight() {
        guard let host else { return }
        let width = host.viewWidth
        guard width > 0 else { return }
        let measurer = host.textMeasurer
        let lineWidth = measurer.lineWidth(forViewWidth: width)
        let result = limits(atLineWidth: lineWidth, width: width, measurer)
            .resolve(contentHeight: measurer.contentHeight(width: width))
        sizing.decidedLineWidth = lineWidth
        let resolved = CGFloat(result.height)
        let changed = resolved != sizing.height
        sizing.height = resolved
        sizing.isScrollEnabled = result.isScrollEnabled
        host.heightDidResolve(changed: changed)
        if changed {
            heightDidChange()
        }
    }

    /// Forgets the measured limits after a change of what they depend on (the policy, the font, the insets, the
    /// placeholder, the display scale).
    ///
    /// - Parameter measuringNow: Whether to measure again at once; `false` leaves it to the next layout pass, for
    ///   changes the platform finishes applying only after telling the view.
    func invalidateHeightLimits(measuringNow: Bool) {
        sizing.limitsByLineWidth = [:]
        sizing.decidedLineWidth = nil
        if measuringNow {
            updateHeight()
        }
    }

    /// Runs the view's layout pass: the height is decided again first when the width lines wrap at changed, so the
    /// pass that changed the width ends with the right height; a report of a new height waits until after the pass.
    ///
    /// - Parameter body: The rest of the view's layout.
    func runLayoutPass(_ body: () -> Void) {
        sizing.layoutDepth += 1
        defer { sizing.layoutDepth -= 1 }
        if let host, sizing.decidedLineWidth != host.textMeasurer.lineWidth(forViewWidth: host.viewWidth) {
            updateHeight()
        }
        body()
    }

    /// The height the view needs at `width`, clamped; changes neither the height nor the reports, so SwiftUI may
    /// ask for any proposal.
    ///
    /// - Parameter width: The width to measure at, in points; greater than zero and finite.
    /// - Returns: The height in points, rounded up to whole pixels and clamped between the limits.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        guard let host else { return 0 }
        let measurer = host.textMeasurer
        let limits = limits(atLineWidth: measurer.lineWidth(forViewWidth: width), width: width, measurer)
        return CGFloat(limits.resolve(contentHeight: measurer.contentHeight(width: width)).height)
    }

    private func limits(atLineWidth lineWidth: CGFloat, width: CGFloat, _ measurer: any TextMeasuring) -> HeightLimits {
        if let cached = sizing.limitsByLineWidth[lineWidth] { return cached }
        if sizing.limitsByLineWidth.count >= Self.cachedWidths {
            sizing.limitsByLineWidth = [:]
        }
        let limits = measurer.heightLimits(width: width)
        sizing.limitsByLineWidth[lineWidth] = limits
        return limits
    }

    // MARK: - Reporting

    /// Reports the new height now, or once after the layout pass under way.
    ///
    /// The report's documented use is to lay out the superview (`superview?.layoutIfNeeded()` on UIKit, a
    /// container's constraints on either), which must not happen from inside this view's layout: AppKit's
    /// `NSView.layout()` says a view may not invalidate its superview's layout during its layout phase, and on UIKit
    /// it would lay out the superview again from inside its own pass. Several changes in one pass make one report,
    /// of the height the view has once the pass is over, and none when that is the height the app already knows.
    private func heightDidChange() {
        guard sizing.layoutDepth > 0 else {
            reportHeight()
            return
        }
        guard !sizing.isReportScheduled else { return }
        sizing.isReportScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.sizing.isReportScheduled = false
            self.reportHeight()
        }
    }

    private func reportHeight() {
        guard sizing.height != sizing.reportedHeight else { return }
        sizing.reportedHeight = sizing.height
        guard let host, let onHeightChange = settings.onHeightChange else { return }
        let height = sizing.height
        if settings.animatesHeightChanges && host.isInWindow {
            host.animateHeightChange { onHeightChange(height) }
        } else {
            onHeightChange(height)
        }
    }
}
#endif
