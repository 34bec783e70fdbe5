let status = Tool.run(bytes: POSIXFile.commandLineArguments)
if status == .brokenPipe { POSIXFile.endByBrokenPipe() }
POSIXFile.exit(status.rawValue)
