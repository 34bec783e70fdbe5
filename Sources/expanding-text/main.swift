// A write past `ulimit -f` fails and is reported, rather than SIGXFSZ ending the tool with the text unsaved.
POSIXFile.ignoreFileSizeLimitSignal()
POSIXFile.exit(Tool.run(bytes: POSIXFile.commandLineArguments).rawValue)
