/// Where one item of a paste goes when the app takes pasted attachments: an item that holds a file or an image, or
/// no text at all, reaches the app whole; the others are pasted as text.
///
/// A file copied in the Finder also carries its name as text, and an image copied from a web page may carry its
/// address, so the file or image decides.
///
/// ```swift
/// PastedItem.destination(holdsFile: false, holdsImage: true, holdsText: true)  // .app
/// PastedItem.destination(holdsFile: false, holdsImage: false, holdsText: true) // .text
/// ```
package enum PastedItem {
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

    /// Where an item goes, from what it holds.
    package static func destination(holdsFile: Bool, holdsImage: Bool, holdsText: Bool) -> Destination {
        holdsFile || holdsImage || !holdsText ? .app : .text
    }
}
