// Foundation's undo manager, which Linux Foundation lacks: only what the adapters and the model use. The model's text
// views keep their own undo stacks and post these notifications on the responder's undo manager.

// Foundation/UndoManager
@available(iOS 3.0, macCatalyst 13.1, macOS 10.0, visionOS 1.0, *)
open class UndoManager: NSObject {
    // Foundation/UndoManager/init()
    public override init() { super.init() }
}

extension NSNotification.Name {
    // Foundation/NSNotification/Name-swift.struct/NSUndoManagerDidUndoChange
    @available(iOS 3.0, macCatalyst 13.1, macOS 10.0, visionOS 1.0, *)
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")

    // Foundation/NSNotification/Name-swift.struct/NSUndoManagerDidRedoChange
    @available(iOS 3.0, macCatalyst 13.1, macOS 10.0, visionOS 1.0, *)
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
}
