// The state of one scenario run that the UIKit and AppKit models share. This folder is compiled into each framework
// module, where `ModelSwitch` is that framework's own list of switches; each framework's `Model.swift` declares
// `AppleModel`, this state with what only that platform has.

/// The state of the modelled system during one scenario run, as both platforms have it.
@MainActor
package class ModelRun {
    /// The switches that are on for this run.
    package let switches: Set<ModelSwitch>
    /// What the platform would have raised or warned about; any entry fails the scenario.
    package private(set) var failures: [String] = []
    /// Nesting depth of SwiftUI view updates (body, `updateUIView` or `updateNSView`, sizing, insertion into the
    /// window).
    package var swiftUIUpdateDepth = 0
    /// Nesting depth of the views' layout (`layoutSubviews` or `layout()`) under way.
    package var layoutDepth = 0
    /// The general pasteboard's items, as the last copy left them.
    package var pasteboardItems: [ModelPasteboardItem] = []
    /// The general pasteboard's text: its first item's, or "" when it holds none; setting it copies the text alone.
    package var pasteboard: String {
        get { pasteboardItems.first?.content(conformingTo: "public.plain-text") ?? "" }
        set { pasteboardItems = [.text(newValue)] }
    }
    /// VoiceOver announcements posted.
    package var announcements: [String] = []
    /// The app's localised strings for the current locale (the main bundle's `Localizable` table): key → text.
    package var localizations: [String: String] = [:]

    package init(switches: Set<ModelSwitch>) {
        self.switches = switches
    }

    package func isOn(_ modelSwitch: ModelSwitch) -> Bool { switches.contains(modelSwitch) }

    package var isInSwiftUIUpdate: Bool { swiftUIUpdateDepth > 0 }

    package func fail(_ message: String) {
        failures.append(message)
    }
}
