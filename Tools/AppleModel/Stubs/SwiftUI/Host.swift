#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
/// Runs a SwiftUI view tree as SwiftUI does for the parts the adapters meet: bodies re-evaluated when a state or a
/// binding changes (on the next run loop turn), `@State` kept by identity, the environment passed down, and for each
/// representable (`UIViewRepresentable` in the UIKit flavour, `NSViewRepresentable` in the AppKit one) the life cycle
/// `makeCoordinator`, `makeUIView` or `makeNSView`, `updateUIView` or `updateNSView` on every update, sizing and
/// `dismantleUIView` or `dismantleNSView` when it leaves the tree. Everything from the first body to the views'
/// insertion into the window counts as the view update, where writing a state or a binding fails the scenario.
@MainActor
package final class ModelHost {
    package let window: ModelPlatformWindow
    package let hostingView: ModelHostingView
    package var width: CGFloat {
        didSet { scheduleUpdate() }
    }
    /// Calls of `sizeThatFits(_:uiView:context:)` or `sizeThatFits(_:nsView:context:)`, for scenarios that check it is
    /// answered without side effects.
    package private(set) var sizeQueries = 0

    private let content: @MainActor () -> any View
    private var slots: [String: AnyObject?] = [:]
    private var nodes: [String: RepresentableNode] = [:]
    private var order: [String] = []
    private var updateScheduled = false

    private final class RepresentableNode {
        let view: ModelPlatformView
        var size: (ProposedViewSize) -> CGSize? = { _ in nil }
        var dismantle: () -> Void = {}
        var fixedHeight: CGFloat?
        var coordinatorValue: Any = ()

        init(view: ModelPlatformView) { self.view = view }
    }

    package init(width: CGFloat = 320, @ViewBuilder content: @escaping @MainActor () -> some View) {
        self.width = width
        self.content = { content() }
        window = ModelPlatformWindow(width: width, height: 800)
        hostingView = ModelHostingView(frame: window.rootView.bounds)
        hostingView.host = self
        window.rootView.addSubview(hostingView)
        update()
    }

    /// A state owned by the app around the tree; its binding re-renders the tree when written.
    package func state<Value>(_ initial: Value) -> ModelStateLocation<Value> {
        let location = ModelStateLocation(initial)
        location.invalidate = { [weak self] in self?.scheduleUpdate() }
        return location
    }

    /// The UIKit or AppKit views of the representables, in tree order.
    package var views: [ModelPlatformView] { order.compactMap { nodes[$0]?.view } }

    package func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        DispatchQueue.main.async { [weak self] in self?.update() }
    }

    /// One SwiftUI update: bodies, `updateUIView` or `updateNSView`, layout, insertion of new views.
    package func update() {
        updateScheduled = false
        let model = AppleModel.current
        model.swiftUIUpdateDepth += 1
        defer { model.swiftUIUpdateDepth -= 1 }
        var visited: [String] = []
        render(content(), key: "root", environment: .modelSystem(), height: nil, visited: &visited)
        for key in order where !visited.contains(key) {
            nodes[key]?.dismantle()
            nodes[key]?.view.removeFromSuperviewInModel()
            nodes[key] = nil
        }
        order = visited
        layOut()
    }

    /// SwiftUI's layout pass: each representable sized for the host's width, stacked from the top.
    package func layOut() {
        let model = AppleModel.current
        model.swiftUIUpdateDepth += 1
        defer { model.swiftUIUpdateDepth -= 1 }
        var y: CGFloat = 0
        for key in order {
            guard let node = nodes[key] else { continue }
            var height = node.fixedHeight
            var answeredWidth: CGFloat?
            if height == nil && !model.isOn(.representableWithoutSizeThatFits) {
                // SwiftUI asks several times per pass, with proposals that are not the final one; the answer to the
                // last, the host's width, becomes the view's size.
                for proposal in [
                    ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: .infinity, height: .infinity),
                    ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: width, height: nil),
                ] {
                    sizeQueries += 1
                    let answer = node.size(proposal)
                    height = answer?.height
                    answeredWidth = answer?.width
                }
            }
            if height == nil {
                let intrinsic = node.view.intrinsicContentSize.height
                height = intrinsic == ModelPlatformView.noIntrinsicMetric ? node.view.frame.height : intrinsic
            }
            node.view.frame = CGRect(x: 0, y: y, width: Swift.min(answeredWidth ?? width, width), height: height ?? 0)
            y += height ?? 0
            if node.view.superview !== hostingView { hostingView.addSubview(node.view) }
        }
    }

    /// Takes the tree out of the window (another tab, a dismissed sheet) or puts it back.
    package func setInWindow(_ inWindow: Bool) {
        if inWindow {
            window.rootView.addSubview(hostingView)
        } else {
            hostingView.removeFromSuperviewInModel()
        }
    }

    /// Removes the whole tree, dismantling every representable.
    package func tearDown() {
        for key in order {
            nodes[key]?.dismantle()
            nodes[key]?.view.removeFromSuperviewInModel()
        }
        nodes = [:]
        order = []
    }

    private func render(
        _ view: any View, key: String, environment: EnvironmentValues, height: CGFloat?, visited: inout [String]
    ) {
        if let representable = view as? any ModelPlatformRepresentable {
            renderRepresentable(representable, key: key, environment: environment, height: height)
            visited.append(key)
        } else if let primitive = view as? any ModelPrimitive {
            for child in primitive.modelChildren(environment) {
                render(
                    child.view, key: key + "/" + child.key, environment: child.environment,
                    height: child.height ?? height, visited: &visited)
            }
        } else {
            install(view, key: key, environment: environment)
            render(body(of: view), key: key + "/\(type(of: view))", environment: environment, height: height, visited: &visited)
        }
    }

    private func body<V: View>(of view: V) -> any View { view.body }

    private func install(_ view: any View, key: String, environment: EnvironmentValues) {
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            guard let property = child.value as? any ModelDynamicProperty else { continue }
            let slotKey = key + "#\(index)"
            var slot = slots[slotKey] ?? nil
            property.modelInstall(&slot, environment: environment) { [weak self] in self?.scheduleUpdate() }
            slots[slotKey] = slot
        }
    }

    private func renderRepresentable<R: ModelPlatformRepresentable>(
        _ representable: R, key: String, environment: EnvironmentValues, height: CGFloat?
    ) {
        let node: RepresentableNode
        let coordinator: R.Coordinator
        if let existing = nodes[key], let stored = existing.coordinatorValue as? R.Coordinator {
            node = existing
            coordinator = stored
        } else {
            coordinator = representable.makeCoordinator()
            let context = R.Context(coordinator: coordinator, environment: environment)
            node = RepresentableNode(view: representable.modelMakeView(context: context))
            node.coordinatorValue = coordinator
            nodes[key] = node
        }
        let view = node.view as! R.ModelView
        let context = R.Context(coordinator: coordinator, environment: environment)
        node.fixedHeight = height
        node.size = { proposal in representable.modelSizeThatFits(proposal, view: view, context: context) }
        node.dismantle = { R.modelDismantle(view, coordinator: coordinator) }
        representable.modelUpdate(view, context: context)
    }
}

/// The view SwiftUI puts its platform views in: it re-lays out the tree when one of them invalidates its intrinsic
/// size (on the next turn, as SwiftUI schedules its layout), and in the UIKit flavour updates the tree when the traits
/// change.
package final class ModelHostingView: ModelPlatformView {
    weak var host: ModelHost?

    override init(frame: CGRect) {
        super.init(frame: frame)
        onSubviewIntrinsicSizeChange = { [weak self] _ in
            DispatchQueue.main.async { self?.host?.layOut() }
        }
        #if canImport(UIKit)
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: ModelHostingView, _) in
            view.host?.scheduleUpdate()
        }
        #endif
    }

    required init?(coder: NSCoder) { fatalError() }
}
#endif

// What the host needs of each platform, under one set of names.

#if canImport(UIKit)
package typealias ModelPlatformView = UIView
package typealias ModelPlatformWindow = UIWindow
typealias ModelPlatformRepresentable = UIViewRepresentable

extension UIWindow {
    /// A window of `width` × `height` points, as the AppKit model's `NSWindow(width:height:)` is.
    convenience init(width: CGFloat, height: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// The view the host puts its own in: the window itself.
    var rootView: UIView { self }
}

extension EnvironmentValues {
    /// The environment at the root of the tree: the system's content size category as the Dynamic Type size.
    @MainActor static func modelSystem() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.modelTypeSizeIndex = ModelFontMetrics.index(of: AppleModel.current.contentSizeCategory)
        return environment
    }
}

extension UIViewRepresentable {
    typealias ModelView = UIViewType

    func modelMakeView(context: Context) -> UIViewType { makeUIView(context: context) }

    func modelSizeThatFits(_ proposal: ProposedViewSize, view: UIViewType, context: Context) -> CGSize? {
        sizeThatFits(proposal, uiView: view, context: context)
    }

    static func modelDismantle(_ view: UIViewType, coordinator: Coordinator) {
        dismantleUIView(view, coordinator: coordinator)
    }

    /// `updateUIView`, after the environment's Dynamic Type size has reached the view's traits where the switch says
    /// SwiftUI bridges it.
    func modelUpdate(_ view: UIViewType, context: Context) {
        if AppleModel.current.isOn(.dynamicTypeLimitsReachTraits) {
            view.contentSizeCategoryOverride = UIContentSizeCategory(
                rawValue: ModelFontMetrics.categories[context.environment.modelTypeSizeIndex].rawValue)
        }
        updateUIView(view, context: context)
    }
}
#elseif canImport(AppKit)
package typealias ModelPlatformView = NSView
package typealias ModelPlatformWindow = NSWindow
typealias ModelPlatformRepresentable = NSViewRepresentable

extension NSView {
    /// Takes the view out of its superview, under the UIKit model's name for it.
    func removeFromSuperviewInModel() { removeFromSuperview() }
}

extension EnvironmentValues {
    /// The environment at the root of the tree.
    @MainActor static func modelSystem() -> EnvironmentValues { EnvironmentValues() }
}

extension NSViewRepresentable {
    typealias ModelView = NSViewType

    func modelMakeView(context: Context) -> NSViewType { makeNSView(context: context) }

    func modelSizeThatFits(_ proposal: ProposedViewSize, view: NSViewType, context: Context) -> CGSize? {
        sizeThatFits(proposal, nsView: view, context: context)
    }

    static func modelDismantle(_ view: NSViewType, coordinator: Coordinator) {
        dismantleNSView(view, coordinator: coordinator)
    }

    func modelUpdate(_ view: NSViewType, context: Context) { updateNSView(view, context: context) }
}
#endif
