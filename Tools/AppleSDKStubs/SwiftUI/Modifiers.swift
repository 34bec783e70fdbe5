extension View {
    // SwiftUI/View/frame(width:height:alignment:)
    nonisolated public func frame(
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/background(_:alignment:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    nonisolated public func background<Background: View>(
        _ background: Background,
        alignment: Alignment = .center
    ) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/overlay(_:alignment:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    nonisolated public func overlay<Overlay: View>(
        _ overlay: Overlay,
        alignment: Alignment = .center
    ) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/foregroundColor(_:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/accessibility(hidden:)
    @available(iOS, introduced: 13.0, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    @available(macOS, introduced: 10.15, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 27.2, renamed: "accessibilityHidden(_:)")
    nonisolated public func accessibility(hidden: Bool) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/transformEnvironment(_:transform:)
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View { stubValue(EmptyView.self) }

    // SwiftUI/View/onAppear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { stubValue(EmptyView.self) }
}
