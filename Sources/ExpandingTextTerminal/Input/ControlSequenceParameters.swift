/// The parameter and intermediate bytes of a control sequence, split per ECMA-48 (section 5.4): an optional
/// private marker (`<`, `=`, `>`, `?` as the first byte), parameters separated by `;`, each with sub-parameters
/// separated by `:` (as kitty and SGR use them), then intermediate bytes (0x20–0x2F).
struct ControlSequenceParameters: Equatable {
    /// The private marker, if the sequence starts with one.
    private(set) var privateMarker: UInt8?
    /// Each parameter's sub-parameters; an empty (defaulted) value is nil.
    private(set) var parameters: [[Int?]] = []
    /// The intermediate bytes.
    private(set) var intermediates: [UInt8] = []
    /// Whether the bytes break the parameter grammar (a parameter byte after an intermediate, or a marker byte in
    /// the middle); such a sequence is consumed and dropped.
    private(set) var isMalformed = false

    /// Numbers larger than this are clamped: no key or reply needs them, and clamping avoids overflow.
    private static let largestValue = 0x7FFF_FFFF

    init(_ bytes: [UInt8]) {
        var current: [Int?] = []
        var value: Int?
        var sawParameterByte = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x3C...0x3F where offset == 0:
                privateMarker = byte
            case 0x30...0x3B:
                guard intermediates.isEmpty else {
                    isMalformed = true
                    continue
                }
                sawParameterByte = true
                switch byte {
                case 0x3A:
                    current.append(value)
                    value = nil
                case 0x3B:
                    current.append(value)
                    parameters.append(current)
                    current = []
                    value = nil
                default:
                    value = Swift.min((value ?? 0) * 10 + Int(byte - 0x30), Self.largestValue)
                }
            case 0x20...0x2F:
                intermediates.append(byte)
            default:
                isMalformed = true
            }
        }
        if sawParameterByte {
            current.append(value)
            parameters.append(current)
        }
    }

    /// The first sub-parameter of parameter `index`, or nil when absent or empty.
    func value(at index: Int) -> Int? {
        guard index < parameters.count else { return nil }
        return parameters[index].first ?? nil
    }

    /// Sub-parameter `subindex` of parameter `index`, or nil when absent or empty.
    func value(at index: Int, sub subindex: Int) -> Int? {
        guard index < parameters.count, subindex < parameters[index].count else { return nil }
        return parameters[index][subindex]
    }

    /// The first sub-parameter of every parameter, empty ones as 0 (their ECMA-48 default).
    var values: [Int] {
        parameters.map { ($0.first ?? nil) ?? 0 }
    }

    /// The modifiers in parameter `index` (xterm's 1 + bits, with kitty's optional `:event-type`), or nil when the
    /// event is a key release (event type 3), which is not a key press.
    func modifiers(at index: Int) -> KeyModifiers? {
        if value(at: index, sub: 1) == 3 { return nil }
        return KeyModifiers(parameter: value(at: index))
    }
}
