import ExpandingTextCore
import ExpandingTextTestSupport
import Testing

/// Core's public API called with random arguments, weighted to the extremes (`Int.min`, `Int.max`, one off the
/// ends of a text or a layout, tiny and huge doubles, NaN and infinities): every call either returns a valid
/// result or throws the error it documents. Only arguments that the documentation accepts are passed — positions
/// on cluster boundaries, line ranges within the layout — since anything else is a documented precondition that
/// stops the program (tested one by one in `ProgrammerErrorTests`).
@Suite struct RandomArgumentTests {
    // MARK: - Random arguments

    /// An integer: an extreme, one near `around` (a count or a length), or any.
    static func integer(around count: Int = 0, using generator: inout SplitMix64) -> Int {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max].randomElement(using: &generator)!
        case 1: count &+ Int.random(in: -2...2, using: &generator)
        case 2: Int.random(in: -1_000...1_000, using: &generator)
        default: Int(bitPattern: UInt(generator.next()))
        }
    }

    /// A double: an extreme, a special value, or an ordinary one.
    static func double(using generator: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            [
                0, -0.0, .leastNonzeroMagnitude * 2_024, -.leastNonzeroMagnitude * 2_024, .leastNormalMagnitude,
                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
                1e-3, 1e3, 0.999e-3, 1.001e3,
            ].randomElement(using: &generator)!
        case 1: Double(bitPattern: generator.next())
        default: Double.random(in: -10...500, using: &generator)
        }
    }

    /// A position on a cluster boundary of `storage`.
    static func position(in storage: TextStorage, using generator: inout SplitMix64) -> TextPosition {
        let offset: Int
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: offset = 0
        case 1: offset = storage.characterCount
        default: offset = Int.random(in: 0...storage.characterCount, using: &generator)
        }
        return storage.position(atCharacterOffset: offset)
    }

    static let seeds = Array(UInt64(1)...12)

    // MARK: - Layout

    @Test(arguments: seeds)
    func layoutCallsReturnValidResults(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let storage = TextStorage(IncrementalLayoutTests.randomText(pieces: 120, using: &generator))
        let utf8Count = storage.utf8Count
        for _ in 0..<40 {
            let width = Self.integer(around: 3, using: &generator)
            let tabWidth = Self.integer(around: 4, using: &generator)
            let layout: TextLayout
            do {
                layout = try TextLayout(storage, width: width, tabWidth: tabWidth)
            } catch {
                #expect(
                    width < 1 || width > TextLayout.maximumWidth || tabWidth < 1 || tabWidth > TextLayout.maximumWidth)
                continue
            }
            #expect(width >= 1 && tabWidth >= 1)
            let count = layout.lineCount
            #expect(count >= 1)
            for _ in 0..<20 {
                let line = Self.integer(around: count, using: &generator)
                let column = Self.integer(around: width, using: &generator)
                let found = layout.position(line: line, column: column, in: storage)
                #expect(found.position.utf8Offset >= 0 && found.position.utf8Offset <= utf8Count)
                _ = storage.characterOffset(of: found.position)

                let start = Self.position(in: storage, using: &generator)
                let goal = Bool.random(using: &generator) ? nil : Self.integer(around: width, using: &generator)
                let moved = layout.moveVertically(
                    from: start, by: Self.integer(around: count, using: &generator), goalColumn: goal, in: storage)
                #expect(moved.position.utf8Offset >= 0 && moved.position.utf8Offset <= utf8Count)
                _ = storage.characterOffset(of: moved.position)

                let containing = layout.line(
                    containing: start, affinity: Bool.random(using: &generator) ? .upstream : .downstream)
                #expect((0..<count).contains(containing))
                let caret = layout.caret(at: start, in: storage)
                #expect((0..<count).contains(caret.line) && caret.column >= 0 && caret.column <= width)

                let lower = Int.random(in: 0...count, using: &generator)
                let upper = Bool.random(using: &generator) ? lower : Int.random(in: lower...count, using: &generator)
                let lines = layout.lines(lower..<upper, in: storage)
                #expect(lines.count == upper - lower)
                if let first = lines.first {
                    #expect(first.range.lowerBound == layout.range(ofLine: lower).lowerBound)
                }
            }
        }
    }

    // MARK: - Editing

    @Test(arguments: seeds)
    func editingCallsReturnValidResults(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let lower = Self.integer(using: &generator)
            let upper = lower &+ Int.random(in: 0...8, using: &generator)
            guard upper >= lower else { continue }
            let replacement = String(repeating: "é", count: Int.random(in: 0...4, using: &generator))
            let change = TextChange(
                range: TextPosition(utf8Offset: lower)..<TextPosition(utf8Offset: upper), replacement: replacement)
            #expect(change.utf8Delta == replacement.utf8.count - (upper - lower))
            if lower <= Int.max - replacement.utf8.count {
                #expect(change.replacementRange.upperBound.utf8Offset - lower == replacement.utf8.count)
            }
        }
        for _ in 0..<50 {
            let text = RandomText.make(using: &generator)
            let storage = TextStorage(text)
            let characters = Int.random(in: 0...storage.characterCount, using: &generator)
            let position = storage.position(atCharacterOffset: characters)
            #expect(storage.characterOffset(of: position) == characters)
            var ring = KillRing(capacity: Self.integer(around: 3, using: &generator) % 1_000)
            ring.kill(text, direction: .backward, appending: false)
            #expect(ring.entry(rotatedBy: Self.integer(using: &generator)) == (text.isEmpty ? nil : text))
            let history = InputHistory([text, "x"], capacity: Self.integer(around: 2, using: &generator) % 1_000)
            if let found = history.search("", before: Self.integer(around: 2, using: &generator)) {
                #expect(found.index >= 0 && found.index < 2)
            }
        }
    }

    // MARK: - Limits and sizing

    /// What any fit gives: a prefix of the proposed text, dropping the rest of it, and the count of the text it
    /// leaves, which stays within the limit unless the text around the edit is already past it.
    private static func expectFitted(
        _ outcome: CharacterLimit.Outcome, of replacement: String, leaving before: String, _ after: String,
        limit: CharacterLimit
    ) {
        #expect(replacement.unicodeScalars.starts(with: outcome.replacement.unicodeScalars))
        #expect(outcome.resultingCount == (before + outcome.replacement + after).count)
        #expect(outcome.resultingCount <= max(limit.maximum, (before + after).count))
    }

    @Test(arguments: seeds)
    func characterLimitCallsReturnValidResults(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let maximum = Self.integer(around: 5, using: &generator)
            guard let limit = try? CharacterLimit(maximum) else {
                #expect(maximum < 1)
                continue
            }
            let text = RandomText.make(using: &generator, maximumPieces: 10)
            let replacement = RandomText.make(using: &generator, maximumPieces: 10)
            let lower = Self.integer(around: text.count, using: &generator)
            let upper = max(lower, Self.integer(around: text.count, using: &generator))
            // The range clamped to the text; the count is that of the text as the edit leaves it.
            let byCharacters = limit.fit(replacement, replacingCharacters: lower..<upper, in: text)
            let kept = (min(max(lower, 0), text.count), min(max(upper, 0), text.count))
            Self.expectFitted(
                byCharacters, of: replacement, leaving: String(text.prefix(kept.0)), String(text.dropFirst(kept.1)),
                limit: limit)
            let utf16Lower = Self.integer(around: text.utf16.count, using: &generator)
            let utf16Upper = max(utf16Lower, Self.integer(around: text.utf16.count, using: &generator))
            let byUTF16 = limit.fit(replacement, replacingUTF16: utf16Lower..<utf16Upper, in: text)
            // The range clamped, and widened to whole scalars where it splits a surrogate pair.
            let utf16 = Array(text.utf16)
            var start = min(max(utf16Lower, 0), utf16.count)
            if start > 0, start < utf16.count, UTF16.isTrailSurrogate(utf16[start]) { start -= 1 }
            var end = max(start, min(max(utf16Upper, 0), utf16.count))
            if end > 0, end < utf16.count, UTF16.isTrailSurrogate(utf16[end]) { end += 1 }
            Self.expectFitted(
                byUTF16, of: replacement, leaving: String(decoding: utf16[..<start], as: UTF16.self),
                String(decoding: utf16[end...], as: UTF16.self), limit: limit)
            #expect(limit.trimmed(text).count <= maximum)
            if let countdown = try? RemainingCharactersCountdown(
                limit: limit, threshold: Self.integer(around: maximum, using: &generator))
            {
                let count = Self.integer(around: maximum, using: &generator)
                #expect(countdown.remaining(count: count) <= maximum)
                _ = countdown.shownValue(count: count)
                _ = countdown.announcement(previousCount: Self.integer(using: &generator), count: count)
            }
        }
    }

    @Test(arguments: seeds)
    func sizingCallsReturnValidResults(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let minLines = Self.integer(around: 1, using: &generator)
            let maxLines: Int? = Bool.random(using: &generator) ? nil : Self.integer(around: 5, using: &generator)
            if let policy = try? ExpansionPolicy(minLines: minLines, maxLines: maxLines) {
                let content = Self.integer(around: 5, using: &generator)
                let result = policy.resolve(contentLines: content)
                #expect(result.visibleLines >= minLines && result.visibleLines <= (maxLines ?? .max))
                _ = policy.accommodatingPlaceholder(lines: Self.integer(using: &generator))
            } else {
                #expect(minLines < 1 || (maxLines.map { $0 < minLines } ?? false))
            }
            let lines = Self.integer(using: &generator)
            let sample = ExpansionPolicy.sampleText(lines: lines)
            #expect(
                (1...ExpansionPolicy.maximumMeasuredLines).contains(
                    sample.split(separator: "\n", omittingEmptySubsequences: false).count))

            if let metrics = try? LineMetrics(
                lineHeight: Self.double(using: &generator), lineSpacing: Self.double(using: &generator),
                topInset: Self.double(using: &generator), bottomInset: Self.double(using: &generator))
            {
                let lines = Self.integer(using: &generator)
                let height = metrics.height(forLines: lines)
                #expect(height >= 0 && !height.isNaN)
                let fitting = metrics.lines(fittingHeight: Self.double(using: &generator))
                #expect(fitting >= 0)
                // Where the insets dwarf the lines by many orders of magnitude, adding a line no longer changes the
                // height in floating point, and no count can be told from the next: checked for plausible metrics.
                let parts = [metrics.lineHeight, metrics.lineSpacing, metrics.topInset, metrics.bottomInset]
                if parts.allSatisfy({ $0 <= 1e9 }), metrics.lineHeight >= 1e-3, lines >= 1, lines <= 1_000_000 {
                    #expect(metrics.lines(fittingHeight: height) >= lines, "\(metrics), \(lines) lines")
                }
            }

            let minHeight = Self.double(using: &generator)
            let maxHeight: Double? = Bool.random(using: &generator) ? nil : Self.double(using: &generator)
            let scale = Self.double(using: &generator)
            #expect(HeightLimits.displayScale(reported: scale) > 0)
            guard let limits = try? HeightLimits(minHeight: minHeight, maxHeight: maxHeight, displayScale: scale)
            else { continue }
            for _ in 0..<4 {
                let content = Self.double(using: &generator)
                let resolved = limits.resolve(contentHeight: content)
                // The minimum rounds to whole pixels too, and down by at most the rounding's tolerance of 1/1000 px.
                let roundedMin = limits.roundedUpToPixels(limits.minHeight)
                #expect(resolved.height >= roundedMin, "\(limits) at \(content): \(resolved)")
                #expect(
                    roundedMin >= limits.minHeight * (1 - 1e-15) - 0.001 / limits.displayScale,
                    "\(limits): minimum \(roundedMin)")
                if let maxHeight = limits.maxHeight {
                    #expect(resolved.height <= limits.roundedUpToPixels(maxHeight), "\(limits) at \(content)")
                }
                #expect(!resolved.height.isNaN)
            }
        }
    }

    // MARK: - Hidden text

    @Test(arguments: seeds)
    func hiddenRunsLieInOrderWithinTheText(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let text = IncrementalLayoutTests.randomText(pieces: 60, using: &generator)
            var previous = text.startIndex
            for run in HiddenText.runs(in: text) {
                #expect(run.range.lowerBound >= previous && run.range.upperBound <= text.endIndex)
                #expect(!run.range.isEmpty && run.marker.hasPrefix("<") && run.marker.hasSuffix(">"))
                previous = run.range.upperBound
            }
        }
    }
}
