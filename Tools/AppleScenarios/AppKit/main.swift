runAll(appKitScenarios + swiftUIScenarios)
