// MARK: - Layers

extension KeyMap {
    /// The layers over every key map, topmost first: the completion menu's keys, then a history search's, then a
    /// selection's. Each applies while its mode is on; keys no active layer binds go to the key map.
    package static let layers: [KeyLayer] = [
        KeyLayer(
            mode: .completionMenu, title: "Completion menu",
            heading: "the completion menu, while one is open; every other key keeps its meaning",
            bindings: [
                KeyLayer.Binding(
                    [KeyChord(.up), .control("p")], .selectPreviousCandidate, "Select the candidate above"),
                KeyLayer.Binding([KeyChord(.down), .control("n")], .selectNextCandidate, "Select the candidate below"),
                KeyLayer.Binding([KeyChord(.pageUp)], .selectCandidatePageUp, "A page of candidates up"),
                KeyLayer.Binding([KeyChord(.pageDown)], .selectCandidatePageDown, "A page of candidates down"),
                KeyLayer.Binding([KeyChord(.home)], .selectFirstCandidate, "Select the first candidate"),
                KeyLayer.Binding([KeyChord(.end)], .selectLastCandidate, "Select the last candidate"),
                KeyLayer.Binding(
                    [KeyChord(.tab), KeyChord(.enter)], .acceptCandidate, "Accept the selected candidate"),
                KeyLayer.Binding([KeyChord(.escape)], .dismissMenu, "Close the menu, keeping the text"),
            ],
            otherKeys: .keepTheirMeaning),
        KeyLayer(
            mode: .historySearch, title: "History search",
            heading:
                "a history search (Ctrl+R); typed text is searched for, any other key takes the entry found, then acts",
            bindings: [
                KeyLayer.Binding([.control("r")], .searchFurther, "Find an earlier match"),
                KeyLayer.Binding(
                    [KeyChord(.backspace), .control("h")], .eraseSearchCharacter, "Erase the search's last character"),
                KeyLayer.Binding([KeyChord(.escape)], .endSearch, "Keep the entry found, to edit"),
                KeyLayer.Binding([.control("g")], .cancelSearch, "Back to the text before the search"),
            ],
            otherKeys: .typeIntoTheModeOrEndIt),
        KeyLayer(
            mode: .selection, title: "Selection",
            heading: "a selection; typed text replaces it, and every other key keeps its meaning",
            bindings: [
                KeyLayer.Binding([KeyChord(.escape)], .clearSelection, "Deselect, the caret staying where it is")
            ],
            otherKeys: .keepTheirMeaning),
    ]

    /// The topmost layer among `modes`, with the action it gives `chord` if it binds it.
    ///
    /// - Parameters:
    ///   - chord: A key press.
    ///   - modes: The modes that are on.
    /// - Returns: The first active layer that binds `chord` and its action; else the first active layer that
    ///   claims the keys it does not bind, with no action; nil when no active layer has a say.
    package static func layer(
        for chord: KeyChord, in modes: Set<KeyLayer.Mode>
    ) -> (layer: KeyLayer, action: KeyLayer.Action?)? {
        let active = layers.filter { modes.contains($0.mode) }
        for layer in active {
            if let action = layer.action(for: chord) { return (layer, action) }
            if layer.otherKeys == .typeIntoTheModeOrEndIt { return (layer, nil) }
        }
        return nil
    }
}
