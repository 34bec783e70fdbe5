import ExpandingTextUI
import Foundation
import UIKit

/// What a device does to a composer that the editing scenarios leave out: fonts and insets changed by the app, the
/// content offset the text system leaves, hardware keys, containers that size themselves from the view, the safe
/// area.
@MainActor
let deviceScenarios: [Scenario] = [
    // MARK: - Re-measuring

    Scenario(name: "uikit: a font and an inset set by the app re-measure the height") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("Hi")
        screen.view.font = UIFont.systemFont(ofSize: 34)
        settle()
        checks.equal(screen.view.frame.height, linesHeight(1, lineHeight: 42.5), "height in a 34-point font")
        screen.view.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        settle()
        checks.equal(screen.view.frame.height, pixelCeil(42.5 + 40), "height with 20-point insets")
        screen.type("\n2\n3\n4\n5\n6")
        checks.equal(screen.view.frame.height, pixelCeil(5 * 42.5 + 40), "maximum in that font and those insets")
    },
    Scenario(name: "uikit: Dynamic Type re-measures a composer that already holds text") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("one\ntwo")
        checks.equal(screen.view.frame.height, linesHeight(2), "height at the default size")
        screen.window.changeTraits(contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS"))
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2, lineHeight: 17.5), "height at XS")
        screen.window.changeTraits(contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2), "height back at the default size")
    },

    // MARK: - The resting offset

    Scenario(name: "uikit: below the maximum, typing and a paste leave the text at its resting offset") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("one\ntwo\nthree")
        checks.equal(screen.view.frame.height, linesHeight(3), "height after a burst of typing")
        checks.equal(screen.view.contentOffset.y, screen.restingOffsetY, "content offset after a burst of typing")
        for character in "\nfour" { screen.type(String(character)) }
        checks.equal(screen.view.contentOffset.y, screen.restingOffsetY, "content offset after typing key by key")
        screen.view.setText("")
        settle()
        AppleModel.current.pasteboard = "a\nb\nc"
        screen.view.paste(nil)
        settle()
        checks.equal(screen.view.frame.height, linesHeight(3), "height after a three-line paste")
        checks.equal(screen.view.contentOffset.y, screen.restingOffsetY, "content offset after a three-line paste")
    },
]
