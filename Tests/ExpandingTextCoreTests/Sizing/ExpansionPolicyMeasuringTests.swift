import Testing

@testable import ExpandingTextCore

@Suite("What the Apple adapters measure")
struct ExpansionPolicyMeasuringTests {
    @Test("The sample has the asked number of lines, each with an ascender and a descender")
    func sampleText() {
        #expect(ExpansionPolicy.sampleText(lines: 1) == "Xy")
        #expect(ExpansionPolicy.sampleText(lines: 3) == "Xy\nXy\nXy")
    }

    @Test(
        "A nil or infinite proposal measures at the current width; no positive width, no measurement",
        arguments: [
            (nil, 320, 320), (200, 320, 200), (.infinity, 320, 320), (.nan, 320, 320), (nil, 0, nil),
            (0, 320, nil), (-10, 320, nil), (.infinity, 0, nil),
        ] as [(Double?, Double, Double?)])
    func measuringWidth(proposed: Double?, current: Double, expected: Double?) {
        #expect(ExpansionPolicy.measuringWidth(proposed: proposed, current: current) == expected)
    }
}
