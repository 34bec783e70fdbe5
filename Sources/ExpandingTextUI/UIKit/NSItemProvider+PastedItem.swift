#if canImport(UIKit)
import ExpandingTextCore
import UIKit

extension NSItemProvider {
    /// What this pasteboard item holds, for Core to say where it goes; the check reads the item's declared types only,
    /// not its contents.
    var pastedItem: PastedItem {
        PastedItem(
            holdsFile: hasItemConformingToTypeIdentifier(PastedItem.TypeIdentifier.fileURL),
            holdsImage: hasItemConformingToTypeIdentifier(PastedItem.TypeIdentifier.image),
            holdsText: hasItemConformingToTypeIdentifier(PastedItem.TypeIdentifier.plainText))
    }
}
#endif
