// MARK: - Drawing

extension PromptSession {
    /// Draws the box as it is now, unless a resize is still settling, and tells the terminal how to erase it.
    func render() throws {
        guard pendingSize == nil else { return }
        // A window dragged through several heights sends a signal for each; a frame for a size the terminal no
        // longer has would scroll it (a row more than fits) and leave a copy of the box in its history.
        let current = terminal.size
        guard Self.boxSize(terminal: current, width: prompt.width) == area.size else {
            pendingSize = current
            return
        }
        area.lastingNote = lastingNote
        let clipboard = takeClipboardCommand()
        var frame = area.frame()
        completionRowsShown = placeCompletionMenu(in: &frame)
        placeHints(in: &frame)
        placeReplyRows(in: &frame)
        // When candidates replace an empty menu ("searching…") or none, Enter starts meaning accept.
        let showsCandidates = completionRowsShown > 0 && completion?.state?.rows.isEmpty == false
        completion?.noteMenuDrawn(showingCandidates: showsCandidates, at: terminal.monotonicMilliseconds)
        // A terminal's answers that come while a paste is open are taken as pasted text: measure once it is over.
        let clusters = input.isPasting ? [] : widths.clusters(toMeasureIn: frame)
        if !clusters.isEmpty {
            renderer.queueMeasurement(of: clusters)
            for _ in clusters { input.expectCursorPositionReport() }
            widths.begin(clusters, columns: terminal.size.columns, now: input.now)
        }
        var bytes = clipboard + renderer.render(frame)
        if ringsBell {
            ringsBell = false
            bytes += [0x07]
        }
        if !bytes.isEmpty {
            try terminal.write(bytes)
        }
        publish(erase: renderer.eraseSequence, columns: current.columns)
        askRefiner()
    }

    /// Tells the signal path how to erase the box at the size the window has now. Until the box is redrawn for it
    /// (after the debounce), the terminal has re-wrapped the rows the last frame's erase sequence counts: a signal
    /// during a drag of the window would erase the wrong rows and leave some of the box standing.
    func publishCleanup(afterResizeTo size: TerminalSize) {
        var resized = renderer
        let rows = area.size.rows == size.rows ? nil : (old: area.size.rows, new: max(size.rows, 1))
        resized.prepareForResize(columns: size.columns, reflows: modes.reflows, screenRows: rows)
        publish(erase: resized.eraseSequence, columns: size.columns)
    }

    /// Tells the terminal's signal path how to erase the box: `erase`, right at `columns`, and where the drawn rows
    /// are, for a terminal that reflows and may report its width late.
    private func publish(erase: [UInt8], columns: Int) {
        let cleanup = erase + sessionEnd
        guard cleanup != publishedCleanup else { return }
        let drawn = modes.reflows ? renderer.drawnRows : nil
        terminal.cleanupGeometry = drawn.map { drawn in
            let geometry = EraseGeometry(
                columns: columns, cursorRow: drawn.cursorRow, cursorColumn: drawn.cursorColumn,
                eraseLength: erase.count)
            return (geometry, drawn.extents)
        }
        terminal.cleanupSequence = cleanup
        publishedCleanup = cleanup
    }

    /// Fits the box to the size the window settled on: the renderer moves to where the old box's top now is.
    func fitPendingSize() {
        guard let size = pendingSize else { return }
        pendingSize = nil
        let rows = area.size.rows == size.rows ? nil : (old: area.size.rows, new: max(size.rows, 1))
        renderer.prepareForResize(columns: size.columns, reflows: modes.reflows, screenRows: rows)
        area.resize(to: Self.boxSize(terminal: size, width: prompt.width))
    }

    func resetIfSubmitted() {
        guard needsReset else { return }
        needsReset = false
        forgetRefinements()
        area.reset()
        area.updateCompletion(completion, edited: true)
    }

    /// The space the box may take: the terminal's rows, and its columns or the requested width if narrower.
    static func boxSize(terminal size: TerminalSize, width: Int?) -> TerminalSize {
        TerminalSize(rows: max(size.rows, 1), columns: max(min(width ?? size.columns, size.columns), 1))
    }

    /// The most bytes of text sent to the terminal's clipboard at once (its OSC 52 string, in base64, is a third
    /// longer): terminals drop or choke on larger OSC 52 strings, and a larger selection stays in the kill ring.
    static let clipboardLimit = 256 * 1024

    /// The OSC 52 that puts a selection just cut or copied on the terminal's clipboard, when the prompt allows it;
    /// a selection over ``clipboardLimit`` is not sent, and the box says so.
    func takeClipboardCommand() -> [UInt8] {
        guard let copied = area.takeClipboardText(), prompt.copiesToClipboard else { return [] }
        guard copied.utf8.count <= Self.clipboardLimit else {
            area.note = "too large for the clipboard; Ctrl+Y pastes it"
            return []
        }
        return Array(TerminalCommand.copyToClipboard(copied).sequence.utf8)
    }
}
