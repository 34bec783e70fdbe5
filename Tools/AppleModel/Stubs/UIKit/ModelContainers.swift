// Containers that size themselves from the views inside them, as the system's do: a table view's self-sizing cell
// and the keyboard's host for an input accessory view. Both are the model's own (`package`): the scenarios place a
// growing text view in them as an app would, through the API an app uses (`invalidateIntrinsicContentSize()`, a
// table's `beginUpdates()` and `endUpdates()`).

/// A table view showing one self-sizing row (`UITableView.automaticDimension`): the table sizes the cell from its
/// `systemLayoutSizeFitting` at the table's width, and again when the width changes or when told, as
/// `uikit.tableview.selfSizingInvalidation` says: `invalidateIntrinsicContentSize()` on the cell's content view (iOS 16 and later), any Auto Layout change
/// inside it (with `.enabledIncludingConstraints`), or `beginUpdates()` and `endUpdates()` (every version).
package final class ModelSelfSizingTable: UIView {
    /// The cell's content view.
    package let cellContent: ModelAutoLayoutContainer
    private var cellNeedsSizing = true

    package init(cellContent content: UIView, width: CGFloat, inset: CGFloat = 4) {
        cellContent = ModelAutoLayoutContainer(content: content, width: width, inset: inset)
        cellContent.heightIsSetBySuperview = true
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        addSubview(cellContent)
        cellContent.onInvalidateIntrinsicContentSize = { [unowned self] in
            if !AppleModel.current.isOn(.cellsResizeOnlyWithTableUpdates) { cellDidInvalidateSize() }
        }
        cellContent.onSubviewIntrinsicSizeChange = { [unowned self] _ in
            let model = AppleModel.current
            if model.isOn(.cellsResizeOnConstraintChanges) && !model.isOn(.cellsResizeOnlyWithTableUpdates) {
                cellDidInvalidateSize()
            } else {
                cellContent.setNeedsLayout()
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    /// `UITableView.beginUpdates()`: with `endUpdates()`, animates the rows to their new heights.
    package func beginUpdates() {}

    /// `UITableView.endUpdates()`: the table asks its cells for their heights again, at once, to animate the rows to
    /// them.
    package func endUpdates() {
        cellDidInvalidateSize()
        layoutIfNeeded()
    }

    private func cellDidInvalidateSize() {
        cellNeedsSizing = true
        setNeedsLayout()
    }

    package override func layoutSubviews() {
        // A new width (a rotation) sizes the rows again, as their heights depend on it.
        guard cellNeedsSizing || cellContent.frame.width != bounds.width else { return }
        cellNeedsSizing = false
        let height = cellContent.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0)).height
        cellContent.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
    }
}

/// The keyboard's host for an input accessory view: the accessory gets the keyboard's width and the height of its
/// intrinsic content size, read again when the accessory invalidates it; a change inside the accessory (a subview
/// growing) does not resize it.
package final class ModelInputAccessoryHost: UIView {
    package let accessory: UIView

    package init(accessory: UIView, width: CGFloat) {
        self.accessory = accessory
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        addSubview(accessory)
    }

    required init?(coder: NSCoder) { fatalError() }

    package override func layoutSubviews() {
        let height = accessory.intrinsicContentSize.height
        accessory.frame = CGRect(
            x: 0, y: 0, width: bounds.width,
            height: height == UIView.noIntrinsicMetric ? accessory.frame.height : height)
        frame.size.height = accessory.frame.height
    }
}
