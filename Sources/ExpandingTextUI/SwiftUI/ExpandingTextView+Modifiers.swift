#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextCore
import SwiftUI

extension View {
    /// Sets how many lines the ``ExpandingTextView``s below show: they grow from the range's lower bound to its upper
    /// bound, then scroll.
    ///
    /// The height of N lines is measured with the view's real font, paragraph style and insets.
    ///
    /// - Parameter lines: At least 1 line.
    /// - Returns: A view whose expanding text views use these limits.
    public func expandingTextLineLimit(_ lines: ClosedRange<Int>) -> some View {
        expandingTextExpansion(
            checked { () throws(ConfigurationError) in
                try ExpansionPolicy(minLines: lines.lowerBound, maxLines: lines.upperBound)
            })
    }

    /// Sets the least number of lines the ``ExpandingTextView``s below show, growing without limit.
    ///
    /// - Parameter lines: At least 1 line.
    /// - Returns: A view whose expanding text views use this minimum.
    public func expandingTextLineLimit(_ lines: PartialRangeFrom<Int>) -> some View {
        expandingTextExpansion(
            checked { () throws(ConfigurationError) in
                try ExpansionPolicy(minLines: lines.lowerBound)
            })
    }

    /// Sets the least and greatest height, in points, of the ``ExpandingTextView``s below (insets included).
    ///
    /// - Parameters:
    ///   - minHeight: Zero or more.
    ///   - maxHeight: At least `minHeight`, or `nil` to grow without limit.
    /// - Returns: A view whose expanding text views use these limits.
    public func expandingTextHeight(min minHeight: CGFloat, max maxHeight: CGFloat? = nil) -> some View {
        expandingTextExpansion(
            checked { () throws(ConfigurationError) in
                try ExpansionPolicy(minHeight: Double(minHeight), maxHeight: maxHeight.map(Double.init))
            })
    }

    /// Sets the sizing policy of the ``ExpandingTextView``s below.
    ///
    /// - Parameter policy: Limits in lines or points.
    /// - Returns: A view whose expanding text views use this policy.
    public func expandingTextExpansion(_ policy: ExpansionPolicy) -> some View {
        expandingTextConfiguration { $0.expansion = policy }
    }

    /// Sets the insets of the text inside the ``ExpandingTextView``s below; the placeholder follows them.
    ///
    /// - Parameter insets: Leading and trailing follow the layout direction.
    /// - Returns: A view whose expanding text views use these insets.
    public func expandingTextInsets(_ insets: EdgeInsets) -> some View {
        expandingTextConfiguration { $0.insets = insets }
    }

    /// Sets a background drawn behind both the text and the placeholder of the ``ExpandingTextView``s below.
    ///
    /// - Parameter color: The background colour.
    /// - Returns: A view whose expanding text views have this background.
    public func expandingTextBackground(_ color: Color) -> some View {
        expandingTextConfiguration { $0.background = color }
    }

    /// Makes the ``ExpandingTextView``s below take the keyboard focus the first time they appear, and only then.
    ///
    /// Leaving and coming back (a dismissed keyboard, another tab) does not focus again.
    ///
    /// - Parameter autofocus: Whether to focus on first appearance.
    /// - Returns: A view whose expanding text views focus themselves on first appearance.
    public func expandingTextAutofocus(_ autofocus: Bool = true) -> some View {
        expandingTextConfiguration { $0.autofocus = autofocus }
    }

    /// Sets what Return does in the ``ExpandingTextView``s below, and what submitting does.
    ///
    /// SwiftUI's `onSubmit` is not called for wrapped text views, hence this modifier. With `.submit`, Return submits
    /// and Shift-, Option- or Control-Return insert a line break on hardware keyboards.
    ///
    /// - Parameters:
    ///   - behavior: Insert a line break or submit.
    ///   - onSubmit: Called when Return submits.
    /// - Returns: A view whose expanding text views handle Return this way.
    public func expandingTextReturnKeyBehavior(
        _ behavior: ReturnKeyBehavior,
        onSubmit: @escaping () -> Void = {}
    ) -> some View {
        expandingTextConfiguration {
            $0.returnKeyBehavior = behavior
            $0.onSubmit = onSubmit
        }
    }

    /// Limits the ``ExpandingTextView``s below to `maximum` characters (grapheme clusters).
    ///
    /// Typing and pasting past the limit are trimmed (undo keeps working); near the limit the remaining count is
    /// shown in the bottom trailing corner and announced to VoiceOver at a few milestones.
    ///
    /// - Parameters:
    ///   - maximum: At least 1.
    ///   - showsRemainingCharacters: Whether to show the count near the limit.
    ///   - threshold: How many characters are left when the count appears; `nil` for a fifth of the limit, at
    ///     least 10.
    /// - Returns: A view whose expanding text views enforce this limit.
    public func expandingTextCharacterLimit(
        _ maximum: Int,
        showsRemainingCharacters: Bool = true,
        threshold: Int? = nil
    ) -> some View {
        let limit = checked { () throws(ConfigurationError) in try CharacterLimit(maximum) }
        return expandingTextConfiguration {
            $0.characterLimit = limit
            $0.showsRemainingCharacters = showsRemainingCharacters
            $0.remainingCharactersThreshold = threshold
        }
    }

    /// Calls `action` with the new height whenever the height of the ``ExpandingTextView``s below changes.
    ///
    /// - Parameter action: Receives the height in points; called after the layout pass, never during it.
    /// - Returns: A view that reports height changes.
    public func onExpandingTextHeightChange(_ action: @escaping (CGFloat) -> Void) -> some View {
        expandingTextConfiguration { $0.onHeightChange = action }
    }

    /// Hands what a paste into the ``ExpandingTextView``s below holds besides text — an image, a file — to
    /// `action`, instead of dropping it.
    ///
    /// While it is set, Paste is offered also for a pasteboard without text. Each pasteboard item goes one way: an
    /// item that holds a file or an image, or no text, reaches `action` as its item provider (all such items of one
    /// paste in one call, in pasteboard order); when other items hold text, the text view pastes its text as usual.
    /// Start loading from the providers in `action`, while the paste is under way.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// @State var attachments: [NSItemProvider] = []
    ///
    /// ExpandingTextView("Message", text: $message)
    ///     .onExpandingTextPasteAttachments { providers in attachments += providers }
    /// ```
    ///
    /// - Parameter action: Receives the item providers of the pasted attachments.
    /// - Returns: A view whose expanding text views hand pasted attachments to `action`.
    public func onExpandingTextPasteAttachments(_ action: @escaping ([NSItemProvider]) -> Void) -> some View {
        expandingTextConfiguration { $0.onPasteAttachments = action }
    }

    /// Offers completions from `sources` in the ``ExpandingTextView``s below, and hands each state of the open
    /// completion to `action`, for a suggestions view of the app's own.
    ///
    /// A source opens a completion when its trigger is typed (`@` at a word start, `/` at the start of the text);
    /// `action` receives the rows as they come, and nil once the completion closes. Accept a row with
    /// ``ExpandingTextCompletion/accept(row:)``: the trigger and its query give way to the candidate and a space.
    /// The views take new sources when their types change; a source whose candidates change finds them when asked.
    ///
    /// <!-- example: fragment swiftui-completion -->
    /// ```swift
    /// @State var completion: ExpandingTextCompletion?
    ///
    /// VStack {
    ///     if let completion {
    ///         ForEach(Array(completion.state.rows.enumerated()), id: \.offset) { index, row in
    ///             Button(action: { completion.accept(row: index) }) { Text(verbatim: row.candidate.label) }
    ///         }
    ///     }
    ///     ExpandingTextView("Message", text: $message)
    ///         .expandingTextCompletion([People()]) { completion = $0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sources: Where suggestions come from; where two triggers match, the first listed opens.
    ///   - action: Receives each state of the open completion, and nil when it closes; called after the view's
    ///     update, never during it.
    /// - Returns: A view whose expanding text views offer the completions.
    public func expandingTextCompletion(
        _ sources: [any CompletionSource], onChange action: @escaping (ExpandingTextCompletion?) -> Void
    ) -> some View {
        expandingTextConfiguration {
            $0.completionSources = sources
            $0.onCompletionChange = action
        }
    }

    /// Highlights the text of the ``ExpandingTextView``s below with the style spans of `provider`: links, mentions,
    /// tags and code with the built-in one.
    ///
    /// The roles are drawn with the platform view's default attributes (links in the link colour and underlined,
    /// mentions blue, tags purple, code orange), set on its text storage in place: the caret, the selection and an
    /// input method's composition stay as they are. A refiner, slower, is asked in a task about what each edit
    /// restyled, and its spans replace the provider's there. The views take a new provider or refiner when its type
    /// changes.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// let highlighter = StandardSpanProvider()
    ///
    /// ExpandingTextView("Message", text: $message)
    ///     .expandingTextHighlighting(highlighter)
    /// ```
    ///
    /// - Parameters:
    ///   - provider: Where the spans come from; nil draws the text plainly.
    ///   - refiner: A slower source of spans (a parser, a spelling checker), or nil for none.
    /// - Returns: A view whose expanding text views highlight their text.
    public func expandingTextHighlighting(
        _ provider: (any SpanProvider)?, refiner: (any SpanRefiner)? = nil
    ) -> some View {
        expandingTextConfiguration {
            $0.spanProvider = provider
            $0.spanRefiner = refiner
        }
    }

    /// Sets whether the text of the ``ExpandingTextView``s below can be edited; it can still be selected and copied.
    ///
    /// `.disabled(true)` also makes it read-only.
    ///
    /// - Parameter isEditable: Whether the text can be edited.
    /// - Returns: A view whose expanding text views are editable or not.
    public func expandingTextEditable(_ isEditable: Bool) -> some View {
        expandingTextConfiguration { $0.isEditable = isEditable }
    }
}

/// The value `make` builds; an invalid configuration value is a programmer error, reported with the message Core
/// gives (which names the value), not silently clamped.
private func checked<Value>(_ make: () throws(ConfigurationError) -> Value) -> Value {
    do {
        return try make()
    } catch {
        failPrecondition("ExpandingTextView: \(error)")
    }
}
#endif
