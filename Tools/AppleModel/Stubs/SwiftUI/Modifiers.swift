extension View {
    // SwiftUI/View/frame(width:height:alignment:)
    nonisolated public func frame(
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { ModelModified(content: self, modifier: .frame(height: height)) }

    // SwiftUI/View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { ModelModified(content: self, modifier: .frame(height: nil)) }

    // SwiftUI/View/background(_:alignment:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    nonisolated public func background<Background: View>(
        _ background: Background,
        alignment: Alignment = .center
    ) -> some View { ModelModified(content: self, modifier: .decoration(background)) }

    // SwiftUI/View/overlay(_:alignment:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    nonisolated public func overlay<Overlay: View>(
        _ overlay: Overlay,
        alignment: Alignment = .center
    ) -> some View { ModelModified(content: self, modifier: .decoration(overlay)) }

    // SwiftUI/View/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { ModelModified(content: self, modifier: .plain) }

    // SwiftUI/View/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { ModelModified(content: self, modifier: .plain) }

    // SwiftUI/View/foregroundColor(_:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { ModelModified(content: self, modifier: .plain) }

    // SwiftUI/View/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        ModelModified(content: self, modifier: .environment { if disabled { $0.isEnabled = false } })
    }

    // SwiftUI/View/accessibility(hidden:)
    @available(iOS, introduced: 13.0, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    @available(macOS, introduced: 10.15, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    nonisolated public func accessibility(hidden: Bool) -> some View { ModelModified(content: self, modifier: .plain) }

    // SwiftUI/View/transformEnvironment(_:transform:)
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View { ModelModified(content: self, modifier: .environment { transform(&$0[keyPath: keyPath]) }) }

    // SwiftUI/View/dynamicTypeSize(_:)
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        ModelModified(content: self, modifier: .environment { $0.dynamicTypeSize = size })
    }

    // A size set outside the range is brought to its nearest end, as the page's examples show.
    // SwiftUI/View/dynamicTypeSize(_:)-26aj0
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
    where T: RangeExpression, T.Bound == DynamicTypeSize {
        ModelModified(
            content: self,
            modifier: .environment { environment in
                let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
                guard let first = allowed.first, let last = allowed.last else { return }
                environment.dynamicTypeSize = Swift.min(Swift.max(environment.dynamicTypeSize, first), last)
            })
    }

    // SwiftUI/View/onAppear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModelModified(content: self, modifier: .plain)
    }
}

/// A view with a modifier applied, as the model's host sees it.
nonisolated package struct ModelModified<Content: View>: View {
    package enum Modifier {
        case plain
        case frame(height: CGFloat?)
        case decoration(any View)
        case environment((inout EnvironmentValues) -> Void)
    }

    package let content: Content
    package let modifier: Modifier

    package var body: Never { fatalError() }
}

extension ModelModified: ModelPrimitive {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        switch modifier {
        case .plain:
            return [ModelChild(view: content, environment: environment, key: "content")]
        case .frame(let height):
            return [ModelChild(view: content, environment: environment, height: height, key: "content")]
        case .decoration(let decoration):
            return [
                ModelChild(view: content, environment: environment, key: "content"),
                ModelChild(view: decoration, environment: environment, key: "decoration"),
            ]
        case .environment(let change):
            var changed = environment
            change(&changed)
            return [ModelChild(view: content, environment: changed, key: "content")]
        }
    }
}
