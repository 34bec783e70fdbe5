#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ExpandingTextCore

extension NSPasteboardItem {
    /// The image types apps write to the pasteboard: AppKit's own, and the formats of photos and of the web.
    static let imageTypes: [NSPasteboard.PasteboardType] =
        [.png, .tiff]
        + ["public.jpeg", "public.heic", "com.compuserve.gif"].map { NSPasteboard.PasteboardType(rawValue: $0) }

    /// Where this pasteboard item goes, as Core decides from what it holds.
    var pasteDestination: PastedItem.Destination {
        PastedItem.destination(
            holdsFile: availableType(from: [.fileURL]) != nil,
            holdsImage: availableType(from: Self.imageTypes) != nil,
            holdsText: availableType(from: [.string]) != nil)
    }

    /// The item as an item provider for the app: a file by its URL, anything else with each of its representations,
    /// read now, while the paste may read the pasteboard.
    var attachmentProvider: NSItemProvider? {
        if let url = string(forType: .fileURL).flatMap(URL.init(string:)) {
            return NSItemProvider(contentsOf: url)
        }
        let provider = NSItemProvider()
        for type in types {
            guard let data = data(forType: type) else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: type.rawValue, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
        return provider.registeredTypeIdentifiers.isEmpty ? nil : provider
    }
}
#endif
