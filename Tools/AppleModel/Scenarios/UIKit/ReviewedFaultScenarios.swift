import ExpandingTextUI
import Foundation
import SwiftUI
import UIKit

@MainActor
let reviewedFaultScenarios: [Scenario] = [
    Scenario(name: "uikit: text assigned directly is what a later value is compared with") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.view.setText("Draft")
        settle()
        screen.view.text = "1\n2\n3"
        settle()
        checks.equal(screen.view.bounds.height, linesHeight(3), "height after the assignment")
        screen.view.setText("Draft")
        settle()
        checks.equal(screen.view.text, "Draft", "text after the app set its earlier value again")
        checks.equal(screen.reported, [], "reports of text the user did not type")
    },
    Scenario(name: "uikit: attributed text assigned directly is what a later value is compared with") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.view.setText("Draft")
        settle()
        screen.view.attributedText = NSAttributedString(string: "Other")
        settle()
        screen.view.setText("Draft")
        settle()
        checks.equal(screen.view.text, "Draft", "text after the app set its earlier value again")
    },
    Scenario(name: "swiftui: the room for the remaining-characters count follows the environment's text size") {
        checks in
        let screen = SwiftUIScreen { $0.expandingTextCharacterLimit(10, threshold: 5).dynamicTypeSize(.accessibility5) }
        screen.view.becomeFirstResponder()
        screen.type("123456")
        // The count is drawn at the environment's size, whatever the system's: a body line there is 53 pt × 1.25.
        let count: CGFloat = 53 * 1.25 + 8
        checks.expect(
            screen.view.textContainerInset.bottom >= count,
            "bottom inset \(screen.view.textContainerInset.bottom) leaves no room for the count (\(count))")
    },
]
