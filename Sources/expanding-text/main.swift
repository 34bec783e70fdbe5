import ExpandingTextTerminal

// SIGTERM, SIGHUP (a closed window) and SIGINT end the box as the terminal going away does: the command keeps the
// text (the draft saved, else a rescue file), then the tool ends by the signal.
SignalGuard.defersTermination = true
let status = Tool.run(bytes: POSIXFile.commandLineArguments)
// No completion command, nor what it started, outlives the tool.
CommandCompletionSource.endRunningCommands()
SignalGuard.endByDeferredSignal()
if status == .brokenPipe { POSIXFile.endByBrokenPipe() }
POSIXFile.exit(status.rawValue)
