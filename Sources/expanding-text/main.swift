POSIXFile.exit(Tool.run(bytes: POSIXFile.commandLineArguments).rawValue)
