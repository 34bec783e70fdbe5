#if canImport(UIKit)
import ExpandingTextCore
import UIKit

extension NSItemProvider {
    /// Where this pasteboard item goes, as Core decides from what it holds; the check reads the item's declared types
    /// only, not its contents.
    var pasteDestination: PastedItem.Destination {
        PastedItem.destination(
            holdsFile: hasItemConformingToTypeIdentifier(PastedItem.TypeIdentifier.fileURL),
            holdsImage: hasItemConformingToTypeIdentifier(PastedItem.TypeIdentifier.image),
            holdsText: hasItemConformingToTypeIdentifier(PastedItem.TypeIdentifier.plainText))
    }
}
#endif
