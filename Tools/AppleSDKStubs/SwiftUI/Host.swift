#if canImport(UIKit)
import UIKit

/// Runs a SwiftUI view tree as SwiftUI does for the parts the adapters meet: bodies re-evaluated when a state or a
/// binding changes (on the next run loop turn), `@State` kept by identity, the environment passed down, and for each
/// representable the life cycle `makeCoordinator`, `makeUIView`, `updateUIView` on every update, sizing and
/// `dismantleUIView` when it leaves the tree. Everything from the first body to the views' insertion into the window
/// counts as the view update, where writing a state or a binding fails the scenario.
@MainActor
package final class ModelHost {
    package let window: UIWindow
    package let hostingView: ModelHostingView
    package var width: CGFloat {
        didSet { scheduleUpdate() }
    }
    /// Calls of `sizeThatFits(_:uiView:context:)`, for scenarios that check it is answered without side effects.
    package private(set) var sizeQueries = 0

    private let content: @MainActor () -> any View
    private var slots: [String: AnyObject?] = [:]
    private var nodes: [String: RepresentableNode] = [:]
    private var order: [String] = []
    private var updateScheduled = false

    private final class RepresentableNode {
        let view: UIView
        var update: (EnvironmentValues) -> Void = { _ in }
        var size: (ProposedViewSize) -> CGSize? = { _ in nil }
        var dismantle: () -> Void = {}
        var fixedHeight: CGFloat?
        var coordinatorValue: Any = ()

        init(view: UIView) { self.view = view }
    }

    package init(width: CGFloat = 320, @ViewBuilder content: @escaping @MainActor () -> some View) {
        self.width = width
        self.content = { content() }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        hostingView = ModelHostingView(frame: window.bounds)
        hostingView.host = self
        window.addSubview(hostingView)
        update()
    }

    /// A state owned by the app around the tree; its binding re-renders the tree when written.
    package func state<Value>(_ initial: Value) -> ModelStateLocation<Value> {
        let location = ModelStateLocation(initial)
        location.invalidate = { [weak self] in self?.scheduleUpdate() }
        return location
    }

    /// The UIKit views of the representables, in tree order.
    package var views: [UIView] { order.compactMap { nodes[$0]?.view } }

    package func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        DispatchQueue.main.async { [weak self] in self?.update() }
    }

    /// One SwiftUI update: bodies, `updateUIView`, layout, insertion of new views.
    package func update() {
        updateScheduled = false
        let model = AppleModel.current
        model.swiftUIUpdateDepth += 1
        defer { model.swiftUIUpdateDepth -= 1 }
        var environment = EnvironmentValues()
        environment.modelTypeSizeIndex = ModelFontMetrics.index(of: model.contentSizeCategory)
        var visited: [String] = []
        render(content(), key: "root", environment: environment, height: nil, visited: &visited)
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
            if height == nil && !model.isOn(.representableWithoutSizeThatFits) {
                // SwiftUI asks several times per pass, with proposals that are not the final one.
                for proposal in [
                    ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: .infinity, height: .infinity),
                    ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: width, height: nil),
                ] {
                    sizeQueries += 1
                    height = node.size(proposal)?.height
                }
            }
            if height == nil {
                let intrinsic = node.view.intrinsicContentSize.height
                height = intrinsic == UIView.noIntrinsicMetric ? node.view.frame.height : intrinsic
            }
            node.view.frame = CGRect(x: 0, y: y, width: width, height: height ?? 0)
            y += height ?? 0
            if node.view.superview !== hostingView { hostingView.addSubview(node.view) }
        }
    }

    /// Takes the tree out of the window (another tab, a dismissed sheet) or puts it back.
    package func setInWindow(_ inWindow: Bool) {
        if inWindow {
            window.addSubview(hostingView)
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
        if let representable = view as? any UIViewRepresentable {
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

    private func renderRepresentable<R: UIViewRepresentable>(
        _ representable: R, key: String, environment: EnvironmentValues, height: CGFloat?
    ) {
        let node: RepresentableNode
        let coordinator: R.Coordinator
        if let existing = nodes[key], let stored = existing.coordinatorValue as? R.Coordinator {
            node = existing
            coordinator = stored
        } else {
            coordinator = representable.makeCoordinator()
            let context = UIViewRepresentableContext<R>(coordinator: coordinator, environment: environment)
            node = RepresentableNode(view: representable.makeUIView(context: context))
            node.coordinatorValue = coordinator
            nodes[key] = node
        }
        let view = node.view as! R.UIViewType
        let context = UIViewRepresentableContext<R>(coordinator: coordinator, environment: environment)
        node.fixedHeight = height
        node.size = { proposal in representable.sizeThatFits(proposal, uiView: view, context: context) }
        node.dismantle = { R.dismantleUIView(view, coordinator: coordinator) }
        if AppleModel.current.isOn(.dynamicTypeLimitsReachTraits) {
            view.contentSizeCategoryOverride = UIContentSizeCategory(
                rawValue: ModelFontMetrics.categories[environment.modelTypeSizeIndex].rawValue)
        }
        representable.updateUIView(view, context: context)
    }
}

/// The view SwiftUI puts its platform views in: it re-lays out the tree when one of them invalidates its intrinsic
/// size (on the next turn, as SwiftUI schedules its layout), and updates the tree when the traits change.
package final class ModelHostingView: UIView {
    weak var host: ModelHost?

    override init(frame: CGRect) {
        super.init(frame: frame)
        onSubviewIntrinsicSizeChange = { [weak self] _ in
            DispatchQueue.main.async { self?.host?.layOut() }
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        host?.scheduleUpdate()
    }
}
#endif

#if canImport(AppKit) && !canImport(UIKit)
import AppKit

/// Runs a SwiftUI view tree as SwiftUI does for the parts the adapters meet: bodies re-evaluated when a state or a
/// binding changes (on the next run loop turn), `@State` kept by identity, the environment passed down, and for each
/// representable the life cycle `makeCoordinator`, `makeNSView`, `updateNSView` on every update, sizing and
/// `dismantleNSView` when it leaves the tree. Everything from the first body to the views' insertion into the window
/// counts as the view update, where writing a state or a binding fails the scenario.
@MainActor
package final class ModelHost {
    package let window: NSWindow
    package let hostingView: ModelHostingView
    package var width: CGFloat {
        didSet { scheduleUpdate() }
    }
    /// Calls of `sizeThatFits(_:nsView:context:)`, for scenarios that check it is answered without side effects.
    package private(set) var sizeQueries = 0

    private let content: @MainActor () -> any View
    private var slots: [String: AnyObject?] = [:]
    private var nodes: [String: RepresentableNode] = [:]
    private var order: [String] = []
    private var updateScheduled = false

    private final class RepresentableNode {
        let view: NSView
        var update: (EnvironmentValues) -> Void = { _ in }
        var size: (ProposedViewSize) -> CGSize? = { _ in nil }
        var dismantle: () -> Void = {}
        var fixedHeight: CGFloat?
        var coordinatorValue: Any = ()

        init(view: NSView) { self.view = view }
    }

    package init(width: CGFloat = 320, @ViewBuilder content: @escaping @MainActor () -> some View) {
        self.width = width
        self.content = { content() }
        window = NSWindow(width: width, height: 800)
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

    /// The AppKit views of the representables, in tree order.
    package var views: [NSView] { order.compactMap { nodes[$0]?.view } }

    package func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        DispatchQueue.main.async { [weak self] in self?.update() }
    }

    /// One SwiftUI update: bodies, `updateNSView`, layout, insertion of new views.
    package func update() {
        updateScheduled = false
        let model = AppleModel.current
        model.swiftUIUpdateDepth += 1
        defer { model.swiftUIUpdateDepth -= 1 }
        let environment = EnvironmentValues()
        var visited: [String] = []
        render(content(), key: "root", environment: environment, height: nil, visited: &visited)
        for key in order where !visited.contains(key) {
            nodes[key]?.dismantle()
            nodes[key]?.view.removeFromSuperview()
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
            if height == nil && !model.isOn(.representableWithoutSizeThatFits) {
                // SwiftUI asks several times per pass, with proposals that are not the final one.
                for proposal in [
                    ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: .infinity, height: .infinity),
                    ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: width, height: nil),
                ] {
                    sizeQueries += 1
                    height = node.size(proposal)?.height
                }
            }
            if height == nil {
                let intrinsic = node.view.intrinsicContentSize.height
                height = intrinsic == NSView.noIntrinsicMetric ? node.view.frame.height : intrinsic
            }
            node.view.frame = CGRect(x: 0, y: y, width: width, height: height ?? 0)
            y += height ?? 0
            if node.view.superview !== hostingView { hostingView.addSubview(node.view) }
        }
    }

    /// Takes the tree out of the window (another tab, a dismissed sheet) or puts it back.
    package func setInWindow(_ inWindow: Bool) {
        if inWindow {
            window.rootView.addSubview(hostingView)
        } else {
            hostingView.removeFromSuperview()
        }
    }

    /// Removes the whole tree, dismantling every representable.
    package func tearDown() {
        for key in order {
            nodes[key]?.dismantle()
            nodes[key]?.view.removeFromSuperview()
        }
        nodes = [:]
        order = []
    }

    private func render(
        _ view: any View, key: String, environment: EnvironmentValues, height: CGFloat?, visited: inout [String]
    ) {
        if let representable = view as? any NSViewRepresentable {
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

    private func renderRepresentable<R: NSViewRepresentable>(
        _ representable: R, key: String, environment: EnvironmentValues, height: CGFloat?
    ) {
        let node: RepresentableNode
        let coordinator: R.Coordinator
        if let existing = nodes[key], let stored = existing.coordinatorValue as? R.Coordinator {
            node = existing
            coordinator = stored
        } else {
            coordinator = representable.makeCoordinator()
            let context = NSViewRepresentableContext<R>(coordinator: coordinator, environment: environment)
            node = RepresentableNode(view: representable.makeNSView(context: context))
            node.coordinatorValue = coordinator
            nodes[key] = node
        }
        let view = node.view as! R.NSViewType
        let context = NSViewRepresentableContext<R>(coordinator: coordinator, environment: environment)
        node.fixedHeight = height
        node.size = { proposal in representable.sizeThatFits(proposal, nsView: view, context: context) }
        node.dismantle = { R.dismantleNSView(view, coordinator: coordinator) }
        representable.updateNSView(view, context: context)
    }
}

/// The view SwiftUI puts its platform views in: it re-lays out the tree when one of them invalidates its intrinsic
/// size (on the next turn, as SwiftUI schedules its layout).
package final class ModelHostingView: NSView {
    weak var host: ModelHost?

    override init(frame: CGRect) {
        super.init(frame: frame)
        onSubviewIntrinsicSizeChange = { [weak self] _ in
            DispatchQueue.main.async { self?.host?.layOut() }
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
#endif
