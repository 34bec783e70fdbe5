/// Measures the cells this terminal gives the clusters terminals disagree on, and keeps them for the run
/// (the terminal-widths rules).
///
/// A session asks ``clusters(toMeasureIn:)`` for the clusters of each frame it draws that were never measured,
/// has the renderer draw them with a cursor position request after each and DA1 at the end
/// (`FrameRenderer.queueMeasurement(of:)`), calls ``begin(_:columns:now:)``, and hands every decoded event to
/// ``consume(_:)``: the answers are taken out, and when one changes a width, ``cellWidths`` lays out what the
/// terminal draws. Nothing waits for an answer: the frame is drawn with the widths known so far, and a new width
/// re-wraps and redraws. One batch is in flight at a time; clusters that appear meanwhile are measured after it.
/// A batch unanswered after ``timeoutMilliseconds`` ends the measuring for the run (``expire(now:)``): the terminal
/// stopped answering, and the contract's widths with the renderer's re-placing of the cursor stay.
///
/// <!-- example: fragment terminal-width-probe -->
/// ```swift
/// var widths = ClusterWidthProbe(isActive: true)
/// let clusters = widths.clusters(toMeasureIn: frame)    // ["❤️"]
/// widths.begin(clusters, columns: 80, now: now)
/// widths.consume([.reply(.cursorPosition(row: 5, column: 2)), .reply(.primaryDeviceAttributes([1]))])
/// widths.cellWidths                                    // ❤️ takes 1 cell
/// ```
package struct ClusterWidthProbe: Sendable {
    /// How long a batch may go unanswered, in milliseconds: as long as the start-up probe waits.
    package static let timeoutMilliseconds = TerminalProbe.timeoutMilliseconds

    /// The widths to lay the box out with: the contract's (invisible characters shown as markers), with the
    /// measured widths that differ from them.
    package private(set) var cellWidths = CellWidths.showingInvisibleCharacters
    /// Whether clusters are still measured: false for a terminal that does not answer, or needs no measuring.
    package private(set) var isActive: Bool
    /// The measured widths that differ from the contract's.
    private var measured = MeasuredCellWidths()
    /// Every non-ASCII cluster already looked at, measured or not, so none is classified or asked about twice.
    private var seen: Set<String> = []
    /// The clusters of the batch in flight whose answers have not come, in the order they were asked.
    private var awaiting: ArraySlice<Character> = []
    /// The terminal's width when the batch was sent: an answer at the last column may be cut short there.
    private var columns = 0
    /// When the batch in flight was sent (monotonic milliseconds), or nil when none is.
    private var sentAt: Int?

    /// Creates a probe.
    ///
    /// - Parameter isActive: Whether to measure (the terminal answered the start-up probe and has no
    ///   grapheme-cluster mode).
    package init(isActive: Bool) {
        self.isActive = isActive
    }

    /// Whether a batch has been sent and its end (the DA1 answer) has not come.
    package var isMeasuring: Bool { sentAt != nil }

    /// The clusters of `frame` to measure: those terminals disagree on, not seen before. Empty while a batch is in
    /// flight or when not measuring.
    ///
    /// - Parameter frame: The frame about to be drawn.
    /// - Returns: The clusters, each once, in the order they appear.
    /// - Complexity: O(cells of the frame).
    package mutating func clusters(toMeasureIn frame: Frame) -> [Character] {
        guard isActive, sentAt == nil else { return [] }
        var found: [Character] = []
        for row in frame.rows {
            for cell in row where cell.text.utf8.count > 1 && !seen.contains(cell.text) {
                seen.insert(cell.text)
                guard let cluster = cell.text.first, cell.text.count == 1,
                    DisplayWidth.mayDifferOnTerminals(cluster)
                else { continue }
                found.append(cluster)
            }
        }
        return found
    }

    /// Records that `clusters` were drawn and asked about, in this order.
    ///
    /// - Parameters:
    ///   - clusters: The clusters, as the renderer drew them.
    ///   - columns: The terminal's width.
    ///   - now: The time, in monotonic milliseconds.
    package mutating func begin(_ clusters: [Character], columns: Int, now: Int) {
        guard !clusters.isEmpty else { return }
        awaiting = clusters[...]
        self.columns = columns
        sentAt = now
    }

    /// Takes the answers to the batch in flight out of `events`.
    ///
    /// A cursor position report gives the next awaited cluster the advance it reports (its column − 1; the
    /// cluster was drawn in column 1); the DA1 answer ends the batch, and a cluster still awaiting keeps the
    /// contract's width.
    ///
    /// - Parameter events: Decoded events, in order.
    /// - Returns: The events that are not answers, in order, and whether the batch ended (the widths may have
    ///   changed, and clusters found meanwhile wait to be measured: draw again).
    package mutating func consume(_ events: [KeyEvent]) -> (rest: [KeyEvent], batchEnded: Bool) {
        guard sentAt != nil else { return (events, false) }
        var rest: [KeyEvent] = []
        var ended = false
        for event in events {
            switch event {
            case .reply(.cursorPosition(_, let column)) where sentAt != nil && !awaiting.isEmpty:
                let cluster = awaiting.removeFirst()
                // At the last column the cursor may have stopped short of the cluster's end (autowrap is off).
                if column < columns {
                    measured.set(column - 1, for: cluster)
                }
            case .reply(.primaryDeviceAttributes) where sentAt != nil:
                awaiting = []
                sentAt = nil
                ended = true
            default:
                rest.append(event)
            }
        }
        if ended {
            cellWidths = measured.isEmpty ? .showingInvisibleCharacters : .measured(measured)
        }
        return (rest, ended)
    }

    /// How long the batch in flight may still wait for its answers, in milliseconds, or nil when none is in flight.
    ///
    /// - Parameter now: The time, in monotonic milliseconds.
    package func remainingMilliseconds(now: Int) -> Int? {
        sentAt.map { max(0, $0 + Self.timeoutMilliseconds - now) }
    }

    /// Ends the measuring for the run if the batch in flight waited too long.
    ///
    /// - Parameter now: The time, in monotonic milliseconds.
    /// - Returns: Whether it ended now: the awaited cursor position reports will not come.
    package mutating func expire(now: Int) -> Bool {
        guard let sentAt, now >= sentAt + Self.timeoutMilliseconds else { return false }
        self.sentAt = nil
        awaiting = []
        isActive = false
        return true
    }
}
