extension KeyModifiers {
    /// Decodes the modifier parameter of a control sequence: 1 + the bits, absent or below 2 meaning none.
    ///
    /// Kitty's higher bits (hyper, its own meta, caps lock, num lock) are ignored: no binding uses them and a
    /// lit caps lock must not change what a key does.
    init(parameter: Int?) {
        guard let parameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8((parameter - 1) & 0b1111))
    }

    /// The prefix used in chord names, e.g. "Ctrl+Alt+", in a fixed order.
    var displayPrefix: String {
        var prefix = ""
        if contains(.control) { prefix += "Ctrl+" }
        if contains(.alt) { prefix += "Alt+" }
        if contains(.shift) { prefix += "Shift+" }
        if contains(.meta) { prefix += "Meta+" }
        return prefix
    }
}
