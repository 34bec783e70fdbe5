runAll(
    appKitScenarios + appKitEditingScenarios + swiftUIScenarios + sharedSwiftUIScenarios
        + heightReportScenarios("appkit") { AppKitScreen() })
