// Foundation's localized string resource, which Linux Foundation lacks: only what the adapters use. It is declared
// here because the adapters reach Foundation through SwiftUI, which re-exports it. The lookup reads the model's
// localisation table (`ModelRun.localizations`).
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// Foundation/LocalizedStringResource
@available(iOS 16.0, macOS 13.0, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation {
    let key: String

    // Foundation/LocalizedStringResource/init(stringLiteral:)
    @available(iOS 16.0, macOS 13.0, *)
    public init(stringLiteral value: String) { key = value }
}

extension String {
    // Swift/String/init(localized:)
    @available(iOS 16.0, macOS 13.0, *)
    public init(localized resource: LocalizedStringResource) {
        let key = resource.key
        self = MainActor.assumeIsolated { AppleModel.current.localizations[key] } ?? key
    }
}
