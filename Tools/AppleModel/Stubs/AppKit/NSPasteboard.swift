// The general pasteboard, read from the model's copy of it: what a paste finds there.

// AppKit/NSPasteboard
@available(macOS 10.0, *)
open class NSPasteboard: NSObject {
    private let pasteboardName: Name

    private init(name: Name) {
        pasteboardName = name
        super.init()
    }

    // AppKit/NSPasteboard/general
    open class var general: NSPasteboard { NSPasteboard(name: .general) }

    // AppKit/NSPasteboard/name-swift.property
    open var name: NSPasteboard.Name { pasteboardName }

    // AppKit/NSPasteboard/types
    open var types: [NSPasteboard.PasteboardType]? {
        var found: [PasteboardType] = []
        for item in pasteboardItems ?? [] {
            for type in item.types where !found.contains(type) { found.append(type) }
        }
        return found
    }

    // AppKit/NSPasteboard/pasteboardItems
    @available(macOS 10.6, *)
    open var pasteboardItems: [NSPasteboardItem]? {
        MainActor.assumeIsolated { AppleModel.current.pasteboardItems }.map(NSPasteboardItem.init(modelItem:))
    }
}

extension NSPasteboard {
    // AppKit/NSPasteboard/Name-swift.struct
    public struct Name: RawRepresentable, Hashable, Sendable {
        // AppKit/NSPasteboard/Name-swift.struct/rawValue
        public let rawValue: String

        // AppKit/NSPasteboard/Name-swift.struct/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSPasteboard/Name-swift.struct/general
        @available(macOS 10.13, *)
        public static let general = Name(rawValue: "Apple CFPasteboard general")
    }

    // AppKit/NSPasteboard/PasteboardType
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        // AppKit/NSPasteboard/PasteboardType/rawValue
        public let rawValue: String

        // AppKit/NSPasteboard/PasteboardType/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSPasteboard/PasteboardType/string
        @available(macOS 10.6, *)
        public static let string = PasteboardType(rawValue: ModelTypeIdentifiers.plainText)

        // AppKit/NSPasteboard/PasteboardType/rtf
        public static let rtf = PasteboardType(rawValue: ModelTypeIdentifiers.rtf)

        // AppKit/NSPasteboard/PasteboardType/fileURL
        @available(macOS 10.13, *)
        public static let fileURL = PasteboardType(rawValue: ModelTypeIdentifiers.fileURL)

        // AppKit/NSPasteboard/PasteboardType/png
        @available(macOS 10.6, *)
        public static let png = PasteboardType(rawValue: ModelTypeIdentifiers.png)

        // AppKit/NSPasteboard/PasteboardType/tiff
        @available(macOS 10.6, *)
        public static let tiff = PasteboardType(rawValue: ModelTypeIdentifiers.tiff)
    }
}

// AppKit/NSPasteboardItem
@available(macOS 10.6, *)
open class NSPasteboardItem: NSObject {
    private let item: ModelPasteboardItem

    package init(modelItem: ModelPasteboardItem) {
        item = modelItem
        super.init()
    }

    // AppKit/NSPasteboardItem/types
    open var types: [NSPasteboard.PasteboardType] {
        item.representations.map { NSPasteboard.PasteboardType(rawValue: $0.typeIdentifier) }
    }

    // AppKit/NSPasteboardItem/availableType(from:)
    open func availableType(from types: [NSPasteboard.PasteboardType]) -> NSPasteboard.PasteboardType? {
        types.first { self.types.contains($0) }
    }

    // AppKit/NSPasteboardItem/data(forType:)
    open func data(forType type: NSPasteboard.PasteboardType) -> Data? {
        item.representations.first { $0.typeIdentifier == type.rawValue }.map { Data(modelBytes: $0.content.utf8) }
    }

    // AppKit/NSPasteboardItem/string(forType:)
    open func string(forType type: NSPasteboard.PasteboardType) -> String? {
        item.representations.first { $0.typeIdentifier == type.rawValue }?.content
    }
}
