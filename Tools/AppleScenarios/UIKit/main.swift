runAll(uikitScenarios + swiftUIScenarios + apiScenarios + reviewedFaultScenarios)
