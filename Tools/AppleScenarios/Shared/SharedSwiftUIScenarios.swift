// The same SwiftUI scenario for each set: the view is written once for both platforms.
import ExpandingTextUI
import SwiftUI

/// SwiftUI scenarios that read the same on both platforms.
@MainActor
let sharedSwiftUIScenarios: [Scenario] = [
    Scenario(name: "swiftui: a placeholder key is looked up in the app's localised strings") { checks in
        let german = ["Message": "Nachricht"]
        let draft = ModelStateLocation("")
        checks.equal(
            placeholderShown(by: { ExpandingTextView("Message", text: draft.binding) }, localizations: german),
            "Nachricht", "placeholder of a string literal")
        checks.equal(
            placeholderShown(
                by: { ExpandingTextView(LocalizedStringKey("Message"), text: draft.binding) }, localizations: german),
            "Nachricht", "placeholder of a LocalizedStringKey")
        let resource: LocalizedStringResource = "Message"
        checks.equal(
            placeholderShown(by: { ExpandingTextView(resource, text: draft.binding) }, localizations: german),
            "Nachricht", "placeholder of a LocalizedStringResource")
        let verbatim = "Message"
        checks.equal(
            placeholderShown(by: { ExpandingTextView(verbatim, text: draft.binding) }, localizations: german),
            "Message", "placeholder of a String, shown as given")
    }
]
