import ExpandingTextUI
import Foundation
import UIKit

@MainActor
let textAssignmentScenarios: [Scenario] = [
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
]
