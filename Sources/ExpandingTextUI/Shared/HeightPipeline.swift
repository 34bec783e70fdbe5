#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore
import Foundation

/// The height of a growing text view, decided once for UIKit and AppKit: it keeps the measured limits, asks Core
/// for the clamped height and whether the view scrolls, and tells the app when the height changed.
///
/// The platform measures, through its host's ``TextMeasuring``; the host applies the outcome (its intrinsic size,
/// its scroll elasticity) and runs the report in its own animation.
@MainActor
final class HeightPipeline {
    /// The view this pipeline serves; it owns the pipeline.
    weak var host: (any GrowingTextHost)?

    /// The height the view asks for, clamped between the limits; zero until the view has a width.
    private(set) var height: CGFloat = 0

    /// Whether the text is taller than the maximum, so that the view scrolls.
    private(set) var isScrollEnabled = false

    /// Limits by the line width they were measured at: a rotation and back, or SwiftUI's proposals, measure nothing
    /// again until an attribute that changes the limits does.
    private var limitsByLineWidth: [CGFloat: HeightLimits] = [:]

    /// The line width the current height was decided at, or `nil` once something that changes the limits changed.
    private var decidedLineWidth: CGFloat?

    /// How deep the view's layout passes are nested.
    private var layoutDepth = 0

    /// The height the app last heard of: the height it starts at, zero, until the first report.
    private var reportedHeight: CGFloat = 0

    /// Whether a report waits for the layout pass to end.
    private var isReportScheduled = false

    /// A live resize measures at every width it passes through; beyond this many widths the cache starts again.
    private static let cachedWidths = 16

    // MARK: - Deciding

    /// Measures the text at the view's width, decides the height with Core and applies it.
    func update() {
        guard let host else { return }
        let width = host.viewWidth
        guard width > 0 else { return }
        let measurer = host.textMeasurer
        let lineWidth = measurer.lineWidth(forViewWidth: width)
        let result = limits(atLineWidth: lineWidth, width: width, measurer)
            .resolve(contentHeight: measurer.contentHeight(width: width))
        decidedLineWidth = lineWidth
        let resolved = CGFloat(result.height)
        let changed = resolved != height
        height = resolved
        isScrollEnabled = result.isScrollEnabled
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
    func invalidate(measuringNow: Bool) {
        limitsByLineWidth = [:]
        decidedLineWidth = nil
        if measuringNow {
            update()
        }
    }

    /// Runs the view's layout pass: the height is decided again first when the width lines wrap at changed, so the
    /// pass that changed the width ends with the right height; a report of a new height waits until after the pass.
    ///
    /// - Parameter body: The rest of the view's layout.
    func layOut(_ body: () -> Void) {
        layoutDepth += 1
        defer { layoutDepth -= 1 }
        if let host, decidedLineWidth != host.textMeasurer.lineWidth(forViewWidth: host.viewWidth) {
            update()
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
        if let cached = limitsByLineWidth[lineWidth] { return cached }
        if limitsByLineWidth.count >= Self.cachedWidths {
            limitsByLineWidth = [:]
        }
        let limits = measurer.heightLimits(width: width)
        limitsByLineWidth[lineWidth] = limits
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
        guard layoutDepth > 0 else {
            report()
            return
        }
        guard !isReportScheduled else { return }
        isReportScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isReportScheduled = false
            self.report()
        }
    }

    private func report() {
        guard height != reportedHeight else { return }
        reportedHeight = height
        guard let host, let onHeightChange = host.onHeightChange else { return }
        let height = height
        if host.animatesHeightChanges && host.isInWindow {
            host.animateHeightChange { onHeightChange(height) }
        } else {
            onHeightChange(height)
        }
    }
}
#endif
