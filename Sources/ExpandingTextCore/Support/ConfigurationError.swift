/// A configuration value that breaks one of Core's documented rules.
///
/// Core rejects invalid configuration where it is given (a policy, line metrics, a character limit), with a
/// message that names the parameter and the offending value, instead of clamping it silently or failing later
/// deep inside layout. The ``description`` reads as one sentence:
///
/// ```swift
/// do {
///     _ = try ExpansionPolicy(minLines: 0)
/// } catch {
///     print(error)  // minLines must be at least 1, got 0
/// }
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter as the API spells it, for example `minLines`.
    public let parameter: String
    /// The offending value, as text.
    public let value: String
    /// The rule the value breaks, for example `must be at least 1`.
    public let requirement: String

    /// Creates an error for `parameter`, whose `value` breaks `requirement`.
    package init(parameter: String, value: String, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// One sentence naming the parameter, the rule and the value: `minLines must be at least 1, got 0`.
    public var description: String { "\(parameter) \(requirement), got \(value)" }
}

extension ConfigurationError {
    /// Checks that a length in points is a finite number that is zero or more.
    package static func checkLength(_ value: Double, named parameter: String) throws(ConfigurationError) {
        guard value.isFinite, value >= 0 else {
            throw ConfigurationError(
                parameter: parameter, value: "\(value)", requirement: "must be a finite number of at least 0")
        }
    }
}
