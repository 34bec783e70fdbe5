import ExpandingTextTestSupport

extension VirtualScreen {
    /// The screen of a terminal of `terminal`'s size after all it was sent so far: what a test sees in the middle of
    /// a read.
    init(showingOutputOf terminal: ScriptedTerminal) {
        self.init(columns: terminal.size.columns, rows: terminal.size.rows)
        feed(terminal.output)
    }
}
