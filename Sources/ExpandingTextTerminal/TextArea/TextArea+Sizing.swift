// MARK: - Fitting the terminal

extension TextArea {
    /// Whether the decoration is drawn: only when one column of text fits beside it.
    var showsDecoration: Bool {
        decoration.width > 0 && size.columns >= decoration.width + 2
    }

    /// Fits the box to a new terminal size, re-wrapping the text (and placeholder) if the width changed.
    ///
    /// - Parameter size: The new size.
    /// - Complexity: O(n) when the width changes (the whole text is re-wrapped), O(log n) otherwise.
    public mutating func resize(to size: TerminalSize) {
        view.size = size
        let width = Self.textWidth(columns: size.columns, decoration: decoration)
        if width != view.layout.width {
            view.layout = Self.layout(
                of: document.editor.storage, width: width, tabWidth: view.layout.tabWidth, cellWidths: cellWidths)
            view.placeholderLayout = Self.layout(
                of: view.placeholderStorage, width: width, tabWidth: view.layout.tabWidth, cellWidths: cellWidths)
        }
        scrollToCaret()
    }

    /// The cells the layout gives each cluster: the contract's widths with invisible characters shown as markers
    /// (the default), or those measured on the terminal the box is drawn on.
    package var cellWidths: CellWidths { view.layout.cellWidths }

    /// Lays the text and the placeholder out again with other cell widths, once the terminal was measured to draw
    /// some clusters in other widths: the wrapping, the caret and the frame then follow the terminal.
    ///
    /// - Parameter cellWidths: The widths.
    /// - Complexity: O(n): the whole text is re-wrapped (nothing when the widths are the same).
    package mutating func setCellWidths(_ cellWidths: CellWidths) {
        let cellWidths = withElementLabels(cellWidths)
        guard cellWidths != view.layout.cellWidths else { return }
        view.layout = Self.layout(
            of: document.editor.storage, width: view.layout.width, tabWidth: view.layout.tabWidth,
            cellWidths: cellWidths)
        view.placeholderLayout = Self.layout(
            of: view.placeholderStorage, width: view.layout.width, tabWidth: view.layout.tabWidth,
            cellWidths: cellWidths)
        scrollToCaret()
    }

    /// The text width for a terminal width: columns − 1 (kept for the caret) − the decoration, at least 1 and at
    /// most `TextLayout.maximumWidth` (a `COLUMNS` variable can claim any width).
    static func textWidth(columns: Int, decoration: TextAreaDecoration) -> Int {
        let decorationWidth = columns >= decoration.width + 2 ? decoration.width : 0
        return min(max(columns - 1 - decorationWidth, 1), TextLayout.maximumWidth)
    }

    /// A layout at a width and tab width already known to be valid.
    static func layout(
        of storage: TextStorage, width: Int, tabWidth: Int, cellWidths: CellWidths
    ) -> TextLayout {
        do {
            return try TextLayout(storage, width: width, tabWidth: tabWidth, cellWidths: cellWidths)
        } catch {
            failPrecondition("the width and tab width were checked when the text area was made: \(error)")
        }
    }
}
