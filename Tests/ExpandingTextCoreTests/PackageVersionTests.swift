import ExpandingTextCore
import Testing

@Suite struct PackageVersionTests {
    @Test func versionIsSemantic() {
        let parts = ExpandingText.version.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }
}
