// A write past `ulimit -f` fails and is reported, rather than SIGXFSZ ending the tool with the text unsaved.
POSIXFile.ignoreFileSizeLimitSignal()
let status = Tool.run(bytes: POSIXFile.commandLineArguments)
if status == .brokenPipe { POSIXFile.endByBrokenPipe() }
POSIXFile.exit(status.rawValue)
