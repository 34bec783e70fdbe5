import AppKit
import ExpandingTextUI
import Foundation
import SwiftUI

@MainActor
let swiftUIScenarios: [Scenario] = [
    Scenario(name: "swiftui (AppKit): sizeThatFits at a narrow width wraps") { checks in
        let screen = SwiftUIScreen(text: "a few words that wrap at a narrow width", width: 100)
        checks.equal(screen.view.frame.width, 100, "width")
        checks.expect(screen.view.frame.height > linesHeight(1), "no wrap at 100 pt")
    }
]
