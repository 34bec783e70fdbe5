// Fuzz target: the UAX #14 line breaker and the display-width functions on arbitrary text.
//
// Input: one control byte, then the text. Control bits 0–1 pick how the bytes become scalars: UTF-8 with repair,
// three bytes per scalar (any code point but surrogates), or one byte per scalar from a table of one representative
// per line-break class plus the emoji, Hangul and Indic pieces the rules single out. The scalars after a 0xFF byte
// (in the table mode: after its first 0xFF) are the replacement of an edit, placed by control bits 2–7.
//
// Properties: no crash; opportunities strictly increase, fall strictly inside the text on scalar boundaries, and are
// mandatory exactly after BK, CR (not before LF), LF and NL; an iterator restarted at a reported opportunity yields the
// same later opportunities; after an edit that starts at or after `stableEnd(ofOpportunityAt:followedBy:)`, the
// opportunity survives, restarting there gives the new text's opportunities, and once an opportunity after the
// insertion lines up with an old one, every later one does (the layout's stop rule); every cluster's width is 0, 1 or
// 2, every control picture two printable ASCII cells, every scalar's terminal width 0, 1 or 2; wrapped at a few
// widths (1, 2, one chosen by the control byte, 40), the text's clusters are each on exactly one line, in order.

import ExpandingTextCore

/// libFuzzer's entry point: one run of the breaker on the text encoded in `data` (see the top of the file).
@_cdecl("LLVMFuzzerTestOneInput")
public func lineBreakingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let control = input.byte()
    let bytes = input.rest()
    let separator = bytes.firstIndex(of: 0xFF) ?? bytes.endIndex
    let text = decode(bytes[..<separator], mode: control & 3)
    let replacement = separator < bytes.endIndex ? decode(bytes[(separator + 1)...], mode: control & 3) : []

    let opportunities = checkOpportunities(text)
    checkRestarts(text, opportunities, seed: control)
    if !opportunities.isEmpty {
        checkEdit(text, opportunities, replacement: replacement, choice: Int(control >> 2))
    }
    checkWidths(text)
    checkWrapping(text, control: control)
    return 0
}

// MARK: - Decoding

private func decode(_ bytes: ArraySlice<UInt8>, mode: UInt8) -> [Unicode.Scalar] {
    switch mode {
    case 0, 3:
        return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    case 1:
        var scalars: [Unicode.Scalar] = []
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            let value =
                (UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])) % 0x11_0000
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            index += 3
        }
        return scalars
    default:
        return bytes.map { interestingScalars[Int($0) % interestingScalars.count] }
    }
}

/// One scalar of every line-break class, and the pieces of emoji, Hangul and Indic clusters that the line-breaking and
/// width rules treat specially.
private let interestingScalars: [Unicode.Scalar] = [
    "a", "Z", "0", "\u{0660}", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    "(", "[", ")", "}", "!", "?", ",", ".", "/", "%", "$", "-", "\"", "'", "\u{AB}", "\u{BB}", "\u{2018}", "\u{2019}",
    "\u{A0}", "\u{AD}", "\u{B4}", "\u{2010}", "\u{2014}", "\u{2024}", "\u{2060}", "\u{200B}", "\u{200D}", "\u{FEFF}",
    "\u{FFFC}", "\u{30FC}", "\u{3041}", "\u{3001}", "\u{4E00}", "\u{FF08}", "\u{05D0}", "\u{0E01}", "\u{0E31}",
    "\u{0301}", "\u{0903}", "\u{0915}", "\u{094D}", "\u{0600}", "\u{1100}", "\u{1160}", "\u{11A8}", "\u{AC00}",
    "\u{AC01}", "\u{1F1E6}", "\u{1F1EB}", "\u{1F466}", "\u{261D}", "\u{1F3FB}", "\u{1F600}", "\u{2764}", "\u{FE0F}",
    "\u{FE0E}", "\u{20E3}", "\u{1F3F3}", "\u{E0067}", "\u{E007F}", "\u{1F9D1}", "\u{1F4BB}", "\u{0378}", "\u{1FAF8}",
    "\u{01}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{B1}", "\u{2E3A}", "\u{1F}", "\u{E000}", "\u{10FFFF}", "\u{00}",
]

// MARK: - Opportunities

private func utf8Offsets(_ scalars: [Unicode.Scalar]) -> [Int] {
    var offsets = [0]
    offsets.reserveCapacity(scalars.count + 1)
    for scalar in scalars {
        offsets.append(offsets[offsets.count - 1] + UTF8.width(scalar))
    }
    return offsets
}

private func opportunities(of scalars: ArraySlice<Unicode.Scalar>, startingAt offset: Int) -> [LineBreakOpportunity] {
    Array(LineBreakIterator(scalars.makeIterator(), startingAt: offset))
}

private func checkOpportunities(_ text: [Unicode.Scalar]) -> [LineBreakOpportunity] {
    let found = opportunities(of: text[...], startingAt: 0)
    let offsets = utf8Offsets(text)
    let end = offsets[offsets.count - 1]
    // The boundaries after a hard line break (never the end of the text).
    var mandatory: [Int] = []
    for (index, scalar) in text.enumerated() where offsets[index + 1] < end {
        switch scalar {
        case "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": mandatory.append(offsets[index + 1])
        case "\r" where text[index + 1] != "\n": mandatory.append(offsets[index + 1])
        default: break
        }
    }
    var previous = 0
    var scalarIndex = 0
    for opportunity in found {
        guard opportunity.utf8Offset > previous, opportunity.utf8Offset < end else {
            fuzzFailure("opportunity at \(opportunity.utf8Offset) after \(previous), text of \(end) bytes")
        }
        while offsets[scalarIndex] < opportunity.utf8Offset { scalarIndex += 1 }
        guard offsets[scalarIndex] == opportunity.utf8Offset else {
            fuzzFailure("opportunity at \(opportunity.utf8Offset) inside a scalar")
        }
        previous = opportunity.utf8Offset
    }
    let reportedMandatory = found.filter(\.isMandatory).map(\.utf8Offset)
    guard reportedMandatory == mandatory else {
        fuzzFailure("mandatory breaks at \(reportedMandatory), expected after each hard break: \(mandatory)")
    }
    return found
}

/// Restarts at up to 8 opportunities spread over the text.
private func checkRestarts(_ text: [Unicode.Scalar], _ found: [LineBreakOpportunity], seed: UInt8) {
    guard !found.isEmpty else { return }
    let offsets = utf8Offsets(text)
    var random = SplitMix(seed: UInt64(seed) << 32 | UInt64(text.count))
    for _ in 0..<min(8, found.count) {
        let index = random.int(in: 0...found.count - 1)
        let offset = found[index].utf8Offset
        guard let scalarIndex = binarySearch(offsets, offset) else { fuzzFailure("no scalar at \(offset)") }
        let restarted = opportunities(of: text[scalarIndex...], startingAt: offset)
        guard restarted == Array(found[(index + 1)...]) else {
            fuzzFailure(
                "restart at \(offset) gives \(restarted.prefix(8)), the whole text \(found[(index + 1)...].prefix(8))")
        }
    }
}

private func binarySearch(_ offsets: [Int], _ offset: Int) -> Int? {
    var low = 0
    var high = offsets.count - 1
    while low <= high {
        let middle = (low + high) / 2
        if offsets[middle] == offset { return middle }
        if offsets[middle] < offset { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
}

/// Replaces some scalars at or after the stable end of one opportunity, and checks what incremental layout relies on.
private func checkEdit(
    _ text: [Unicode.Scalar], _ found: [LineBreakOpportunity], replacement: [Unicode.Scalar], choice: Int
) {
    let offsets = utf8Offsets(text)
    let anchor = found[choice % found.count]
    guard let anchorIndex = binarySearch(offsets, anchor.utf8Offset) else { fuzzFailure("no scalar at anchor") }
    let stableEnd = LineBreakIterator.stableEnd(
        ofOpportunityAt: anchor.utf8Offset, followedBy: text[anchorIndex...].makeIterator())
    // Past the end of the text: no edit is safe (the text ends inside the lookahead of an OP).
    if stableEnd == offsets[offsets.count - 1] + 1 { return }
    guard stableEnd > anchor.utf8Offset, let stableIndex = binarySearch(offsets, stableEnd) else {
        fuzzFailure("stable end \(stableEnd) of the opportunity at \(anchor.utf8Offset) is not after it on a scalar")
    }
    // The edit: from the stable end (or further, by the choice) over up to 3 scalars.
    let start = min(text.count, stableIndex + choice % 3)
    let end = min(text.count, start + choice / 3 % 4)
    let newText = Array(text[..<start]) + replacement + Array(text[end...])
    let newFound = opportunities(of: newText[...], startingAt: 0)
    guard let kept = newFound.firstIndex(where: { $0.utf8Offset == anchor.utf8Offset }) else {
        fuzzFailure(
            "the opportunity at \(anchor.utf8Offset) vanished after an edit at scalar \(start) ≥ its stable end")
    }
    guard newFound[kept] == anchor else { fuzzFailure("the opportunity at \(anchor.utf8Offset) changed kind") }
    let restarted = opportunities(of: newText[anchorIndex...], startingAt: anchor.utf8Offset)
    guard restarted == Array(newFound[(kept + 1)...]) else {
        fuzzFailure("restart at \(anchor.utf8Offset) after the edit differs from the new text's opportunities")
    }
    // The stop rule: past the inserted text, the first opportunity the old text also had (shifted) means the rest
    // are the old ones shifted.
    let newOffsets = utf8Offsets(newText)
    let insertedEnd = newOffsets[start + replacement.count]
    let shift = insertedEnd - offsets[end]
    // An opportunity as one number: its offset, and whether it is mandatory in the lowest bit.
    let key = { (opportunity: LineBreakOpportunity) in opportunity.utf8Offset << 1 | (opportunity.isMandatory ? 1 : 0) }
    let old = Set(found.map { key($0) + shift << 1 })
    guard let match = newFound.firstIndex(where: { $0.utf8Offset >= insertedEnd && old.contains(key($0)) }) else {
        return
    }
    let newTail = Array(newFound[match...])
    let oldTail = found.filter { $0.utf8Offset + shift >= newTail[0].utf8Offset }.map {
        LineBreakOpportunity(utf8Offset: $0.utf8Offset + shift, isMandatory: $0.isMandatory)
    }
    guard newTail == oldTail else {
        fuzzFailure("after lining up at \(newTail[0].utf8Offset), the new opportunities differ from the old shifted")
    }
}

// MARK: - Widths

private func checkWidths(_ text: [Unicode.Scalar]) {
    var string = ""
    string.unicodeScalars.append(contentsOf: text)
    for cluster in string {
        let width = DisplayWidth.of(cluster)
        guard (0...2).contains(width) else { fuzzFailure("width \(width) for \(cluster.unicodeScalars.map(\.value))") }
        if let picture = DisplayWidth.controlPicture(for: cluster) {
            guard width == 2, picture.utf8.count == 2, picture.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                fuzzFailure("control picture \(String(reflecting: picture)) for a cluster of width \(width)")
            }
        }
    }
    for scalar in text {
        let width = DisplayWidth.terminalWidth(of: scalar)
        guard (0...2).contains(width) else { fuzzFailure("terminal width \(width) for U+\(scalar.value)") }
    }
}

// MARK: - Wrapping

private func checkWrapping(_ text: [Unicode.Scalar], control: UInt8) {
    var string = ""
    string.unicodeScalars.append(contentsOf: text)
    let storage = TextStorage(string)
    for width in [1, 2, 3 + Int(control >> 2 & 7), 40] {
        let layout: TextLayout
        do {
            layout = try TextLayout(storage, width: width, tabWidth: 1 + Int(control >> 5))
        } catch {
            fuzzFailure("a layout at width \(width) failed: \(error)")
        }
        checkLayoutCoverage(
            layout, layout.lines(0..<layout.lineCount, in: storage), storage, context: "width \(width)")
    }
}
