// Checks of a caller's obligations whose message survives an optimised build. `precondition` and
// `preconditionFailure` drop their message under `-O` (a release build stops with "Illegal instruction" and no
// word of which argument was wrong); `fatalError` keeps it. The condition is evaluated in every build, as
// `precondition`'s is, so these also guard invariants whose breach would otherwise corrupt memory or data.

/// Stops the program with `message` unless `condition` holds, in debug and release builds alike.
///
/// Use it for a caller's obligation that cannot be an error to throw or a value to clamp: a position or index
/// that must come from the text or layout it is used with, as an array index must come from its array.
///
/// - Parameters:
///   - condition: What must hold; evaluated once.
///   - message: Names the offending value and the valid range; built only when `condition` is false.
///   - file: The file of the check, for the message.
///   - line: The line of the check, for the message.
/// - Complexity: The cost of `condition`.
@inlinable @inline(__always)
package func requirePrecondition(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() {
        failPrecondition(message(), file: file, line: line)
    }
}

/// Stops the program with `message`, in debug and release builds alike: a broken obligation found without a
/// single condition to check.
///
/// - Parameters:
///   - message: Names what went wrong.
///   - file: The file of the failure, for the message.
///   - line: The line of the failure, for the message.
@inline(never) @usableFromInline
package func failPrecondition(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line)
    -> Never
{
    fatalError(message(), file: file, line: line)
}
