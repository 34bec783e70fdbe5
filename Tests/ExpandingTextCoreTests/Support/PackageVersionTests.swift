import ExpandingTextCore
import Foundation
import Testing

/// The version the package reports is the newest release the changelog records, so that `--version` and the
/// changelog cannot disagree after a release.
@Suite struct PackageVersionTests {
    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        // The first heading such as `## [0.1.0] - 2026-12-01`, after `## [Unreleased]`.
        let newest = text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let release = try #require(newest).dropFirst(4).prefix { $0 != "]" }
        #expect(String(release) == ExpandingText.version)
        #expect(release.split(separator: ".").count == 3 && release.split(separator: ".").allSatisfy { Int($0) != nil })
    }
}
