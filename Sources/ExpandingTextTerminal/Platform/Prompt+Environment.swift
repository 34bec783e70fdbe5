#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Prompt {
    /// Whether the environment lets a program use colour: not when `NO_COLOR` is set to a text that is not empty.
    public static var environmentAllowsColor: Bool {
        allowsColor(noColor: getenv("NO_COLOR").map { String(cString: $0) })
    }

    /// Whether colour is allowed when `NO_COLOR` has this value (nil when it is not set).
    static func allowsColor(noColor: String?) -> Bool {
        noColor?.isEmpty ?? true
    }
}
