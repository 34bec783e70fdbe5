runAll(uikitScenarios + swiftUIScenarios + apiScenarios + textAssignmentScenarios)
