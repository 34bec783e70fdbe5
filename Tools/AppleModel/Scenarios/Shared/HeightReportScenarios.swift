// The height reports an app hears, the same on both platforms for the same steps: one height pipeline serves both
// views. Each set's harness makes its screen a `HeightReportingScreen`, counting heights in lines of its own font.
import ExpandingTextUI
import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// A growing text view in a window, as an app lays one out, with the heights its `onHeightChange` reported.
@MainActor
protocol HeightReportingScreen: AnyObject {
    /// The view under test.
    var view: GrowingTextView { get }
    /// Each reported height in lines of the font the view had when it arrived (-1 for no whole number of lines).
    var reportedLines: [Int] { get }
    /// The point size of the view's font; setting it gives the view the system font at that size.
    var fontSize: CGFloat { get set }
    /// How many lines of the view's font `height` holds in the view's insets, or -1.
    func lines(in height: CGFloat) -> Int
    /// Gives the view the keyboard focus, as a tap or a click does.
    func focus()
    /// Types `text` as the keyboard does, and lets the run loop settle.
    func type(_ text: String)
    /// Makes the view `width` wide, without a layout pass.
    func setWidth(_ width: CGFloat)
}

extension HeightReportingScreen {
    /// The height the view asks for now, in lines (-1 for no whole number of lines).
    var lineCount: Int { lines(in: view.preferredHeight) }

    /// Sets the text as the app does, with `setText(_:)`, and lets the run loop settle.
    func setText(_ text: String) {
        view.setText(text)
        settle()
    }

    /// Sets the placeholder, and lets the run loop settle.
    func setPlaceholder(_ placeholder: String) {
        view.placeholder = placeholder
        settle()
    }

    /// Makes the view as wide as lines of `charactersPerLine` characters of its font need, without a layout pass: a
    /// character of the model's font is half its point size wide, and lines are inset by the 5-point padding at both
    /// ends (a point more keeps the last character clear of the edge).
    func resize(charactersPerLine: Int) {
        setWidth(CGFloat(charactersPerLine) * fontSize / 2 + 11)
    }

    /// Runs the window's layout pass, without turning the run loop.
    func layOut() {
        for window in Windows.all { window.layoutIfNeeded() }
    }

    /// Doubles the font's size, and lets the run loop settle.
    func doubleFontSize() {
        fontSize *= 2
        settle()
    }
}

/// Four words of four letters: one line at 40 characters a line, two at 10, four at 5.
private let fourWords = "aaaa bbbb cccc dddd"

/// Scenarios that read the same on both platforms, for a screen that set's harness makes.
@MainActor
func heightReportScenarios(_ platform: String, screen: @escaping @MainActor () -> any HeightReportingScreen)
    -> [Scenario]
{
    [
        Scenario(name: "\(platform): the app hears each new height once, whatever changed it") { checks in
            let screen = screen()
            screen.focus()
            checks.equal(screen.reportedLines, [1], "reports once laid out empty")
            screen.setText("1\n2\n3")
            checks.equal(screen.reportedLines, [1, 3], "reports after text set from code")
            // A key at a time, each in its own turn of the run loop, as a keyboard's events come.
            for key in "\n4\n5\n6\n7" { screen.type(String(key)) }
            checks.equal(screen.reportedLines, [1, 3, 4, 5], "reports after typing past the maximum")
            screen.setText("")
            checks.equal(screen.reportedLines, [1, 3, 4, 5, 1], "reports after clearing")
            screen.setText(fourWords)
            screen.resize(charactersPerLine: 10)
            screen.layOut()
            settle()
            checks.equal(screen.reportedLines, [1, 3, 4, 5, 1, 2], "reports after a narrower width")
            screen.resize(charactersPerLine: 40)
            screen.layOut()
            settle()
            checks.equal(screen.reportedLines, [1, 3, 4, 5, 1, 2, 1], "reports after a wider width")
            screen.doubleFontSize()
            checks.equal(screen.reportedLines, [1, 3, 4, 5, 1, 2, 1, 1], "reports after a larger font")
            screen.setText("1\n2\n3\n4\n5\n6")
            checks.equal(screen.reportedLines, [1, 3, 4, 5, 1, 2, 1, 1, 5], "reports at the larger font's maximum")
        },
        Scenario(name: "\(platform): heights decided in layout passes are reported once, after them") { checks in
            let screen = screen()
            screen.setText(fourWords)
            screen.resize(charactersPerLine: 10)
            screen.layOut()
            screen.resize(charactersPerLine: 5)
            screen.layOut()
            checks.equal(screen.lineCount, 4, "lines asked for by the end of the layout passes")
            checks.equal(screen.reportedLines, [1], "reports before the run loop turned")
            settle()
            checks.equal(screen.reportedLines, [1, 4], "reports after the passes")
            screen.resize(charactersPerLine: 10)
            screen.layOut()
            screen.resize(charactersPerLine: 5)
            screen.layOut()
            settle()
            checks.equal(
                screen.reportedLines, [1, 4], "reports after passes that ended at the height already reported")
        },
        Scenario(name: "\(platform): a placeholder set later raises the minimum, and the app hears it") { checks in
            let screen = screen()
            screen.resize(charactersPerLine: 10)
            settle()
            screen.setPlaceholder(fourWords)
            checks.equal(screen.lineCount, 2, "lines asked for with a two-line placeholder")
            screen.setPlaceholder("")
            checks.equal(screen.lineCount, 1, "lines asked for without a placeholder")
            checks.equal(screen.reportedLines, [1, 2, 1], "reports")
        },
    ]
}
