runAll(
    appKitScenarios + appKitEditingScenarios + swiftUIScenarios + sharedSwiftUIScenarios
        + heightReportScenarios("appkit") { AppKitScreen() }
        + elementScenarios("appkit") { AppKitScreen(configure: $0) }
        + pasteAttachmentScenarios("appkit") { AppKitScreen(configure: $0) }
        + completionScenarios("appkit") { AppKitScreen(configure: $0) }
        + highlightingScenarios("appkit") { AppKitScreen(configure: $0) })
