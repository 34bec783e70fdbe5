import Testing

@testable import ExpandingTextCore

@Suite("Pasted items: what reaches the app and what is pasted as text")
struct PastedItemTests {
    @Test(
        "An item with a file or an image, or without text, goes to the app; text alone is pasted",
        arguments: [
            // A file copied in the Finder carries its name as text: the file decides.
            (PastedItem(holdsFile: true, holdsImage: false, holdsText: true), PastedItem.Destination.app),
            (PastedItem(holdsFile: true, holdsImage: false, holdsText: false), .app),
            // An image copied from a web page may carry its address as text: the image decides.
            (PastedItem(holdsFile: false, holdsImage: true, holdsText: true), .app),
            (PastedItem(holdsFile: false, holdsImage: true, holdsText: false), .app),
            // Content that is neither text nor a file nor an image (a color, a contact) would be dropped as text.
            (PastedItem(holdsFile: false, holdsImage: false, holdsText: false), .app),
            (PastedItem(holdsFile: false, holdsImage: false, holdsText: true), .text),
        ])
    func destination(of item: PastedItem, expected: PastedItem.Destination) {
        #expect(item.destination == expected)
    }
}
