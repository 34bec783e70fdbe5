/// The elements an editor knows, each behind the one character that stands for it in the editor's text.
///
/// That character, the element's placeholder, is U+FFFC OBJECT REPLACEMENT CHARACTER followed by 14 tag characters:
/// 8 hex digits of a number drawn at random for the table and 6 of the element's serial number. Tag characters
/// extend the cluster before them, so the placeholder is one grapheme cluster (one unit for the caret, deletion,
/// selection, wrapping and undo), and every placeholder has the same length (none is a prefix of another). Text from
/// outside holds such a cluster only if it guesses the random number; an U+FFFC it holds that is not one of the
/// table's placeholders stays plain text.
///
/// The table keeps every element it was given for as long as it lives (undo may bring any back), and counts how
/// many of each placeholder the text holds now, so the text's length in submitted characters is known without
/// reading it.
package struct ElementTable: Sendable {
    /// An element and what is known of it.
    package struct Entry: Sendable {
        /// The element.
        package var element: TextElement
        /// The characters of the element's text, counted once.
        package var characterCount: Int
    }

    /// The number that makes this table's placeholders its own.
    private let nonce: UInt32
    /// The serial number of the next element.
    private var nextSerial: UInt32 = 1
    /// The elements, by placeholder.
    package private(set) var entries: [Character: Entry] = [:]
    /// How many placeholders the text holds.
    package private(set) var liveCount = 0
    /// The characters the text's placeholders stand for beyond the one character each takes in the editor's text.
    package private(set) var surplusCharacters = 0

    /// Creates an empty table with a placeholder family of its own.
    package init() {
        nonce = UInt32.random(in: 0...UInt32.max)
    }

    /// A table that never holds an element, for text that has none (drawing a placeholder text).
    package static let none = ElementTable(nonce: 0)

    private init(nonce: UInt32) {
        self.nonce = nonce
    }

    /// The UTF-8 bytes of a placeholder: U+FFFC (3 bytes) and 14 tag characters (4 bytes each).
    package static let placeholderLength = 3 + 14 * 4

    /// Adds an element and returns its placeholder, which the text does not hold yet.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - characterCount: The characters of its text, when the caller counted them already.
    /// - Returns: The placeholder to insert.
    /// - Complexity: O(length of the element's text), to count its characters, unless they are given.
    package mutating func register(_ element: TextElement, characterCount: Int? = nil) -> Character {
        guard nextSerial < 1 << 24 else { failPrecondition("an editor holds at most 16,777,215 elements") }
        let placeholder = Self.placeholder(nonce: nonce, serial: nextSerial)
        nextSerial += 1
        entries[placeholder] = Entry(element: element, characterCount: characterCount ?? element.text.count)
        return placeholder
    }

    /// The placeholder of an equal element the table already has, else a new one: an element that comes back (from
    /// the external editor, a draft) keeps its placeholder. Equal elements are interchangeable, so two of them may
    /// share one.
    package mutating func placeholder(reusingFor element: TextElement) -> Character {
        if let found = entries.first(where: { $0.value.element == element }) {
            return found.key
        }
        return register(element)
    }

    /// The element behind `cluster`, or nil when it is not one of the table's placeholders.
    ///
    /// - Complexity: O(1) when the cluster does not start with U+FFFC.
    package func element(for cluster: Character) -> TextElement? {
        placeholder(startingCluster: cluster).flatMap { entries[$0]?.element }
    }

    /// The placeholder a cluster starts with: the cluster itself, or its start when marks typed after the
    /// placeholder joined its cluster (a combining accent); nil when the cluster is not one of the table's.
    ///
    /// - Complexity: O(1) when the cluster does not start with U+FFFC.
    package func placeholder(startingCluster cluster: Character) -> Character? {
        guard !entries.isEmpty, cluster.unicodeScalars.first == "\u{FFFC}" else { return nil }
        if entries[cluster] != nil { return cluster }
        let utf8 = cluster.utf8
        guard utf8.count > Self.placeholderLength else { return nil }
        let start = String(decoding: utf8.prefix(Self.placeholderLength), as: UTF8.self)
        guard start.count == 1, let placeholder = start.first, entries[placeholder] != nil else { return nil }
        return placeholder
    }

    /// Counts the placeholders an edit removed and inserted.
    ///
    /// - Complexity: O(length of both texts) when the table has elements, else O(1).
    package mutating func noteReplacement(removed: String, inserted: String) {
        guard !entries.isEmpty else { return }
        for (_, placeholder) in placeholders(in: removed) {
            liveCount -= 1
            surplusCharacters -= (entries[placeholder]?.characterCount ?? 1) - 1
        }
        for (_, placeholder) in placeholders(in: inserted) {
            liveCount += 1
            surplusCharacters += (entries[placeholder]?.characterCount ?? 1) - 1
        }
    }

    /// The characters the placeholders in `text` stand for beyond the one character each takes.
    ///
    /// - Complexity: O(n) bytes.
    package func surplusCharacters(in text: String) -> Int {
        placeholders(in: text).reduce(0) { $0 + (entries[$1.placeholder]?.characterCount ?? 1) - 1 }
    }

    /// The table's placeholders in `text`, with their UTF-8 offsets, in order.
    ///
    /// - Complexity: O(n) bytes; nothing is decoded away from a U+FFFC.
    package func placeholders(in text: some StringProtocol) -> [(offset: Int, placeholder: Character)] {
        guard !entries.isEmpty else { return [] }
        var found: [(offset: Int, placeholder: Character)] = []
        let utf8 = text.utf8
        var index = utf8.startIndex
        var offset = 0
        while let start = utf8[index...].firstIndex(of: 0xEF) {
            offset += utf8.distance(from: index, to: start)
            index = start
            if let end = utf8.index(start, offsetBy: Self.placeholderLength, limitedBy: utf8.endIndex),
                utf8[start...].starts(with: [0xEF, 0xBF, 0xBC]),
                case let candidate = String(decoding: utf8[start..<end], as: UTF8.self), candidate.count == 1,
                let placeholder = candidate.first,
                entries[placeholder] != nil
            {
                found.append((offset, placeholder))
                offset += Self.placeholderLength
                index = end
            } else {
                offset += 1
                index = utf8.index(after: index)
            }
        }
        return found
    }

    /// `text` with each placeholder replaced by its element's text, and where each element lies in the result.
    ///
    /// - Complexity: O(n + length of the elements' texts).
    package func expanding(_ text: String) -> Submission {
        let found = placeholders(in: text)
        guard !found.isEmpty else { return Submission(text: text) }
        var result = ""
        var offsets: [(range: Range<Int>, element: TextElement)] = []
        var copied = 0
        let utf8 = text.utf8
        for (offset, placeholder) in found {
            guard let element = entries[placeholder]?.element else { continue }
            result +=
                text[utf8.index(utf8.startIndex, offsetBy: copied)..<utf8.index(utf8.startIndex, offsetBy: offset)]
            let start = result.utf8.count
            result += element.text
            offsets.append((start..<result.utf8.count, element))
            copied = offset + Self.placeholderLength
        }
        result += text[utf8.index(utf8.startIndex, offsetBy: copied)...]
        let resultUTF8 = result.utf8
        return Submission(
            text: result,
            elements: offsets.map { range, element in
                let lower = resultUTF8.index(resultUTF8.startIndex, offsetBy: range.lowerBound)
                let upper = resultUTF8.index(lower, offsetBy: range.count)
                return Submission.Element(range: lower..<upper, element: element)
            })
    }

    /// The editor's text for a submission: each element's range replaced by its placeholder.
    ///
    /// - Parameter submission: The text and its elements, the ranges in order and apart.
    /// - Returns: The text with placeholders.
    package mutating func collapsing(_ submission: Submission) -> String {
        var result = ""
        var copied = submission.text.startIndex
        for item in submission.elements where item.range.lowerBound >= copied {
            result += submission.text[copied..<item.range.lowerBound]
            result.append(placeholder(reusingFor: item.element))
            copied = item.range.upperBound
        }
        result += submission.text[copied...]
        return result
    }

    /// The table for a new, empty text: the elements whose placeholders are in `kept` (texts that may be inserted
    /// again, such as a kill ring's), none of them in the text yet; the placeholder family stays.
    package func keepingOnly(placeholdersIn kept: [String]) -> ElementTable {
        var table = self
        var wanted = Set<Character>()
        for text in kept {
            for (_, placeholder) in placeholders(in: text) { wanted.insert(placeholder) }
        }
        table.entries = entries.filter { wanted.contains($0.key) }
        table.liveCount = 0
        table.surplusCharacters = 0
        return table
    }

    /// The placeholder for a serial number: U+FFFC, then the nonce and the serial in tag hex digits.
    private static func placeholder(nonce: UInt32, serial: UInt32) -> Character {
        var scalars = String.UnicodeScalarView()
        scalars.append("\u{FFFC}")
        for shift in stride(from: 28, through: 0, by: -4) {
            scalars.append(tagDigit(Int(nonce >> UInt32(shift)) & 0xF))
        }
        for shift in stride(from: 20, through: 0, by: -4) {
            scalars.append(tagDigit(Int(serial >> UInt32(shift)) & 0xF))
        }
        return Character(String(scalars))
    }

    /// The tag character of a hex digit: TAG DIGIT ZERO…NINE, TAG LATIN SMALL LETTER A…F.
    private static func tagDigit(_ digit: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt32(digit < 10 ? 0xE0030 + digit : 0xE0061 + digit - 10))!
    }
}
