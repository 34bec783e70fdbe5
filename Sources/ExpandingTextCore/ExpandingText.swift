/// Facts about the ExpandingText package itself.
public enum ExpandingText {
    /// The package version, as `expanding-text --version` prints it.
    public static let version = "0.1.0"
}
