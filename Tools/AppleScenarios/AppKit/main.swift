runAll(appKitScenarios + appKitEditingScenarios + swiftUIScenarios)
