runAll(uikitScenarios + deviceScenarios + swiftUIScenarios + apiScenarios)
