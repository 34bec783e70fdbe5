// Highlighting in the platform text views, the same on both platforms: Core's highlighter says which range to style
// again after an edit, and the view sets the roles' attributes on its text storage in place.
import ExpandingTextCore
import ExpandingTextUI
import Foundation
import SwiftUI

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// A screen whose view's text is drawn with attributes.
@MainActor
protocol HighlightingScreen: ElementEditingScreen {
    /// The attributes the user sees at a UTF-16 location.
    func drawnAttributes(at location: Int) -> [NSAttributedString.Key: Any]
    /// Counts the attribute changes of the view's text storage so far.
    var attributeChanges: Int { get }
    /// Sets the view's text colour, as an app does.
    func setTextColor(_ color: NSObject)
    /// Makes the view's text editable or read-only, as an app does.
    func setEditable(_ editable: Bool)
}

/// The colours the scenarios tell apart, by name: the default attributes' roles, the app's text colour, and another
/// an app may choose.
@MainActor
private var knownColors: [(name: String, color: NSObject)] {
    #if canImport(AppKit)
    [
        ("link", NSColor.linkColor), ("mention", NSColor.systemBlue), ("tag", NSColor.systemPurple),
        ("code", NSColor.systemOrange), ("text", NSColor.textColor), ("alternate", NSColor.placeholderTextColor),
    ]
    #else
    [
        ("link", UIColor.link), ("mention", UIColor.systemBlue), ("tag", UIColor.systemPurple),
        ("code", UIColor.systemOrange), ("text", UIColor.label), ("alternate", UIColor.secondaryLabel),
    ]
    #endif
}

@MainActor
private func known(_ name: String) -> NSObject {
    knownColors.first { $0.name == name }!.color
}

/// The name of the colour drawn at a location: one of `knownColors`, "none" without one, "other" for another.
@MainActor
private func colorName(_ screen: any HighlightingScreen, at location: Int) -> String {
    colorName(screen.drawnAttributes(at: location))
}

@MainActor
private func colorName(_ attributes: [NSAttributedString.Key: Any]) -> String {
    guard let color = attributes[.foregroundColor] as? NSObject else { return "none" }
    return knownColors.first { color.isEqual($0.color) }?.name ?? "other"
}

/// The attributes the user sees at a location of a view, and the count of its storage's attribute changes.
#if canImport(AppKit)
@MainActor
private func drawnAttributes(of view: GrowingTextView, at location: Int) -> [NSAttributedString.Key: Any] {
    view.textView.drawnAttributes(at: location)
}

@MainActor
private func attributeChanges(of view: GrowingTextView) -> Int { view.textView.textStorage?.attributeChanges ?? 0 }
#else
@MainActor
private func drawnAttributes(of view: GrowingTextView, at location: Int) -> [NSAttributedString.Key: Any] {
    view.textStorage.attributes(at: location, effectiveRange: nil)
}

@MainActor
private func attributeChanges(of view: GrowingTextView) -> Int { view.textStorage.attributeChanges }
#endif

/// Whether the text at a location is drawn underlined.
@MainActor
private func isUnderlined(_ screen: any HighlightingScreen, at location: Int) -> Bool {
    (screen.drawnAttributes(at: location)[.underlineStyle] as? Int ?? 0) != 0
}

/// A refiner that marks each `!` as emphasis.
struct Exclamations: SpanRefiner {
    func refinedSpans(for request: SpanRefinementRequest) async throws -> [HighlightedSpan] {
        var spans: [HighlightedSpan] = []
        var offset = request.range.lowerBound.utf8Offset
        for byte in request.text.string(in: request.range).utf8 {
            if byte == UInt8(ascii: "!") {
                spans.append(
                    HighlightedSpan(
                        range: TextPosition(utf8Offset: offset)..<TextPosition(utf8Offset: offset + 1), role: .emphasis
                    ))
            }
            offset += 1
        }
        return spans
    }
}

/// Lets the run loop turn until `condition` holds, as a refiner's answer arrives on the main queue; false after two
/// seconds without.
@MainActor
private func waitUntil(_ condition: () -> Bool) -> Bool {
    for _ in 0..<400 {
        settle()
        if condition() { return true }
        usleep(5_000)
    }
    return false
}

/// The highlighting scenarios of one platform's screens, named after `platform`.
///
/// - Parameters:
///   - platform: `uikit` or `appkit`, the start of each scenario's name.
///   - makeScreen: A new screen, its view configured by the closure before it is laid out.
@MainActor
func highlightingScenarios(
    _ platform: String, makeScreen: @escaping @MainActor ((GrowingTextView) -> Void) -> any HighlightingScreen
) -> [Scenario] {
    /// A focused screen whose view highlights with the built-in provider, in the app's text colour.
    func highlightedScreen() -> any HighlightingScreen {
        let screen = makeScreen { $0.spanProvider = StandardSpanProvider() }
        screen.setTextColor(known("text"))
        screen.focus()
        return screen
    }
    return [
        Scenario(name: "\(platform): a typed URL is drawn as a link, the text after it plainly; the caret stays") {
            checks in
            let screen = highlightedScreen()
            screen.type("see https://example.com now")
            checks.equal(colorName(screen, at: 0), "text", "colour of 'see'")
            checks.equal(colorName(screen, at: 4), "link", "colour of the URL's first character")
            checks.equal(colorName(screen, at: 22), "link", "colour of the URL's last character")
            checks.expect(isUnderlined(screen, at: 4) && isUnderlined(screen, at: 22), "the URL is not underlined")
            // Typed after the link, the space and "now" first take its attributes; the restyle takes them off.
            checks.equal(colorName(screen, at: 23), "text", "colour of the space after the URL")
            checks.equal(colorName(screen, at: 26), "text", "colour of 'now'")
            checks.expect(!isUnderlined(screen, at: 26), "'now' is underlined")
            checks.equal(screen.selection, NSRange(location: 27, length: 0), "the caret")
            checks.equal(screen.reported.last, "see https://example.com now", "reported text")
        },
        Scenario(name: "\(platform): after an emoji, a mention's range counts UTF-16 units") { checks in
            let screen = highlightedScreen()
            screen.type("👨‍👩‍👧 hi @ana ok")
            // The family is 8 UTF-16 units: " hi " takes 8..<12 and "@ana" 12..<16.
            checks.equal(colorName(screen, at: 11), "text", "colour before the mention")
            checks.equal(colorName(screen, at: 12), "mention", "colour of '@'")
            checks.equal(colorName(screen, at: 15), "mention", "colour of the mention's last letter")
            checks.equal(colorName(screen, at: 16), "text", "colour after the mention")
        },
        Scenario(name: "\(platform): restyling keeps the user's selection and reports no change") { checks in
            let screen = highlightedScreen()
            screen.type("see #tag and @ana")
            screen.userSelects(NSRange(location: 4, length: 4))
            let reportedBefore = screen.reported
            screen.view.highlightAttributes[.tag] = [.foregroundColor: known("code")]
            checks.equal(colorName(screen, at: 4), "code", "colour of the tag in its new attributes")
            checks.equal(colorName(screen, at: 13), "mention", "colour of the mention")
            checks.equal(screen.selection, NSRange(location: 4, length: 4), "the selection")
            checks.equal(screen.shownText, "see #tag and @ana", "the text")
            checks.equal(screen.reported, reportedBefore, "what the app heard")
        },
        Scenario(name: "\(platform): while an input method composes, the restyle waits; the composition goes on") {
            checks in
            let screen = highlightedScreen()
            screen.type("hi ")
            let changesBefore = screen.attributeChanges
            screen.compose("@an")
            checks.expect(screen.isComposing, "the composition ended")
            checks.equal(screen.attributeChanges, changesBefore, "attribute changes during the composition")
            screen.compose("@ana")
            checks.expect(screen.isComposing, "the composition ended at its second step")
            screen.commitComposition("@ana")
            checks.expect(!screen.isComposing, "composing after the commit")
            checks.equal(colorName(screen, at: 3), "mention", "colour of the committed mention")
            checks.equal(screen.shownText, "hi @ana", "the committed text")
        },
        Scenario(name: "\(platform): a new text colour colours the plain text, and the links stay links") { checks in
            let screen = highlightedScreen()
            screen.type("https://a.io x")
            screen.setTextColor(known("alternate"))
            checks.equal(colorName(screen, at: 0), "link", "colour of the link")
            checks.equal(colorName(screen, at: 13), "alternate", "colour of 'x'")
            screen.type(" y")
            checks.equal(colorName(screen, at: 15), "alternate", "colour of 'y', typed after the change")
        },
        Scenario(name: "\(platform): the app's value on a read-only view keeps the highlighting of the rest") {
            checks in
            let screen = highlightedScreen()
            screen.type("see https://a.io\nand #tag")
            screen.setEditable(false)
            checks.expect(screen.view.setText("see https://a.io\nand #tag!"), "the app's value was deferred")
            checks.equal(screen.shownText, "see https://a.io\nand #tag!", "the text")
            checks.equal(colorName(screen, at: 4), "link", "colour of the link in the unchanged paragraph")
            checks.equal(colorName(screen, at: 21), "tag", "colour of the tag")
            checks.equal(colorName(screen, at: 25), "text", "colour of the '!' the app added")
        },
        Scenario(name: "\(platform): without a text colour of the app's, plain text is drawn in the system's") {
            checks in
            let screen = makeScreen { $0.spanProvider = StandardSpanProvider() }
            screen.focus()
            screen.type("see https://a.io now")
            checks.equal(colorName(screen, at: 0), "text", "colour of 'see'")
            checks.equal(colorName(screen, at: 4), "link", "colour of the link")
            checks.equal(colorName(screen, at: 17), "text", "colour of 'now', typed after the link")
        },
        Scenario(name: "\(platform): an accepted completion is highlighted as the user's edit") { checks in
            let screen = makeScreen { view in
                view.spanProvider = StandardSpanProvider()
                view.completionSources = [People()]
            }
            screen.setTextColor(known("text"))
            screen.focus()
            screen.type("hi @an")
            checks.expect(waitForRows(screen.view) != nil, "no rows for @an")
            checks.expect(screen.view.completion?.accept(row: 0) ?? false, "accepting @ana failed")
            checks.equal(screen.shownText, "hi @ana ", "the text")
            checks.equal(colorName(screen, at: 3), "mention", "colour of the accepted mention")
            checks.equal(colorName(screen, at: 7), "text", "colour of the space after it")
        },
        Scenario(name: "\(platform): a refiner's answer is drawn when it comes, in place of the provider's spans") {
            checks in
            let screen = makeScreen { view in
                view.spanProvider = StandardSpanProvider()
                view.spanRefiner = Exclamations()
                view.highlightAttributes[.emphasis] = [.foregroundColor: known("code")]
            }
            screen.setTextColor(known("text"))
            screen.focus()
            screen.type("hi @ana!")
            checks.expect(waitUntil { colorName(screen, at: 7) == "code" }, "the '!' was not drawn as emphasis")
            checks.equal(colorName(screen, at: 3), "text", "colour of the mention the refiner left out")
            checks.equal(screen.selection, NSRange(location: 8, length: 0), "the caret")
        },
        Scenario(name: "\(platform): without a provider the text is drawn plainly again") { checks in
            let screen = highlightedScreen()
            screen.type("see https://a.io")
            screen.view.spanProvider = nil
            checks.equal(colorName(screen, at: 4), "text", "colour of the former link")
            checks.expect(!isUnderlined(screen, at: 4), "the former link is underlined")
            screen.type(" #x")
            checks.equal(colorName(screen, at: 17), "text", "colour of a tag typed without a provider")
        },
        Scenario(name: "\(platform): an opened fence reaches the paragraphs after it, and closing it gives them back") {
            checks in
            let screen = highlightedScreen()
            screen.type("a #tag\nb")
            checks.equal(colorName(screen, at: 2), "tag", "colour of the tag")
            screen.userSelects(NSRange(location: 0, length: 0))
            screen.type("```\n")
            checks.equal(colorName(screen, at: 6), "code", "colour of the tag inside the fence")
            screen.userSelects(NSRange(location: 0, length: 4))
            screen.pressBackspace()
            checks.equal(screen.shownText, "a #tag\nb", "the text without the fence")
            checks.equal(colorName(screen, at: 2), "tag", "colour of the tag once the fence is gone")
        },
        Scenario(name: "\(platform): SwiftUI's expandingTextHighlighting draws links, and its updates keep them") {
            checks in
            let message = ModelStateLocation("")
            let host = ModelHost(width: 320) {
                ExpandingTextView("Message", text: message.binding)
                    .expandingTextHighlighting(StandardSpanProvider())
            }
            host.show(updatingOn: message)
            let view = host.views[0] as! GrowingTextView
            userTypes("https://a.io hi", into: view)
            settle()
            checks.equal(message.value, "https://a.io hi", "the value")
            let changesAfterTyping = attributeChanges(of: view)
            message.value = "https://a.io hi!"
            host.update()
            checks.equal(colorName(drawnAttributes(of: view, at: 0)), "link", "colour of the link after the update")
            checks.equal(colorName(drawnAttributes(of: view, at: 13)), "text", "colour of 'hi' after the update")
            // The update's edit restyles one paragraph: the view's colour, which reads as the link's, is not
            // assigned again over the whole text.
            checks.expect(
                attributeChanges(of: view) - changesAfterTyping <= 3,
                "an update changed attributes \(attributeChanges(of: view) - changesAfterTyping) times")
        },
    ] + platformHighlightingScenarios(platform, highlightedScreen)
}

#if canImport(AppKit)
/// AppKit's own: the text view is rich while it highlights, and what it reads stays plain.
@MainActor
private func platformHighlightingScenarios(
    _ platform: String, _ highlightedScreen: @escaping @MainActor () -> any HighlightingScreen
) -> [Scenario] {
    [
        Scenario(name: "\(platform): a paste of styled text into a highlighting view comes in plain") { checks in
            let screen = highlightedScreen()
            screen.type("a ")
            AppleModel.current.pasteboardItems = [
                ModelPasteboardItem([(ModelTypeIdentifiers.rtf, "styled"), (ModelTypeIdentifiers.plainText, "styled")])
            ]
            checks.expect(screen.pasteFromMenu(), "Paste was not offered")
            checks.equal(screen.shownText, "a styled", "the text after the paste")
            let font = screen.drawnAttributes(at: 3)[.font] as? NSFont
            checks.expect(font?.size != 30, "the pasted text kept its source's font")
            checks.equal(colorName(screen, at: 3), "text", "colour of the pasted text")
        }
    ]
}
#else
/// UIKit has none of its own: a plain-text view draws its storage's attributes.
@MainActor
private func platformHighlightingScenarios(
    _ platform: String, _ highlightedScreen: @escaping @MainActor () -> any HighlightingScreen
) -> [Scenario] { [] }
#endif
