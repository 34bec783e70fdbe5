runAll(
    uikitScenarios + deviceScenarios + swiftUIScenarios + apiScenarios + reviewedFaultScenarios + sharedSwiftUIScenarios
        + heightReportScenarios("uikit") { UIKitScreen() }
        + elementScenarios("uikit") { UIKitScreen(configure: $0) }
        + pasteAttachmentScenarios("uikit") { UIKitScreen(configure: $0) }
        + completionScenarios("uikit") { UIKitScreen(configure: $0) }
        + highlightingScenarios("uikit") { UIKitScreen(configure: $0) }
)
