/// Where one item of a paste goes when the app takes pasted attachments: an item that holds a file or an image, or
/// no text at all, reaches the app whole; the others are pasted as text.
///
/// A file copied in the Finder also carries its name as text, and an image copied from a web page may carry its
/// address, so the file or image decides.
///
/// ```swift
/// PastedItem(holdsFile: false, holdsImage: true, holdsText: true).destination  // .app
/// PastedItem(holdsFile: false, holdsImage: false, holdsText: true).destination // .text
/// ```
package struct PastedItem: Sendable, Equatable {
    /// Where an item goes.
    package enum Destination: Sendable, Equatable {
        /// Into the text, as a paste of text.
        case text
        /// To the app, as an attachment.
        case app
    }

    /// The uniform type identifiers the platforms describe these contents with.
    package enum TypeIdentifier {
        /// A file's URL.
        package static let fileURL = "public.file-url"
        /// Any image format.
        package static let image = "public.image"
        /// Text without attributes, in any encoding.
        package static let plainText = "public.plain-text"
    }

    package var holdsFile: Bool
    package var holdsImage: Bool
    package var holdsText: Bool

    package init(holdsFile: Bool, holdsImage: Bool, holdsText: Bool) {
        self.holdsFile = holdsFile
        self.holdsImage = holdsImage
        self.holdsText = holdsText
    }

    /// Where the item goes.
    package var destination: Destination {
        holdsFile || holdsImage || !holdsText ? .app : .text
    }
}
