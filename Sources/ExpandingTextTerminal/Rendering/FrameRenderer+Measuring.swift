// MARK: - Measuring clusters

extension FrameRenderer {
    /// Queues, before the next frame, the drawing that measures how many cells the terminal advances for each of
    /// `clusters` (the terminal-widths rules): each is drawn at the start of one of the box's rows and followed by a
    /// cursor position request (`CSI 6n`), whose answer's column − 1 is the advance; a DA1 request after the last one
    /// marks the end of the answers.
    ///
    /// The row is the caret's (row 0 before the first frame). It is erased before each cluster, so none is drawn
    /// over another, and marked unknown, so the next frame, written with the measuring in one synchronized update,
    /// draws it again whole.
    ///
    /// - Parameter clusters: The clusters; each must be safe to write (no control or invisible character).
    /// - Complexity: O(total length of the clusters).
    package mutating func queueMeasurement(of clusters: [Character]) {
        guard !clusters.isEmpty else { return }
        var output = pending
        let row = rows.isEmpty ? 0 : min(cursorRow, rows.count - 1)
        move(toRow: row, column: 0, into: &output)
        for cluster in clusters {
            output.write("\r")
            output.write(.eraseLine)
            output.write(String(cluster))
            output.write(.requestCursorPosition)
        }
        output.write("\r")
        output.write(.eraseLine)
        output.write(.requestDeviceAttributes)
        cursorColumn = 0
        if row < rows.count {
            rows[row] = ScreenRow(cells: nil, extent: 0)
        }
        pending = output
    }
}
