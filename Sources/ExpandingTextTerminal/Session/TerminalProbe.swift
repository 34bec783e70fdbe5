/// Collects the terminal's answers to the start-up queries: the cursor position, the terminal's name and version,
/// whether it knows grapheme-cluster mode, and the device attributes that end the probe.
///
/// A session writes ``query`` (telling its ``InputDecoder`` to expect a cursor position report), then hands every
/// decoded event to ``consume(_:)`` until ``isComplete`` — the DA1 answer arrived: every terminal answers DA1, and
/// answers in order — or a timeout. Events that are not answers, keys the user typed before the prompt appeared,
/// are kept in ``typeAhead``, in order, to be handled once the box is drawn.
package struct TerminalProbe: Sendable {
    /// The queries, in the order their answers come: cursor position, XTVERSION, grapheme-cluster mode and
    /// bracketed paste mode (DECRQM), the kitty keyboard protocol's flags, then DA1.
    package static let query =
        [
            TerminalCommand.requestCursorPosition, .requestTerminalVersion, .requestMode(.graphemeClusterMode),
            .requestMode(.bracketedPaste), .requestKeyboardFlags, .requestDeviceAttributes,
        ].sequence

    /// How long to wait for the answers, in milliseconds. A local terminal answers within a few milliseconds;
    /// this leaves room for a slow remote connection without making a silent terminal start noticeably late.
    package static let timeoutMilliseconds = 500

    /// The cursor's column, counted from 1, if the terminal reported it.
    package private(set) var cursorColumn: Int?
    /// The terminal's name and version from XTVERSION (`tmux 3.3a`, `XTerm(390)`), if it answered.
    package private(set) var terminalVersion: String?
    /// The terminal's report on grapheme-cluster mode (mode 2027): 1 set, 2 reset, 3 permanently set, 0 or 4 not
    /// available; nil when it did not answer (tmux 3.3a ignores DECRQM).
    package private(set) var graphemeClusterMode: Int?
    /// The terminal's report on bracketed paste mode (mode 2004), as for ``graphemeClusterMode``; nil when it did not
    /// answer.
    package private(set) var bracketedPasteMode: Int?
    /// The kitty keyboard protocol's flags the terminal reported; nil when it did not answer (it does not speak the
    /// protocol).
    package private(set) var keyboardFlags: Int?
    /// Whether the device attributes (DA1) arrived, which ends the probe.
    package private(set) var isComplete = false
    /// Events that were not answers to the probe, in the order they arrived.
    package private(set) var typeAhead: [KeyEvent] = []

    /// Creates a probe waiting for answers.
    package init() {}

    /// Whether the terminal re-wraps its lines when its width changes.
    ///
    /// Most terminals do (tmux, VTE, kitty, iTerm2, WezTerm, foot, Windows Terminal); xterm does not. Without an
    /// answer the renderer assumes reflow, which at worst erases a few rows too many above the box on a resize.
    package var reflowsOnResize: Bool {
        guard let terminalVersion else { return true }
        return !terminalVersion.hasPrefix("XTerm")
    }

    /// Whether the terminal can lay out clusters by Unicode's rules (mode 2027 set, or reset and settable), so that
    /// the contract's widths are the terminal's.
    package var supportsGraphemeClusterMode: Bool {
        guard let graphemeClusterMode else { return false }
        return (1...3).contains(graphemeClusterMode)
    }

    /// Whether the session must turn grapheme-cluster mode on (and off at its end): the terminal has it, reset.
    /// One already set is left as the user had it.
    package var needsGraphemeClusterMode: Bool { graphemeClusterMode == 2 }

    /// Whether the session should measure the clusters terminals disagree on (the terminal-widths rules): the terminal
    /// answers queries (DA1 came) but cannot take the contract's widths. A terminal that never answered keeps them.
    package var measuresClusterWidths: Bool { isComplete && !supportsGraphemeClusterMode }

    /// Whether the terminal brackets pastes once the session asks it to: it reports mode 2004 set, or reset and
    /// settable. Then a paste always comes with its markers, and input without them was typed, also when a script
    /// types a line and Enter in one write.
    package var bracketsPastes: Bool {
        guard let bracketedPasteMode else { return false }
        return (1...3).contains(bracketedPasteMode)
    }

    /// Whether the terminal speaks the kitty keyboard protocol, so that the session pushes its flags and Shift+Enter,
    /// Ctrl+Enter and Alt+Enter arrive as keys of their own (kitty, WezTerm, foot, Ghostty, iTerm2, Alacritty).
    package var speaksKeyboardProtocol: Bool { keyboardFlags != nil }

    /// Whether the session must start on a new line: the cursor is not in the first column, or its column is
    /// unknown (then a line of the user's output may be there, and a blank line is better than erasing it).
    package var needsNewLine: Bool { cursorColumn != 1 }

    /// Takes decoded events.
    ///
    /// - Parameter events: Events in the order they were decoded.
    package mutating func consume(_ events: [KeyEvent]) {
        for event in events {
            switch event {
            case .reply(.cursorPosition(_, let column)) where cursorColumn == nil:
                cursorColumn = column
            case .reply(.terminalVersion(let version)):
                terminalVersion = version
            case .reply(.modeReport(mode: 2027, let value)):
                graphemeClusterMode = value
            case .reply(.modeReport(mode: 2004, let value)):
                bracketedPasteMode = value
            case .reply(.keyboardFlags(let flags)):
                keyboardFlags = flags
            case .reply(.primaryDeviceAttributes):
                isComplete = true
            case .reply:
                break
            default:
                typeAhead.append(event)
            }
        }
    }
}
