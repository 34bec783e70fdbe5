import Testing

@testable import ExpandingTextCore

@Suite("Pasted items: what reaches the app and what is pasted as text")
struct PastedItemTests {
    @Test(
        "An item with a file or an image, or without text, goes to the app; text alone is pasted",
        arguments: [
            // A file copied in the Finder carries its name as text: the file decides.
            ((file: true, image: false, text: true), PastedItem.Destination.app),
            ((file: true, image: false, text: false), .app),
            // An image copied from a web page may carry its address as text: the image decides.
            ((file: false, image: true, text: true), .app),
            ((file: false, image: true, text: false), .app),
            // Content that is neither text nor a file nor an image (a color, a contact) would be dropped as text.
            ((file: false, image: false, text: false), .app),
            ((file: false, image: false, text: true), .text),
        ])
    func destination(of item: (file: Bool, image: Bool, text: Bool), expected: PastedItem.Destination) {
        #expect(PastedItem.destination(holdsFile: item.file, holdsImage: item.image, holdsText: item.text) == expected)
    }
}
