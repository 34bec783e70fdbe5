// The font metrics and the text layout of the UIKit and AppKit models. This folder is compiled into each framework
// module.

/// Deterministic font metrics: a line is 1.25 × the point size tall, 1.5 × when it holds a character drawn with a
/// fallback font (emoji, CJK), so that N lines of mixed text are not N × lineHeight; a character is half the point
/// size wide, a fallback one the whole size.
package enum ModelFontMetrics {
    static func lineHeight(_ size: CGFloat) -> CGFloat { size * 1.25 }

    static func usesFallbackFont(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value >= 0x2E80 }
    }
}

/// Lines of text wrapped at a width, as the text system would lay them out with the model's metrics: words wrap whole
/// when they fit on a line, a hard line break starts a line, and a text ending in one has an empty last line.
package struct ModelTextLayout {
    package struct Line {
        package var utf16: Range<Int>
        package var height: CGFloat
        package var width: CGFloat
        /// The caret's x after each character, by UTF-16 offset; the first entry is the line's start.
        package var stops: [(utf16: Int, x: CGFloat)]
    }

    package private(set) var lines: [Line] = []

    /// With `zeroWidthSpaceIsEmpty` false, U+200B ZERO WIDTH SPACE is as wide as any other character (the UIKit
    /// model's layout).
    package init(text: String, fontSize size: CGFloat, width: CGFloat, zeroWidthSpaceIsEmpty: Bool = true) {
        let lineHeight = ModelFontMetrics.lineHeight(size)
        let available = Swift.max(width, size)
        var offset = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let glyphs = paragraph.map { character in
                let fallback = ModelFontMetrics.usesFallbackFont(character)
                let empty = zeroWidthSpaceIsEmpty && character == "\u{200B}"
                let width = empty ? 0 : fallback ? size : size * 0.5
                return (character, character.utf16.count, width, fallback)
            }
            var start = 0
            var width: CGFloat = 0
            func emit(_ range: Range<Int>) {
                var line = Line(utf16: offset..<offset, height: lineHeight, width: 0, stops: [(offset, 0)])
                for glyph in glyphs[range] {
                    offset += glyph.1
                    line.width += glyph.2
                    line.stops.append((offset, line.width))
                    if glyph.3 { line.height = Swift.max(line.height, lineHeight * 1.5) }
                }
                line.utf16 = line.utf16.lowerBound..<offset
                lines.append(line)
            }
            for index in glyphs.indices {
                let glyph = glyphs[index]
                if width + glyph.2 > available && index > start && glyph.0 != " " {
                    let space = glyphs[start..<index].lastIndex { $0.0 == " " }
                    let end = space.map { $0 + 1 } ?? index
                    emit(start..<end)
                    start = end
                    width = glyphs[start..<index].reduce(0) { $0 + $1.2 }
                }
                width += glyph.2
            }
            emit(start..<glyphs.count)
            offset += 1  // the line break
        }
    }

    package var height: CGFloat { lines.reduce(0) { $0 + $1.height } }

    package var usedWidth: CGFloat { lines.map(\.width).max() ?? 0 }

    /// Where a caret at `offset` is drawn: the top of its line, its x and the line's height.
    package func caret(at offset: Int) -> (top: CGFloat, x: CGFloat, height: CGFloat) {
        var top: CGFloat = 0
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1].utf16.lowerBound : Int.max
            if offset < next || index == lines.count - 1 {
                let x = line.stops.last { $0.utf16 <= offset }?.x ?? 0
                return (top, x, line.height)
            }
            top += line.height
        }
        return (0, 0, 0)
    }
}
