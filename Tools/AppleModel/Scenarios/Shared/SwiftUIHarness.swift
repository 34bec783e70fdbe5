// The SwiftUI screen both sets of scenarios use. Each set's harness declares `userTypes(_:into:)`, typing as that
// platform's keyboard does.
import ExpandingTextUI
import Foundation
import SwiftUI

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// An ExpandingTextView in a SwiftUI screen, with the app's draft and focus as state around it.
@MainActor
final class SwiftUIScreen {
    let draft: ModelStateLocation<String>
    let focused: ModelStateLocation<Bool>
    let enabled: ModelStateLocation<Bool>
    let host: ModelHost

    init(
        text: String = "", width: CGFloat = 320,
        _ modify: @escaping @MainActor (ExpandingTextView) -> any View = { $0 }
    ) {
        let draft = ModelStateLocation(text)
        let focused = ModelStateLocation(false)
        let enabled = ModelStateLocation(true)
        self.draft = draft
        self.focused = focused
        self.enabled = enabled
        host = ModelHost(width: width) {
            AnyModelView(
                modify(ExpandingTextView("Message", text: draft.binding, isFocused: focused.binding))
            ).disabled(!enabled.value)
        }
        host.show(updatingOn: draft, focused, enabled)
    }

    var view: GrowingTextView { host.views[0] as! GrowingTextView }

    func type(_ text: String) {
        userTypes(text, into: view)
    }
}

/// A state the app owns around a tree, whatever the type of its value.
protocol AppState: AnyObject {
    var invalidate: (() -> Void)? { get set }
}

extension ModelStateLocation: AppState {}

extension ModelHost {
    /// Makes the host's window the one the run lays out, has each of `states` re-render the tree when the app writes
    /// it, and settles.
    func show(updatingOn states: any AppState...) {
        Windows.all = [window]
        for state in states {
            state.invalidate = { [self] in scheduleUpdate() }
        }
        settle()
    }
}

/// Wraps a view of any type so a scenario can pass modifiers' results around.
struct AnyModelView: View, ModelPrimitive {
    let content: any View

    init(_ content: any View) { self.content = content }

    var body: Never { fatalError() }

    func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        [ModelChild(view: content, environment: environment, key: "\(type(of: content))")]
    }
}

/// The placeholder the text view behind `view` shows, with `localizations` as the app's localised strings.
@MainActor
func placeholderShown(
    by view: @escaping @MainActor () -> ExpandingTextView, localizations: [String: String]
) -> String {
    AppleModel.current.localizations = localizations
    let host = ModelHost { view() }
    host.show()
    return (host.views[0] as! GrowingTextView).placeholder
}
