import ExpandingTextTerminal
import Testing

@Suite struct TerminalReexportTests {
    @Test func coreTypesAreVisibleThroughTheTerminalModule() {
        #expect(!ExpandingText.version.isEmpty)
    }
}
