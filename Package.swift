// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "ExpandingText",
    platforms: [
        .iOS(.v13),
        .macOS(.v10_15),
        .macCatalyst(.v13),
        .visionOS(.v1),
    ],
    products: [
        // Core
        .library(name: "ExpandingTextCore", targets: ["ExpandingTextCore"]),
        // Apple
        .library(name: "ExpandingTextUI", targets: ["ExpandingTextUI"]),
        // Terminal
        .library(name: "ExpandingTextTerminal", targets: ["ExpandingTextTerminal"]),
        // Tools
        .executable(name: "expanding-text", targets: ["expanding-text"]),
    ],
    targets: [
        // Core: the engine. Standard library only.
        .target(name: "ExpandingTextCore"),

        // Apple: thin SwiftUI, UIKit and AppKit adapters; every decision comes from Core.
        .target(
            name: "ExpandingTextUI",
            dependencies: ["ExpandingTextCore"]
        ),

        // Terminal: the inline text area and its run loop.
        .target(
            name: "ExpandingTextTerminal",
            dependencies: ["ExpandingTextCore"]
        ),

        // Tools
        .executableTarget(
            name: "expanding-text",
            dependencies: ["ExpandingTextTerminal"]
        ),
        .executableTarget(
            name: "expanding-text-bench",
            dependencies: ["ExpandingTextCore", "ExpandingTextTerminal", "ExpandingTextTestSupport"],
            path: "Benchmarks/expanding-text-bench"
        ),

        // Tests
        // What the tests and the benchmark share — the seeded random generator, the scripted terminal — in a target
        // of its own, so that none of it ships in a product.
        .target(
            name: "ExpandingTextTestSupport",
            dependencies: ["ExpandingTextTerminal"],
            path: "Tests/ExpandingTextTestSupport"
        ),
        .testTarget(
            name: "ExpandingTextCoreTests",
            dependencies: ["ExpandingTextCore", "ExpandingTextTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ExpandingTextTerminalTests",
            dependencies: ["ExpandingTextTerminal", "ExpandingTextTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ExpandingTextToolTests",
            dependencies: ["expanding-text", "ExpandingTextTestSupport"]
        ),
    ]
)
