// Foundation's attributed strings: UTF-16 text with attributes in runs, edited as Foundation documents it (new
// characters take the attributes of the first replaced character, or of the one before an insertion).

// Foundation/NSAttributedString
@objc open class NSAttributedString: NSObject {
    /// The characters in UTF-16 code units, as NSString stores them.
    package internal(set) var units: [UInt16]
    /// The attributes, as runs covering the units in order; no run is empty.
    package internal(set) var runs: [AttributeRun]

    /// Attributes shared by a stretch of characters.
    package struct AttributeRun {
        package var length: Int
        package var attributes: [NSAttributedString.Key: Any]
    }

    // Foundation/NSAttributedString/init(string:)
    public init(string str: String) {
        units = Array(str.utf16)
        runs = units.isEmpty ? [] : [AttributeRun(length: units.count, attributes: [:])]
        super.init()
    }

    // Foundation/NSAttributedString/init(string:attributes:)
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        units = Array(str.utf16)
        runs = units.isEmpty ? [] : [AttributeRun(length: units.count, attributes: attrs ?? [:])]
        super.init()
    }

    // Foundation/NSAttributedString/init(attributedString:)
    public init(attributedString attrStr: NSAttributedString) {
        units = attrStr.units
        runs = attrStr.runs
        super.init()
    }

    // Foundation/NSAttributedString/string
    open var string: String { String(decoding: units, as: UTF16.self) }

    // Foundation/NSAttributedString/length
    open var length: Int { units.count }

    // Foundation/NSAttributedString/attributes(at:effectiveRange:)
    open func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        let (index, start) = run(at: location, "attributes(at:effectiveRange:)")
        range?.pointee = NSRange(location: start, length: runs[index].length)
        return runs[index].attributes
    }

    // Foundation/NSAttributedString/attribute(_:at:effectiveRange:)
    open func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// The run holding the character at `location`, and where it starts; out of bounds raises, as Foundation does.
    func run(at location: Int, _ method: String) -> (index: Int, start: Int) {
        guard location >= 0, location < units.count else {
            fatalError("NSRangeException: \(method): location \(location) beyond the length \(units.count)")
        }
        var start = 0
        for (index, run) in runs.enumerated() {
            if location < start + run.length { return (index, start) }
            start += run.length
        }
        fatalError("the runs of an attributed string do not cover its characters")
    }
}

// Foundation/NSRangePointer
public typealias NSRangePointer = UnsafeMutablePointer<NSRange>

extension NSAttributedString {
    // Foundation/NSAttributedString/Key
    public struct Key: Hashable, RawRepresentable, Sendable {
        // Foundation/NSAttributedString/Key/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // Foundation/NSAttributedString/Key/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // Foundation/NSAttributedString/Key/rawValue
        public let rawValue: String
    }
}

// Foundation/NSMutableAttributedString
@objc open class NSMutableAttributedString: NSAttributedString {
    /// How deep the `beginEditing()` calls are nested.
    package private(set) var editingDepth = 0
    /// Counts the attribute changes made (each add, set or remove of attributes over a range).
    package private(set) var attributeChanges = 0
    /// Told of each attribute change, with its range: a text view's model follows its storage with it.
    package var onAttributesChange: ((NSRange) -> Void)?

    // Foundation/NSMutableAttributedString/append(_:)
    open func append(_ attrString: NSAttributedString) {
        units += attrString.units
        runs += attrString.runs
    }

    // Foundation/NSMutableAttributedString/replaceCharacters(in:with:)-6oq9r
    open func replaceCharacters(in range: NSRange, with str: String) {
        check(range, "replaceCharacters(in:with:)")
        let inserted = Array(str.utf16)
        // The new characters take the attributes of the first replaced one; for an insertion, those of the character
        // before it, else of the one after it.
        let inheritedFrom = range.length > 0 ? range.location : range.location > 0 ? range.location - 1 : 0
        let inherited = units.isEmpty ? [:] : runs[run(at: inheritedFrom, "replaceCharacters(in:with:)").index].attributes
        units.replaceSubrange(range.location..<range.location + range.length, with: inserted)
        var replaced = splitRuns(at: [range.location, range.location + range.length])
        let first = runIndex(startingAt: range.location, in: replaced)
        let last = runIndex(startingAt: range.location + range.length, in: replaced)
        replaced.replaceSubrange(
            first..<last, with: inserted.isEmpty ? [] : [AttributeRun(length: inserted.count, attributes: inherited)])
        runs = replaced
    }

    // Foundation/NSMutableAttributedString/setAttributes(_:range:)
    open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        changeAttributes(in: range, "setAttributes(_:range:)") { $0 = attrs ?? [:] }
    }

    // Foundation/NSMutableAttributedString/addAttribute(_:value:range:)
    open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        changeAttributes(in: range, "addAttribute(_:value:range:)") { $0[name] = value }
    }

    // Foundation/NSMutableAttributedString/addAttributes(_:range:)
    open func addAttributes(_ attrs: [NSAttributedString.Key: Any] = [:], range: NSRange) {
        changeAttributes(in: range, "addAttributes(_:range:)") { $0.merge(attrs) { _, new in new } }
    }

    // Foundation/NSMutableAttributedString/removeAttribute(_:range:)
    open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        changeAttributes(in: range, "removeAttribute(_:range:)") { $0[name] = nil }
    }

    // Foundation/NSMutableAttributedString/beginEditing()
    open func beginEditing() { editingDepth += 1 }

    // Foundation/NSMutableAttributedString/endEditing()
    open func endEditing() {
        guard editingDepth > 0 else { fatalError("endEditing() without a matching beginEditing()") }
        editingDepth -= 1
    }

    /// Changes the attributes of every character in `range`.
    private func changeAttributes(
        in range: NSRange, _ method: String, _ change: (inout [NSAttributedString.Key: Any]) -> Void
    ) {
        check(range, method)
        attributeChanges += 1
        if range.length > 0 {
            var split = splitRuns(at: [range.location, range.location + range.length])
            let first = runIndex(startingAt: range.location, in: split)
            let last = runIndex(startingAt: range.location + range.length, in: split)
            for index in first..<last { change(&split[index].attributes) }
            runs = split
        }
        onAttributesChange?(range)
    }

    /// A range beyond the characters raises, as Foundation's `rangeException`.
    private func check(_ range: NSRange, _ method: String) {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= units.count else {
            fatalError("NSRangeException: \(method): \(range.location)+\(range.length) beyond the length \(units.count)")
        }
    }

    /// The runs, cut so that a run starts at each of `offsets`.
    private func splitRuns(at offsets: [Int]) -> [AttributeRun] {
        var split: [AttributeRun] = []
        var start = 0
        for run in runs {
            var cuts = offsets.filter { $0 > start && $0 < start + run.length }.sorted()
            cuts.append(start + run.length)
            var piece = start
            for cut in cuts where cut > piece {
                split.append(AttributeRun(length: cut - piece, attributes: run.attributes))
                piece = cut
            }
            start += run.length
        }
        return split
    }

    /// The index of the run starting at `offset` (the count of runs at the end).
    private func runIndex(startingAt offset: Int, in split: [AttributeRun]) -> Int {
        var start = 0
        for (index, run) in split.enumerated() {
            if start >= offset { return index }
            start += run.length
        }
        return split.count
    }
}
