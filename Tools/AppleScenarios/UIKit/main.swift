runAll(
    uikitScenarios + deviceScenarios + swiftUIScenarios + apiScenarios + reviewedFaultScenarios + sharedSwiftUIScenarios
        + heightReportScenarios("uikit") { UIKitScreen() }
)
