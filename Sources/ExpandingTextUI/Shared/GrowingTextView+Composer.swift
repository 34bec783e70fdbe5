#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore
import Foundation

// The composer's API UIKit's and AppKit's `GrowingTextView` share (elements, completion, highlighting), written once
// for both, as `GrowingTextView+Settings` is; each class implements `spanProviderDidChange()` and has its own
// `defaultHighlightAttributes`, in its platform's colours.
extension GrowingTextView {
    // MARK: - Elements

    /// Replaces the text and its elements with the app's value, as ``setText(_:)-(String)`` replaces the text (the
    /// smallest edit, the caret kept, nothing while an input method composes); the value's elements are the view's
    /// from then on.
    ///
    /// - Parameter submission: The text and where its elements lie.
    /// - Returns: `false` if the change was deferred because of a composition in progress.
    @discardableResult
    public func setText(_ submission: Submission) -> Bool {
        controller.setText(submission)
    }

    /// Inserts an element (a mention, an attachment's name) at the selection, replacing it, as the user's edit: its
    /// text is shown as typed, and from then on edits treat it as one unit — the caret never stops inside it,
    /// Backspace or Delete next to it removes all of it, and a selection that reaches into it takes it whole — until
    /// an edit changes its text (an input method's composition next to it is left alone).
    ///
    /// ``onTextChange`` hears of the new text; ``submission`` says where each element lies.
    ///
    /// <!-- example: fragment uikit-send-button -->
    /// ```swift
    /// input.insertElement(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: `false` when its text does not fit ``characterLimit`` (nothing is inserted).
    @discardableResult
    public func insertElement(_ element: TextElement) -> Bool {
        controller.insertElement(element)
    }

    /// The text with the elements still in it (each whose text is unchanged at its place), for an app that sends a
    /// mention's identifier rather than its name.
    public var submission: Submission { controller.submission }

    // MARK: - Completion

    /// Where suggestions come from: a source opens a completion when its trigger is typed (`@` at a word start, `/`
    /// at the start of the text) and searches as the query after it grows; ``onCompletionChange`` hands each state
    /// to the app's own suggestions view. Setting it closes an open completion.
    ///
    /// <!-- example: fragment uikit-completion -->
    /// ```swift
    /// input.completionSources = [People()]
    /// ```
    public var completionSources: [any CompletionSource] {
        get { controller.settings.completionSources }
        set {
            controller.settings.completionSources = newValue
            controller.completionSourcesDidChange()
        }
    }

    /// Called when a completion opens, when its rows, its selected row or its query change, and with nil when it
    /// closes (accepted, dismissed, or the caret left the trigger's word): draw the suggestions from it, and accept
    /// a row with ``ExpandingTextCompletion/accept(row:)``.
    public var onCompletionChange: ((ExpandingTextCompletion?) -> Void)? {
        get { controller.settings.onCompletionChange }
        set { controller.settings.onCompletionChange = newValue }
    }

    /// The completion open now, or nil.
    public var completion: ExpandingTextCompletion? {
        controller.completionForApp(controller.completion?.state)
    }

    // MARK: - Highlighting

    /// Where style spans come from (links, mentions, tags, code): their roles are drawn with
    /// ``highlightAttributes`` on the text storage, and follow each edit; nil, the default, draws the text plainly.
    ///
    /// The attributes are set in place, never by replacing the text, so the caret, the selection, undo and an input
    /// method's composition stay as they are; while an input method composes, the restyle waits for it to end. After
    /// an edit only the changed paragraphs are asked again, and those after them whose state the edit changed.
    ///
    /// <!-- example: fragment uikit-completion -->
    /// ```swift
    /// input.spanProvider = StandardSpanProvider()
    /// input.highlightAttributes[.mention] = [.underlineStyle: NSUnderlineStyle.single.rawValue]
    /// ```
    public var spanProvider: (any SpanProvider)? {
        get { controller.settings.spanProvider }
        set {
            controller.settings.spanProvider = newValue
            spanProviderDidChange()
        }
    }

    /// A slower source of spans than ``spanProvider`` (a parser, a spelling checker), asked in a task about the
    /// paragraphs each edit restyled once the provider's spans for them are final; its spans replace the provider's
    /// there, and an answer for a text that changed meanwhile is dropped. Typing never waits for it. Nil, the
    /// default, asks none.
    public var spanRefiner: (any SpanRefiner)? {
        get { controller.settings.spanRefiner }
        set {
            controller.settings.spanRefiner = newValue
            if spanProvider != nil { controller.highlightingDidChange() }
        }
    }

    /// The attributes each role of ``spanProvider`` is drawn with; ``defaultHighlightAttributes`` at first.
    ///
    /// Use attributes that keep the glyphs' sizes (colours, underlines, backgrounds): a font would change the
    /// height the view measured. A role without attributes is not drawn.
    public var highlightAttributes: [StyleRole: [NSAttributedString.Key: Any]] {
        get { controller.settings.highlightAttributes }
        set {
            let former = controller.settings.highlightAttributeKeys
            controller.settings.highlightAttributes = newValue
            controller.highlightingDidChange(clearing: former)
        }
    }
}
#endif
