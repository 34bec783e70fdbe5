// Pasted attachments on both platforms, for the same steps: an item of the pasteboard that holds a file or an image,
// or no text, reaches the app's `onPasteAttachments`; text is pasted into the view.
import ExpandingTextCore
import ExpandingTextUI
import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// The scenarios of pasted attachments for one platform's screens, named after `platform`.
///
/// - Parameters:
///   - platform: `uikit` or `appkit`, the start of each scenario's name.
///   - makeScreen: A new screen, its view configured by the closure before it is laid out.
@MainActor
func pasteAttachmentScenarios(
    _ platform: String, makeScreen: @escaping @MainActor ((GrowingTextView) -> Void) -> any ElementEditingScreen
) -> [Scenario] {
    /// A focused screen with "Hi " typed, its view taking attachments into `received` when `takesAttachments`.
    func screen(takesAttachments: Bool = true, received: AttachmentInbox) -> any ElementEditingScreen {
        let screen = makeScreen { view in
            if takesAttachments { view.onPasteAttachments = { received.calls.append($0) } }
        }
        screen.focus()
        screen.type("Hi ")
        return screen
    }
    return [
        Scenario(name: "\(platform): an image copied alone reaches the app when pasted, the text stays") { checks in
            let received = AttachmentInbox()
            let screen = screen(received: received)
            let reportsBefore = screen.reported.count
            AppleModel.current.pasteboardItems = [.image("PNG-1")]
            checks.expect(screen.pasteFromMenu(), "Paste was not offered for an image")
            checks.equal(received.calls.count, 1, "calls of onPasteAttachments")
            let provider = received.calls.first?.first
            checks.equal(received.calls.first?.count, 1, "providers handed over")
            checks.expect(
                provider?.hasItemConformingToTypeIdentifier("public.image") == true, "the provider is no image")
            checks.equal(
                provider?.modelData(for: "public.png")?.bytes, Array("PNG-1".utf8), "the image's bytes in the provider")
            checks.equal(screen.shownText, "Hi ", "text")
            checks.equal(screen.reported.count, reportsBefore, "text changes reported by the paste")
        },
        Scenario(name: "\(platform): without onPasteAttachments an image is not offered for pasting") { checks in
            let received = AttachmentInbox()
            let screen = screen(takesAttachments: false, received: received)
            AppleModel.current.pasteboardItems = [.image("PNG-1")]
            checks.expect(!screen.pasteFromMenu(), "Paste was offered for an image the view would drop")
            checks.equal(screen.shownText, "Hi ", "text")
            AppleModel.current.pasteboardItems = [.text("there")]
            checks.expect(screen.pasteFromMenu(), "Paste was not offered for text")
            checks.equal(screen.shownText, "Hi there", "text after pasting text")
        },
        Scenario(name: "\(platform): an image and a caption copied together: the image to the app, the caption in") {
            checks in
            let received = AttachmentInbox()
            let screen = screen(received: received)
            AppleModel.current.pasteboardItems = [.image("PNG-2"), .text("caption")]
            checks.expect(screen.pasteFromMenu(), "Paste was not offered")
            checks.equal(received.calls.map(\.count), [1], "providers handed over, per call")
            checks.equal(screen.shownText, "Hi caption", "text")
            checks.equal(screen.reported.last, "Hi caption", "reported text")
        },
        Scenario(name: "\(platform): a file copied in the Finder reaches the app as the file, not as its name") {
            checks in
            let received = AttachmentInbox()
            let screen = screen(received: received)
            let url = "file:///Users/ada/report.pdf"
            AppleModel.current.pasteboardItems = [.file(url)]
            checks.expect(screen.pasteFromMenu(), "Paste was not offered for a file")
            let provider = received.calls.first?.first
            checks.equal(received.calls.map(\.count), [1], "providers handed over, per call")
            checks.expect(
                provider?.modelFileURL == URL(string: url)
                    || provider?.hasItemConformingToTypeIdentifier("public.file-url") == true,
                "the provider is not the file")
            checks.equal(screen.shownText, "Hi ", "text")
        },
        Scenario(name: "\(platform): text alone pastes as before while the app takes attachments") { checks in
            let received = AttachmentInbox()
            let screen = screen(received: received)
            AppleModel.current.pasteboardItems = [.text("there")]
            checks.expect(screen.pasteFromMenu(), "Paste was not offered for text")
            checks.expect(received.calls.isEmpty, "onPasteAttachments was called for text")
            checks.equal(screen.shownText, "Hi there", "text")
            checks.equal(screen.reported.last, "Hi there", "reported text")
        },
    ]
}

/// What `onPasteAttachments` received: the providers of each call.
@MainActor
final class AttachmentInbox {
    var calls: [[NSItemProvider]] = []
}
