/// Why the editor's file could not be made or read back.
enum EditorFileError: Error, Equatable {
    case cannotCreate(String)
    case cannotWrite
    case isLink
    case notRegular
    case tooLarge
    case cannotRead(String)
    case notUTF8

    /// A line for the box, saying that the text stays as it was.
    var message: String {
        switch self {
        case .cannotCreate(let reason): "could not create a file for the editor: \(reason)"
        case .cannotWrite: "could not write the file for the editor"
        case .isLink: "the editor's file was replaced by a link, which is not followed; the text is unchanged"
        case .notRegular: "the editor's file is not a regular file; the text is unchanged"
        case .tooLarge: "the editor's file is larger than 64 MiB; the text is unchanged"
        case .cannotRead(let reason): "could not read the editor's file back: \(reason); the text is unchanged"
        case .notUTF8: "the editor's file is not UTF-8; the text is unchanged"
        }
    }
}
