extension LineBreakIterator {
    /// The rule machine's state, for a caller that steps the machine itself over ASCII text the iterator would read
    /// next (`WrapPass`'s ASCII runs): the row in ``LineBreakMachine/transitions`` and the offset of the next
    /// scalar. Nil once the text ended, or while an LB25 decision waits, which only the iterator can settle.
    var suspendedState: (row: Int, offset: Int)? {
        guard !isFinished, !LineBreakMachine.shared.isDeferred(row: row) else { return nil }
        return (row, offset)
    }
}

extension LineBreakIterator where Scalars: SkippableScalars {
    /// How many bytes after ``suspendedState``'s offset a caller may step over before handing the state back.
    var bytesLeftInChunk: Int { scalars.bytesLeftInChunk }

    /// Takes back the machine's state after a caller stepped it over the ASCII text from ``suspendedState``'s
    /// offset to `offset`, finding no opportunity the iterator would have to report: the opportunities after
    /// `offset` are then exactly those an iterator that read that text itself would report.
    ///
    /// - Parameters:
    ///   - row: The machine's row after the text stepped over.
    ///   - offset: The offset after that text: at most ``bytesLeftInChunk`` past the suspended offset.
    mutating func resume(row: Int, at offset: Int) {
        scalars.skipASCII(offset &- self.offset)
        self.offset = offset
        self.row = row
    }
}
