// The same SwiftUI scenario for each set: the view is written once for both platforms.
import ExpandingTextCore
import ExpandingTextUI
import SwiftUI

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// SwiftUI scenarios that read the same on both platforms.
@MainActor
let sharedSwiftUIScenarios: [Scenario] = [
    Scenario(name: "swiftui: a placeholder key is looked up in the app's localised strings") { checks in
        let german = ["Message": "Nachricht"]
        let draft = ModelStateLocation("")
        checks.equal(
            placeholderShown(by: { ExpandingTextView("Message", text: draft.binding) }, localizations: german),
            "Nachricht", "placeholder of a string literal")
        checks.equal(
            placeholderShown(
                by: { ExpandingTextView(LocalizedStringKey("Message"), text: draft.binding) }, localizations: german),
            "Nachricht", "placeholder of a LocalizedStringKey")
        let resource: LocalizedStringResource = "Message"
        checks.equal(
            placeholderShown(by: { ExpandingTextView(resource, text: draft.binding) }, localizations: german),
            "Nachricht", "placeholder of a LocalizedStringResource")
        let verbatim = "Message"
        checks.equal(
            placeholderShown(by: { ExpandingTextView(verbatim, text: draft.binding) }, localizations: german),
            "Message", "placeholder of a String, shown as given")
    },
    Scenario(name: "swiftui: a composer value takes a mention the app appends and gets it back with its id") { checks in
        let message = ModelStateLocation(Submission(text: ""))
        let host = ModelHost(width: 320) { ExpandingTextView("Message", composer: message.binding) }
        host.show(updatingOn: message)
        let view = host.views[0] as! GrowingTextView
        userTypes("Hi ", into: view)
        checks.equal(message.value.text, "Hi ", "the value after typing")
        message.value.append(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
        settle()
        checks.equal(view.submission.text, "Hi @ada", "the view's text")
        checks.equal(view.submission.elements.map(\.element.payload), ["user-36"], "the view's elements")
        userTypes("!", into: view)
        checks.equal(message.value.elements.map(\.element.payload), ["user-36"], "the value's elements after typing")
        checks.equal(
            message.value.elements.map { String(message.value.text[$0.range]) }, ["@ada"], "the mention in the value")
        message.value = Submission(text: "")
        settle()
        checks.equal(view.submission, Submission(text: ""), "the view after the app cleared the value")
    },
    Scenario(name: "swiftui: expandingTextCompletion hands the rows to the app after the update; a row accepts") {
        checks in
        let message = ModelStateLocation("")
        let heard = Heard()
        let host = ModelHost(width: 320) {
            ExpandingTextView("Message", text: message.binding)
                .expandingTextCompletion([People()]) { heard.completions.append($0) }
        }
        host.show(updatingOn: message)
        let view = host.views[0] as! GrowingTextView
        userTypes("hi @and", into: view)
        checks.equal(waitForRows(view)?.rows.map(\.candidate.label), ["@andrew"], "the view's rows")
        // The app hears of the rows after the view's update, at a later turn of the run loop than the view.
        settle()
        let last = heard.completions.last.flatMap { $0 }
        checks.equal(last?.state.rows.map(\.candidate.label), ["@andrew"], "the rows the app heard of")
        checks.expect(last?.accept(row: 0) ?? false, "accepting the app's row failed")
        settle()
        checks.equal(message.value, "hi @andrew ", "the value after accepting")
        checks.expect(heard.completions.last.map { $0 == nil } ?? false, "the app did not hear the completion close")
    },
    Scenario(name: "swiftui: a pasted image reaches the app's onExpandingTextPasteAttachments") { checks in
        let message = ModelStateLocation("")
        let received = AttachmentInbox()
        let host = ModelHost(width: 320) {
            ExpandingTextView("Message", text: message.binding)
                .onExpandingTextPasteAttachments { received.calls.append($0) }
        }
        host.show(updatingOn: message)
        let view = host.views[0] as! GrowingTextView
        userTypes("Hi", into: view)
        AppleModel.current.pasteboardItems = [.image("PNG-3")]
        checks.expect(userPastesFromMenu(into: view), "Paste was not offered for an image")
        checks.equal(received.calls.map(\.count), [1], "providers handed over, per call")
        checks.equal(message.value, "Hi", "the value")
        AppleModel.current.pasteboardItems = [.text(" there")]
        checks.expect(userPastesFromMenu(into: view), "Paste was not offered for text")
        checks.equal(message.value, "Hi there", "the value after pasting text")
        checks.equal(received.calls.count, 1, "calls of the action")
    },
]
