/// What became of editing the box's text in the user's editor (Ctrl+X Ctrl+E, Ctrl+G).
public enum ExternalEditResult: Hashable, Sendable {
    /// The editor exited with status 0: its file's text, without the line break editors add at the end.
    case edited(String)
    /// The text stays as it was, for this reason, which the box's last row shows.
    case unchanged(reason: String)

    /// What a terminal that cannot hand itself to another program answers.
    package static let noEditor = ExternalEditResult.unchanged(reason: "no editor can be opened on this terminal")
}
