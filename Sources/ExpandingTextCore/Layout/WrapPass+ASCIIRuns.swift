// MARK: - ASCII runs

extension WrapPass.State {
    /// Places the run of one-byte clusters (printable ASCII and U+0020, each followed by an ASCII byte or the end
    /// of the chunk) that starts at `index`, stepping the line breaker's rule machine over it in the same loop.
    ///
    /// In ASCII text every byte is a cluster of one cell (a space is a space), so the cluster scanner has nothing to
    /// find, and the breaker needs one table lookup per byte. The run starts where the breaker has just reported an
    /// opportunity on the byte at `index` and read nothing after it; it ends at a byte that is not such a cluster, at
    /// a mandatory break or an LB25 decision (which the breaker settles), or at the end of the chunk, where the
    /// breaker takes its state back. The lines, their kinds and what decided them are exactly the cluster-by-cluster
    /// path's: where a line starts inside the run, the sink is told how far that path's breaker would have read (up
    /// to the next opportunity), found by looking ahead; where that lies past the chunk, the cluster is left to the
    /// other path.
    ///
    /// - Parameters:
    ///   - index: The cluster after the breaker's last opportunity, which the wrapper has been given.
    ///   - buffer: The chunk's UTF-8.
    ///   - base: The offset of the chunk's first byte.
    ///   - sink: Receives the line starts.
    /// - Returns: The index after the clusters placed and whether the sink is over, or nil when no run starts at
    ///   `index`; the breaker is then as it was.
    @inline(__always)
    mutating func placeASCIIRun<Sink: WrapPassSink>(
        from index: Int, in buffer: UnsafeBufferPointer<UInt8>, at base: Int, into sink: inout Sink
    ) -> (end: Int, isOver: Bool)? {
        guard let suspended = breaker.suspendedState, suspended.offset == base &+ index &+ 1,
            Self.isOneCellCluster(at: index, in: buffer)
        else { return nil }
        let machine = LineBreakMachine.shared
        let transitions = machine.transitions
        let end = min(buffer.count, index &+ 1 &+ breaker.bytesLeftInChunk)
        // In a local, the wrapper's state stays in registers.
        var wrapper = self.wrapper
        defer { self.wrapper = wrapper }
        // The machine's row after the byte at `cluster`, and before it.
        var row = suspended.row
        var rowBefore = row
        var cluster = index
        while true {
            // Most of a line of prose needs no look at all: see `letterAfterSpace`.
            let room = wrapper.width &- wrapper.column
            if room > Self.shortestLeap,
                let letter = Self.letterAfterSpace(after: cluster, before: cluster &+ room, in: buffer, upTo: end)
            {
                wrapper.placeOneCellClusters(letter &- cluster)
                wrapper.breakOpportunity(at: base &+ letter)
                cluster = letter
                row = machine.letterAfterSpaceRow
                // The letter fits on the line, so it is never handed back with the row before it.
                rowBefore = row
            }
            // The cluster at `cluster`, and after it those that leave the machine in its state: no opportunity
            // among them, and all spaces or all not (a space changes the state, and so does the first byte after).
            let stays = machine.asciiStays(row: row)
            var runEnd = cluster &+ 1
            while runEnd < end, Self.contains(buffer[runEnd], in: stays) {
                runEnd &+= 1
            }
            if runEnd < buffer.count && buffer[runEnd] >= 0x80 && runEnd &- 1 > cluster {
                // The last byte joins the non-ASCII scalar after it: that cluster is the other path's.
                runEnd &-= 1
            }
            if buffer[cluster] == 0x20 {
                wrapper.placeOneCellClusters(runEnd &- cluster)
            } else {
                var position = cluster
                while position < runEnd {
                    let fitting = wrapper.width &- wrapper.column
                    if fitting > 0 {
                        let count = min(fitting, runEnd &- position)
                        wrapper.placeOneCellClusters(count)
                        position &+= count
                        continue
                    }
                    if base &+ position > wrapper.lineStart {
                        // A line starts: the sink must hear how far the other path's breaker would have read.
                        guard
                            let readEnd = Self.readEndAtNextOpportunity(
                                after: position, row: row, in: buffer, upTo: end, at: base, transitions: transitions)
                        else {
                            if position == index { return nil }
                            return handBack(row: position == cluster ? rowBefore : row, at: position, base: base)
                        }
                        sink.placing(clusterEndingAt: base &+ position &+ 1, breakerReadEnd: readEnd)
                    }
                    wrapper.placeCluster(startingAt: base &+ position, cellWidth: 1, into: &sink)
                    position &+= 1
                    if sink.isOver { return (position, true) }
                }
            }
            cluster = runEnd
            // The next byte, if it is a cluster of its own, goes through the machine's table.
            guard cluster < end, Self.isOneCellCluster(at: cluster, in: buffer) else { break }
            rowBefore = row
            let entry = transitions[row &+ Int(UnicodeTables.lineBreakSymbol(UInt32(buffer[cluster])))]
            switch entry >> LineBreakMachine.actionShift {
            case UInt16(LineBreakRules.Action.prohibited.rawValue):
                break
            case UInt16(LineBreakRules.Action.allowed.rawValue):
                wrapper.breakOpportunity(at: base &+ cluster)
            default:
                return handBack(row: rowBefore, at: cluster, base: base)
            }
            row = Int(truncatingIfNeeded: entry & LineBreakMachine.rowMask)
        }
        return handBack(row: row, at: cluster, base: base)
    }

    /// The least room on the line for which looking for a letter after a space to leap to pays.
    private static var shortestLeap: Int { 16 }

    /// The last letter after a space in the bytes after `cluster` and before `limit`, if every byte up to it is a
    /// one-cell cluster: the wrap pass can leap there, placing the bytes before it without stepping the line
    /// breaker's machine.
    ///
    /// Leaping is exact: none of those bytes can start a line (they lie before `limit`, the first column that does
    /// not fit), and whatever opportunities they hold, the letter's own comes after them and is the one the wrapper
    /// keeps. Its opportunity is given (UAX #14 LB18, `SP ÷`) unless the last character before the spaces is an
    /// opening bracket (LB14, `OP SP* ×`), which rules it out; and after it the machine is in the state any letter
    /// after spaces leads to.
    ///
    /// - Returns: The letter's index, or nil when there is none, or the bytes up to it are not all one-cell ASCII.
    @inline(__always)
    private static func letterAfterSpace(
        after cluster: Int, before limit: Int, in buffer: UnsafeBufferPointer<UInt8>, upTo end: Int
    ) -> Int? {
        var letter = min(limit, end) &- 1
        while letter > cluster &+ 1 {
            if buffer[letter &- 1] == 0x20 && isLetter(buffer[letter]) { break }
            letter &-= 1
        }
        guard letter > cluster &+ 1 else { return nil }
        // The character before the spaces.
        var before = letter &- 2
        while before > cluster && buffer[before] == 0x20 {
            before &-= 1
        }
        guard buffer[before] != 0x20, !isOpeningBracket(buffer[before]) else { return nil }
        guard areOneCellClusters(buffer, from: cluster &+ 1, through: letter),
            letter &+ 1 == buffer.count || buffer[letter &+ 1] < 0x80
        else { return nil }
        return letter
    }

    /// Whether every byte from `start` through `last` is printable ASCII or U+0020 (0x20–0x7E), tested eight at a
    /// time.
    @inline(__always)
    private static func areOneCellClusters(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, through last: Int)
        -> Bool
    {
        let bytes = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let end = last &+ 1
        guard end &- start >= 8 else {
            var outside = false
            for index in start..<end {
                outside = outside || buffer[index] &- 0x20 >= 0x5F
            }
            return !outside
        }
        // A byte below 0x20 borrows into its high bit; one above 0x7E carries into it, or has it set already.
        func outside(_ word: UInt64) -> UInt64 {
            ((word &- ones &* 0x20) & ~word | (word &+ ones) | word) & highBits
        }
        var found: UInt64 = 0
        var index = start
        while index &+ 8 < end {
            found |= outside(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index &+= 8
        }
        // The last eight bytes, overlapping what was tested already.
        found |= outside(bytes.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
        return found == 0
    }

    /// Whether `byte` is an ASCII character of line-break class AL (letters, and `#&*<=>@^_` and their kin).
    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool {
        contains(byte, in: LineBreakMachine.shared.asciiLetters)
    }

    /// Whether `byte` is an ASCII opening bracket (line-break class OP): `(`, `[` or `{`.
    @inline(__always)
    private static func isOpeningBracket(_ byte: UInt8) -> Bool {
        contains(byte, in: LineBreakMachine.shared.asciiOpeningBrackets)
    }

    /// Whether `byte` is ASCII with its bit set in `set` (bytes 0–63, then 64–127), and a cluster of one cell.
    @inline(__always)
    private static func contains(_ byte: UInt8, in set: (UInt64, UInt64)) -> Bool {
        guard byte >= 0x20 && byte < 0x7F else { return false }
        let bits = byte < 64 ? set.0 >> UInt64(byte) : set.1 >> UInt64(byte &- 64)
        return bits & 1 != 0
    }

    /// Gives the breaker its state after the bytes before `index`, and asks it for the next opportunity.
    private mutating func handBack(row: Int, at index: Int, base: Int) -> (end: Int, isOver: Bool) {
        breaker.resume(row: row, at: base &+ index)
        nextBreak = breaker.next()?.utf8Offset ?? Int.max
        return (index, false)
    }

    /// Whether the byte at `index` is a cluster of its own that takes one cell: printable ASCII or U+0020, not
    /// followed by a byte that could join it (a combining mark, a variation selector).
    @inline(__always)
    private static func isOneCellCluster(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = buffer[index]
        guard byte >= 0x20 && byte < 0x7F else { return false }
        let next = index &+ 1
        return next == buffer.count || buffer[next] < 0x80
    }

    /// How far the breaker reads to find the first opportunity after the byte at `index`, from its row after that
    /// byte: the end of the byte it reports the opportunity at. Nil when it would read past `end` or a non-ASCII
    /// scalar, or meets an LB25 decision first.
    private static func readEndAtNextOpportunity(
        after index: Int, row: Int, in buffer: UnsafeBufferPointer<UInt8>, upTo end: Int, at base: Int,
        transitions: UnsafePointer<UInt16>
    ) -> Int? {
        var row = row
        var next = index &+ 1
        while next < end {
            let byte = buffer[next]
            guard byte < 0x80 else { return nil }
            let entry = transitions[row &+ Int(UnicodeTables.lineBreakSymbol(UInt32(byte)))]
            if Int(truncatingIfNeeded: entry) != row {
                switch entry >> LineBreakMachine.actionShift {
                case UInt16(LineBreakRules.Action.prohibited.rawValue):
                    break
                case UInt16(LineBreakRules.Action.allowed.rawValue), UInt16(LineBreakRules.Action.mandatory.rawValue):
                    return base &+ next &+ 1
                default:
                    return nil
                }
                row = Int(truncatingIfNeeded: entry & LineBreakMachine.rowMask)
            }
            next &+= 1
        }
        return nil
    }
}
