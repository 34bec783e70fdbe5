/// The Unicode scalars of a text from some position on, read chunk by chunk from a `TextStorage` (no copy of the
/// document: one chunk at a time is copied into a reusable buffer and decoded from there).
///
/// The line breaker pulls its scalars from here.
struct ChunkScalars<Chunks: IteratorProtocol<TextStorage.Chunk>>: IteratorProtocol {
    private var chunks: Chunks
    private let buffer: ByteBuffer
    /// The current chunk's UTF-8, in `buffer`.
    private var bytes: UnsafePointer<UInt8>
    private var count = 0
    private var index = 0

    /// Scalars from `chunks`, decoded in `buffer`.
    init(_ chunks: Chunks, buffer: ByteBuffer) {
        self.chunks = chunks
        self.buffer = buffer
        bytes = UnsafePointer(buffer.start)
    }

    /// The next scalar, or nil at the end of the text.
    @inline(__always)
    mutating func next() -> Unicode.Scalar? {
        while index == count {
            guard let chunk = chunks.next() else { return nil }
            (bytes, count) = buffer.copy(chunk.text)
            index = 0
        }
        let lead = bytes[index]
        if lead < 0x80 {
            index &+= 1
            return Unicode.Scalar(lead)
        }
        let (value, length) = ClusterScanner.decodeScalar(
            at: index, in: UnsafeBufferPointer(start: bytes, count: count))
        index &+= length
        return Unicode.Scalar(value).unsafelyUnwrapped
    }
}

extension ChunkScalars: SkippableScalars {
    /// The bytes of the current chunk not read yet.
    var bytesLeftInChunk: Int { count &- index }

    mutating func skipASCII(_ byteCount: Int) {
        requirePrecondition(byteCount >= 0 && byteCount <= count &- index, "skipping past the chunk being read")
        index &+= byteCount
    }
}

/// Scalars whose reader can be moved over ASCII text that another reader already went through.
protocol SkippableScalars: IteratorProtocol<Unicode.Scalar> {
    /// How many bytes can be skipped without reading another chunk.
    var bytesLeftInChunk: Int { get }

    /// Moves over `byteCount` ASCII scalars without returning them; at most ``bytesLeftInChunk``.
    mutating func skipASCII(_ byteCount: Int)
}

/// A growable block of memory that the layout copies one chunk of text at a time into, so that it can decode it
/// with plain pointer reads between calls.
final class ByteBuffer {
    /// The memory's start.
    private(set) var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init(capacity: Int = 4_096) {
        self.capacity = capacity
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Copies the UTF-8 of `text` to the buffer, replacing what it held.
    ///
    /// - Returns: The copy's start and length, valid until the next copy or until the buffer is freed.
    func copy(_ text: Substring) -> (UnsafePointer<UInt8>, Int) {
        let utf8 = text.utf8
        let count = utf8.count
        if count > capacity {
            start.deallocate()
            capacity = max(count, capacity * 2)
            start = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }
        let copied = utf8.withContiguousStorageIfAvailable { source in
            if let address = source.baseAddress {
                start.initialize(from: address, count: source.count)
            }
            return source.count
        }
        if copied == nil {
            _ = UnsafeMutableBufferPointer(start: start, count: count).initialize(from: utf8)
        }
        return (UnsafePointer(start), count)
    }
}
