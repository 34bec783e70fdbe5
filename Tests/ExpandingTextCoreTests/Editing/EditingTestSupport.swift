@testable import ExpandingTextCore

/// Pieces of text that stress cluster boundaries: combining marks, ZWJ sequences, regional indicators, line
/// breaks of every kind, CJK, tabs.
enum EditingSamples {
    static let pieces: [String] = [
        "a", "e", "word", "hello world ", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}",
        "\u{2028}", "\u{2029}", "\u{301}", "\u{302}\u{303}", "\u{200D}", "\u{1F468}", "\u{1F469}",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EB}", "\u{1F1F7}", "\u{1F1EB}\u{1F1F7}",
        "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "\u{65E5}\u{672C}\u{8A9E}", "\u{D55C}\u{AD6D}", "\u{1100}",
        "\u{1161}", "\u{11A8}", "\u{915}\u{94D}", "\u{937}", "caf\u{E9}", "x\u{20DD}", "1\u{FE0F}\u{20E3}",
    ]

    static func randomText<G: RandomNumberGenerator>(pieces count: Int, using generator: inout G) -> String {
        var text = ""
        for _ in 0..<count {
            text += pieces.randomElement(using: &generator)!
        }
        return text
    }
}

extension String {
    /// The UTF-8 offset of the position after `characterOffset` clusters.
    func utf8Offset(ofCharacter characterOffset: Int) -> Int {
        utf8.distance(from: startIndex, to: index(startIndex, offsetBy: characterOffset))
    }

    /// Every cluster boundary, as UTF-8 offsets.
    var clusterBoundaries: [Int] {
        var offsets = [0]
        var offset = 0
        for character in self {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }

    var lineBreakClusterCount: Int {
        reduce(0) { $0 + (TextStorage.isLineBreak($1) ? 1 : 0) }
    }
}

extension TextStorage {
    /// The offsets where leaves meet.
    var leafBoundaries: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for text in leafTexts.dropLast() {
            offset += text.utf8.count
            offsets.append(offset)
        }
        return offsets
    }
}

func position(_ utf8Offset: Int) -> TextPosition {
    TextPosition(utf8Offset: utf8Offset)
}
