/// Standard output gathered into blocks of at most ``capacity`` bytes, each handed to the writer whole: an output
/// of any length goes out while it is produced, and is never held whole in memory.
struct OutputBuffer {
    /// The largest block the writer receives.
    static let capacity = 64 * 1024

    /// A block of spaces, written from directly: a tab at a huge tab width is billions of spaces, never built.
    private static let spaces = [UInt8](repeating: 0x20, count: capacity)

    private var bytes: [UInt8] = []
    private let write: (UnsafeRawBufferPointer) throws -> Void

    /// A buffer that hands its full blocks to `write`.
    /// - Parameter write: Writes one block whole, or throws (e.g. ``ToolOutput/WriteFailure``).
    init(writingTo write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        bytes.reserveCapacity(Self.capacity)
        self.write = write
    }

    /// Appends the UTF-8 of `text`.
    /// - Throws: What the writer throws when a block is full.
    /// - Complexity: O(length of `text`).
    mutating func append(_ text: String) throws {
        var text = text
        try text.withUTF8 { try append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends the UTF-8 of one cluster.
    /// - Throws: What the writer throws when a block is full.
    /// - Complexity: O(length of `character`).
    mutating func append(_ character: Character) throws {
        for byte in character.utf8 {
            bytes.append(byte)
            if bytes.count == Self.capacity {
                try flush()
            }
        }
    }

    /// Appends `count` U+0020 spaces.
    /// - Throws: What the writer throws when a block is full.
    /// - Complexity: O(`count`), in blocks of at most ``capacity`` bytes; memory O(1).
    mutating func appendSpaces(_ count: Int) throws {
        var remaining = count
        while remaining > 0 {
            let piece = min(remaining, Self.capacity)
            try Self.spaces.withUnsafeBytes { try append(UnsafeRawBufferPointer(rebasing: $0[..<piece])) }
            remaining -= piece
        }
    }

    /// Appends bytes; a run longer than a block is written straight from `buffer`, a block at a time.
    /// - Throws: What the writer throws when a block is full.
    /// - Complexity: O(`buffer.count`).
    mutating func append(_ buffer: UnsafeRawBufferPointer) throws {
        var rest = buffer[...]
        while !rest.isEmpty {
            if bytes.isEmpty && rest.count >= Self.capacity {
                try write(UnsafeRawBufferPointer(rebasing: rest.prefix(Self.capacity)))
                rest = rest.dropFirst(Self.capacity)
                continue
            }
            let piece = rest.prefix(Self.capacity - bytes.count)
            bytes.append(contentsOf: piece)
            rest = rest.dropFirst(piece.count)
            if bytes.count == Self.capacity {
                try flush()
            }
        }
    }

    /// Writes what is buffered.
    /// - Throws: What the writer throws.
    mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try write($0) }
        bytes.removeAll(keepingCapacity: true)
    }
}
