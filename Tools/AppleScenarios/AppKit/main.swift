runAll(appKitScenarios + appKitEditingScenarios + swiftUIScenarios + sharedSwiftUIScenarios)
