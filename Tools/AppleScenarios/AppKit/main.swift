runAll(
    appKitScenarios + appKitEditingScenarios + swiftUIScenarios + sharedSwiftUIScenarios
        + heightReportScenarios("appkit") { AppKitScreen() }
        + elementScenarios("appkit") { AppKitScreen(configure: $0) })
