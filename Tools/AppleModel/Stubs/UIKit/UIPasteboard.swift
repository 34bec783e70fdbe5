// The general pasteboard, read from the model's copy of it: what a paste finds there.

// UIKit/UIPasteboard
@available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIPasteboard: NSObject, @unchecked Sendable {
    private override init() { super.init() }

    // UIKit/UIPasteboard/general
    open class var general: UIPasteboard { UIPasteboard() }

    @MainActor private var items: [ModelPasteboardItem] { AppleModel.current.pasteboardItems }

    // UIKit/UIPasteboard/hasStrings
    @available(iOS 10.0, *)
    open var hasStrings: Bool {
        MainActor.assumeIsolated { items.contains { $0.content(conformingTo: "public.plain-text") != nil } }
    }

    // UIKit/UIPasteboard/numberOfItems
    open var numberOfItems: Int { MainActor.assumeIsolated { items.count } }

    // UIKit/UIPasteboard/itemProviders
    @available(iOS 11.0, *)
    open var itemProviders: [NSItemProvider] {
        get { MainActor.assumeIsolated { items }.map(NSItemProvider.init(modelItem:)) }
        set {}
    }
}
