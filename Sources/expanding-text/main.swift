POSIXFile.exit(Tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
