// Fuzz target: the command-line argument parser on arbitrary argument vectors.
//
// Input: the arguments that follow the program name, separated by NUL bytes (as the kernel passes them), parsed as
// the tool parses them: as bytes, paths kept byte for byte and everything else decoded as UTF-8 with repair.
//
// Properties: no crash; either an invocation the tool can run (every limit within its documented range, the
// relations between options respected) or a usage error that is one line, starts with `error: `, contains no control
// character (it is printed on the user's terminal), and names an argument that was given.

/// libFuzzer's entry point: one run of the parser on the arguments encoded in `data` (see the top of the file).
@_cdecl("LLVMFuzzerTestOneInput")
public func argumentsFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let byteArguments = size == 0 ? [] : bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    let arguments = byteArguments.map { String(decoding: $0, as: UTF8.self) }
    do {
        check(try CommandLineParser.parse(bytes: byteArguments), arguments)
    } catch {
        check(error, arguments)
    }
    return 0
}

private func check(_ invocation: Invocation, _ arguments: [String]) {
    switch invocation {
    case .write(let options), .chat(let options):
        guard options.minLines >= 1, options.maxLines >= options.minLines else {
            fuzzFailure("lines \(options.minLines)...\(options.maxLines) accepted from \(arguments)")
        }
        if let width = options.width, width < 1 {
            fuzzFailure("width \(width) accepted from \(arguments)")
        }
        if let limit = options.characterLimit {
            guard limit >= 1 else { fuzzFailure("character limit \(limit) accepted from \(arguments)") }
            if let value = options.value, value.count > limit {
                fuzzFailure("a value of \(value.count) characters over the limit \(limit) accepted from \(arguments)")
            }
        }
        if let path = options.draftPath, path.bytes.isEmpty {
            fuzzFailure("an empty draft path accepted from \(arguments)")
        }
    case .layout(let options):
        guard options.width >= 1, options.tabWidth >= 1, options.minLines >= 1,
            (options.maxLines ?? options.minLines) >= options.minLines
        else {
            fuzzFailure("layout options \(options) accepted from \(arguments)")
        }
    case .completionScript(let shell):
        guard arguments.contains(where: { $0.hasSuffix(shell.rawValue) }) else {
            fuzzFailure("a completion script for \(shell) that \(arguments) did not ask for")
        }
    case .help, .version:
        break
    }
}

private func check(_ error: UsageError, _ arguments: [String]) {
    let report = error.description
    guard report.hasPrefix("error: ") else {
        fuzzFailure("usage error without the `error: ` prefix: \(String(reflecting: report))")
    }
    if let control = report.unicodeScalars.first(where: isControlOrLineBreak) {
        fuzzFailure(
            "usage error holds U+\(String(control.value, radix: 16, uppercase: true)), so it is not one clean line: "
                + String(reflecting: report))
    }
    guard arguments.contains(where: { $0.utf8.starts(with: error.argument.utf8) }) else {
        fuzzFailure("usage error names \(String(reflecting: error.argument)), which is not in \(arguments)")
    }
}

/// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
private func isControlOrLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
}
