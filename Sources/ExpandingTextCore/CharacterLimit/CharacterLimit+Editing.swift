// The limit applied to an editing model: every front end that edits through `TextEditor` uses the same filter.

extension CharacterLimit {
    /// A ``TextEditor/replacementFilter`` that trims each insertion (typing, a newline, a paste, a replacement) to
    /// the limit before it is applied, so a trimmed edit is still one ordinary undoable step.
    ///
    /// Counting follows ``fit(_:characterBefore:charactersAfter:outsideCount:)``: a combining mark joining the
    /// character before the insertion adds nothing.
    ///
    /// ```swift
    /// var editor = TextEditor(text: "abc")
    /// editor.replacementFilter = try CharacterLimit(5).replacementFilter
    /// editor.paste("defgh")
    /// editor.text  // "abcde"
    /// ```
    /// - Complexity: Each insertion costs O(m + c): its length and the characters read around it.
    public var replacementFilter: TextEditor.ReplacementFilter {
        replacementFilter(counting: .none)
    }

    /// The ``replacementFilter`` for an editor whose text holds elements: each counts as the characters of its
    /// text, so the limit is on the text the box submits.
    ///
    /// - Parameter elements: The editor's elements as they are now (the filter is made again when they change).
    /// - Returns: The filter.
    package func replacementFilter(counting elements: ElementTable) -> TextEditor.ReplacementFilter {
        { proposed, storage in
            let lower = proposed.range.lowerBound
            let upper = proposed.range.upperBound
            let before = lower > .start ? storage.character(at: storage.position(before: lower)) : nil
            var replaced = storage.characterOffset(of: upper) - storage.characterOffset(of: lower)
            if elements.liveCount > 0, !proposed.range.isEmpty {
                replaced += elements.surplusCharacters(in: storage.string(in: proposed.range))
            }
            let outside = storage.characterCount + elements.surplusCharacters - replaced
            func fitted(_ text: String, reserving surplus: Int) -> String {
                fit(
                    text, characterBefore: before, charactersAfter: storage.clusters(from: upper).lazy.map(\.character),
                    outsideCount: outside + surplus
                ).replacement
            }
            // An element inserted again (a yank) counts as its text: fit again with the room its text takes beyond its
            // one character reserved. The shorter fit keeps those elements or fewer, so it fits (if with room left
            // when it cut one off).
            let kept = fitted(proposed.replacement, reserving: 0)
            let surplus = elements.surplusCharacters(in: kept)
            return surplus > 0 ? fitted(proposed.replacement, reserving: surplus) : kept
        }
    }

    /// `text` cut to the limit, for a text that did not come through an edit (an initial value, a draft, what an
    /// external editor saved).
    ///
    /// - Complexity: O(n) up to the limit.
    public func trimmed(_ text: String) -> String {
        String(text.prefix(maximum))
    }
}
