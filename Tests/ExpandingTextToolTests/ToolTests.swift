import Testing

@testable import expanding_text

@Suite struct ToolTests {
    @Test func placeholder() {
        #expect(Bool(true))
    }
}
