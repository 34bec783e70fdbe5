// The item providers a paste hands over. In the model, a provider knows its representations' type identifiers and,
// for a scenario to check, what each stands for (a file's URL, or the bytes a load would deliver).

// Foundation/NSItemProvider
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, visionOS 1.0, *)
open class NSItemProvider: NSObject {
    private var representations: [(typeIdentifier: String, load: () -> Data?)] = []
    /// The file a provider made with `init(contentsOf:)` stands for.
    package private(set) var modelFileURL: URL?

    // Foundation/NSItemProvider/init()
    public override init() { super.init() }

    // Foundation/NSItemProvider/init(contentsOf:)
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.modelIsFileURL else { return nil }
        self.init()
        modelFileURL = fileURL
        representations = [(ModelTypeIdentifiers.forPathExtension(fileURL.modelPathExtension), { nil })]
    }

    // Foundation/NSItemProvider/registeredTypeIdentifiers
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    // Foundation/NSItemProvider/hasItemConformingToTypeIdentifier(_:)
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { ModelTypeIdentifiers.type($0.typeIdentifier, conformsTo: typeIdentifier) }
    }

    // Foundation/NSItemProvider/registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)
    @available(iOS 11.0, macCatalyst 13.1, macOS 10.13, visionOS 1.0, *)
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(
            (
                typeIdentifier,
                {
                    nonisolated(unsafe) var loaded: Data?
                    _ = loadHandler { data, _ in loaded = data }
                    return loaded
                }
            ))
    }

    /// The bytes a load of `typeIdentifier` delivers (the model's load handlers answer at once).
    package func modelData(for typeIdentifier: String) -> Data? {
        representations.first { $0.typeIdentifier == typeIdentifier }?.load()
    }

    /// A provider for one modelled pasteboard item, with its representations in the item's order.
    package convenience init(modelItem: ModelPasteboardItem) {
        self.init()
        representations = modelItem.representations.map { representation in
            (representation.typeIdentifier, { Data(modelBytes: representation.content.utf8) })
        }
    }
}

// Foundation/NSItemProviderRepresentationVisibility
@available(iOS 11.0, macCatalyst 13.1, macOS 10.13, visionOS 1.0, *)
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    // Foundation/NSItemProviderRepresentationVisibility/all
    case all = 0
}

/// The few uniform type identifiers the model knows, with the conformance Apple's type tree gives them.
package enum ModelTypeIdentifiers {
    package static let plainText = "public.utf8-plain-text"
    package static let rtf = "public.rtf"
    package static let fileURL = "public.file-url"
    package static let png = "public.png"
    package static let tiff = "public.tiff"

    /// Each known type's parents, as the system's type declarations chain them.
    private static let parents: [String: String] = [
        plainText: "public.plain-text", "public.plain-text": "public.text", "public.text": "public.data",
        rtf: "public.text",
        fileURL: "public.url", "public.url": "public.data",
        png: "public.image", tiff: "public.image", "public.image": "public.data",
        "com.adobe.pdf": "public.data",
    ]

    package static func type(_ type: String, conformsTo ancestor: String) -> Bool {
        var current: String? = type
        while let found = current {
            if found == ancestor { return true }
            current = parents[found]
        }
        return false
    }

    /// The type the system gives a file by its extension; `public.data` when it knows none.
    package static func forPathExtension(_ pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "png": png
        case "tif", "tiff": tiff
        case "pdf": "com.adobe.pdf"
        case "txt": "public.plain-text"
        default: "public.data"
        }
    }
}

/// One item on the modelled general pasteboard: its representations (type identifier, then content: the text for a
/// text type, the URL for a file URL, the bytes for an image) in the order the app that copied it wrote them.
package struct ModelPasteboardItem: Sendable {
    package var representations: [(typeIdentifier: String, content: String)]

    package init(_ representations: [(typeIdentifier: String, content: String)]) {
        self.representations = representations
    }

    /// Copied text.
    package static func text(_ text: String) -> ModelPasteboardItem {
        ModelPasteboardItem([(ModelTypeIdentifiers.plainText, text)])
    }

    /// A copied image: its PNG bytes and a TIFF rendering, as image editors write them.
    package static func image(_ bytes: String) -> ModelPasteboardItem {
        ModelPasteboardItem([(ModelTypeIdentifiers.png, bytes), (ModelTypeIdentifiers.tiff, "TIFF of " + bytes)])
    }

    /// A file copied in the Finder: its URL, and its name as text.
    package static func file(_ url: String) -> ModelPasteboardItem {
        let name = url.split(separator: "/").last.map(String.init) ?? url
        return ModelPasteboardItem([(ModelTypeIdentifiers.fileURL, url), (ModelTypeIdentifiers.plainText, name)])
    }

    /// The content of the first representation whose type conforms to `type`.
    package func content(conformingTo type: String) -> String? {
        representations.first { ModelTypeIdentifiers.type($0.typeIdentifier, conformsTo: type) }?.content
    }
}
