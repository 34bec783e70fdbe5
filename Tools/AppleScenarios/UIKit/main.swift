runAll(
    uikitScenarios + deviceScenarios + swiftUIScenarios + apiScenarios + reviewedFaultScenarios + sharedSwiftUIScenarios
)
