/// The keys that mean something else while a mode of the box is on: the completion menu open, a history search, a
/// selection. A layer's keys come before the main ``KeyMap``'s; the layers are data, with help text, so that the
/// same table drives the box, `--help`, the manual page and the README.
package struct KeyLayer: Sendable {
    /// The modes a layer belongs to, in the order their keys are looked up: the topmost first.
    package enum Mode: Sendable, CaseIterable {
        /// A completion menu is open and shows rows.
        case completionMenu
        /// A history search (Ctrl+R) is on.
        case historySearch
        /// Text is selected.
        case selection
    }

    /// What a key does in a layer.
    package enum Action: Sendable, Equatable {
        /// Selects the menu's row above (from the first, the last).
        case selectPreviousCandidate
        /// Selects the menu's row below (from the last, the first).
        case selectNextCandidate
        /// Selects the row a window of rows above, or the first.
        case selectCandidatePageUp
        /// Selects the row a window of rows below, or the last.
        case selectCandidatePageDown
        /// Selects the first row.
        case selectFirstCandidate
        /// Selects the last row.
        case selectLastCandidate
        /// Puts the selected candidate in place of the trigger and its query.
        case acceptCandidate
        /// Closes the menu and leaves the text.
        case dismissMenu
        /// Looks for an earlier entry that matches the search too.
        case searchFurther
        /// Erases the search's last character.
        case eraseSearchCharacter
        /// Ends the search with the entry found in the box, to edit.
        case endSearch
        /// Ends the search and puts back the text from before it.
        case cancelSearch
        /// Lets the selection go, the caret where it is.
        case clearSelection
    }

    /// What the keys a layer does not bind do while its mode is on.
    package enum OtherKeys: Sendable, Equatable {
        /// They keep their meaning in the box.
        case keepTheirMeaning
        /// Typed text goes to the mode (a search's query); any other key ends the mode, then does what it does.
        case typeIntoTheModeOrEndIt
    }

    /// One row of a layer: chords, what they do, and the help text.
    package struct Binding: Sendable {
        package var chords: [KeyChord]
        package var action: Action
        package var help: String

        package init(_ chords: [KeyChord], _ action: Action, _ help: String) {
            self.chords = chords
            self.action = action
            self.help = help
        }
    }

    package var mode: Mode
    /// The layer's name, for the manual page's section, e.g. "Completion menu".
    package var title: String
    /// Whose keys they are and when they apply, for the heading of its help table.
    package var heading: String
    package var bindings: [Binding]
    package var otherKeys: OtherKeys

    /// The layer's action for a chord, or nil when the layer does not bind it.
    package func action(for chord: KeyChord) -> Action? {
        bindings.first { $0.chords.contains(chord) }?.action
    }

    /// The layer's keys as help rows, as ``KeyMap/helpRows`` gives the main map's.
    package var helpRows: [KeyMap.HelpRow] {
        bindings.map { KeyMap.HelpRow(keys: $0.chords.map(\.displayName).joined(separator: ", "), help: $0.help) }
    }

    /// The layer's keys as a two-column table, laid out as ``KeyMap/helpText`` is.
    package var helpText: String {
        KeyMap.HelpRow.table(helpRows)
    }
}
