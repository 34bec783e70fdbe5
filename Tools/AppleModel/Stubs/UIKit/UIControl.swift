// UIKit/UIControl
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIControl: UIView {
    /// The actions added so far, with their events.
    package private(set) var actions: [(action: UIAction, events: UIControl.Event)] = []

    // UIKit/UIControl/addAction(_:for:)
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }
}

extension UIControl {
    // UIKit/UIControl/Event
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct Event: OptionSet, Sendable {
        // UIKit/UIControl/Event/rawValue
        public let rawValue: UInt

        // UIKit/UIControl/Event/init(rawValue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIKit/UIControl/Event/touchUpInside
        public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
    }
}

// UIKit/UIButton
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIButton: UIControl {}

// UIKit/UIStackView
@available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIStackView: UIView {
    // UIKit/UIStackView/addArrangedSubview(_:)
    open func addArrangedSubview(_ view: UIView) {
        addSubview(view)
    }
}

// UIKit/UIActionHandler
public typealias UIActionHandler = (UIAction) -> Void

// UIKit/UIAction
@available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIAction: NSObject {
    package let title: String
    package let handler: UIActionHandler

    // The parameters between the title and the handler, all with defaults, are left out: no call here passes them.
    // UIKit/UIAction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
    @preconcurrency public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
