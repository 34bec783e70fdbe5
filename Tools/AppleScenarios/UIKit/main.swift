runAll(uikitScenarios + swiftUIScenarios + apiScenarios)
