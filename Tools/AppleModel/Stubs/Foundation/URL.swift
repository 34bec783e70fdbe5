// Uniform resource locators and byte buffers, as far as a pasted file or image needs them: a file's URL read from the
// pasteboard, and the bytes of a pasted image.

// Foundation/URL
public struct URL: Hashable, Sendable {
    package let absolute: String

    // Foundation/URL/init(string:)
    public init?(string: String) {
        guard let colon = string.firstIndex(of: ":"), colon != string.startIndex else { return nil }
        absolute = string
    }

    package var modelIsFileURL: Bool { absolute.hasPrefix("file:") }

    package var modelPathExtension: String {
        guard let last = absolute.split(separator: "/").last, let dot = last.lastIndex(of: ".") else { return "" }
        return String(last[last.index(after: dot)...])
    }
}

// Foundation/Data
@frozen public struct Data: Hashable, Sendable {
    package let bytes: [UInt8]

    package init(modelBytes: some Sequence<UInt8>) {
        bytes = Array(modelBytes)
    }
}

// Foundation/Progress
open class Progress: NSObject, @unchecked Sendable {}
