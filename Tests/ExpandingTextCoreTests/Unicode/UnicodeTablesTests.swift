import Foundation
import Testing

@testable import ExpandingTextCore

@Suite struct UnicodeTablesTests {
    @Test(
        arguments: [
            ("a", .al), (" ", .sp), ("(", .op), ("\u{FF08}", .op), ("\u{FF09}", .cl), (")", .cp), ("1", .nu),
            ("$", .pr), ("%", .po), ("-", .hy), (",", .infixNumeric), ("/", .sy), ("\"", .qu), ("!", .ex),
            ("\t", .ba), ("\n", .lf), ("\r", .cr), ("\u{B}", .bk), ("\u{85}", .nl), ("\u{1}", .cm), ("\u{7F}", .cm),
            ("\u{200D}", .zwj), ("\u{200B}", .zw), ("\u{2060}", .wj), ("\u{A0}", .gl), ("\u{2014}", .b2),
            ("\u{2026}", .inseparable), ("\u{FFFC}", .cb), ("\u{5D0}", .hl), ("\u{1F1E6}", .ri), ("\u{1F44D}", .eb),
            ("\u{1F3FB}", .em), ("\u{65E5}", .id), ("\u{AC00}", .h2), ("\u{AC01}", .h3), ("\u{1100}", .jl),
            ("\u{1161}", .jv), ("\u{11A8}", .jt), ("\u{301}", .cm),
            // LB1: SA is CM for Mn/Mc, AL otherwise; CJ is NS; AI, XX, private use are AL
            ("\u{E01}", .al), ("\u{E31}", .cm), ("\u{E33}", .al), ("\u{3041}", .ns), ("\u{2460}", .al),
            ("\u{E000}", .al), ("\u{378}", .al),
            // Defaults for unassigned code points, given only in LineBreak.txt's header
            ("\u{1F02C}", .id), ("\u{1FAFF}", .id), ("\u{1FFFD}", .id), ("\u{2FFFD}", .id), ("\u{3FFFD}", .id),
            ("\u{20C5}", .pr),
        ] as [(Unicode.Scalar, LineBreakClass)])
    func lineBreakClass(scalar: Unicode.Scalar, expected: LineBreakClass) {
        #expect(LineBreakClass(scalar) == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
    }

    @Test func regionalIndicatorsAreExactlyTheRange() {
        for value in UInt32(0x1F1D0)...0x1F210 {
            let expected = (0x1F1E6...0x1F1FF).contains(value)
            #expect(LineBreakClass.isRegionalIndicator(Unicode.Scalar(value)!) == expected)
        }
    }

    @Test func extraSymbolsMarkEastAsianBracketsAndUnassignedPictographs() {
        #expect(UnicodeTables.lineBreakSymbol(0xFF08) == UnicodeTables.symbolOPEastAsian)
        #expect(UnicodeTables.lineBreakSymbol(0x3008) == UnicodeTables.symbolOPEastAsian)
        #expect(UnicodeTables.lineBreakSymbol(0x28) == LineBreakClass.op.rawValue)
        #expect(UnicodeTables.lineBreakSymbol(0x1FAFF) == UnicodeTables.symbolUnassignedPictographic)
        #expect(UnicodeTables.lineBreakSymbol(0x1F600) == LineBreakClass.id.rawValue)
        #expect(UnicodeTables.unicodeVersion == "15.0.0")
    }

    // MARK: - Against the data files

    /// The Unicode 15.0 data files kept with the tests (`Fixtures/Unicode`).
    private static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Unicode").path

    /// Each listed code point's class in `LineBreak.txt` (with LB1 applied) is the table's.
    @Test func tableMatchesLineBreakTxt() throws {
        let categories = try Self.generalCategories()
        var mismatches: [String] = []
        for (range, value) in try Self.ranges(in: "LineBreak.txt") {
            for code in range {
                var expected = value
                if value == "SA" { expected = [.mn, .mc].contains(categories[Int(code)]) ? "CM" : "AL" }
                expected = ["AI": "AL", "SG": "AL", "XX": "AL", "CJ": "NS"][expected] ?? expected
                guard let scalar = Unicode.Scalar(code) else { continue }
                let found = Self.shortName(LineBreakClass(scalar))
                if found != expected { mismatches.append("U+\(String(code, radix: 16)): \(found) for \(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(10))")
    }

    /// The width flags agree with `EastAsianWidth.txt`, `emoji-data.txt` and the general categories.
    @Test func widthFlagsMatchTheDataFiles() throws {
        let categories = try Self.generalCategories()
        var expected = [UInt8](repeating: 0, count: 0x11_0000)
        let unassignedWide = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD]
        for range in unassignedWide {
            for code in range where categories[code] == .unassigned { expected[code] |= UnicodeTables.widthWide }
        }
        for (range, value) in try Self.ranges(in: "EastAsianWidth.txt") {
            for code in range {
                if value == "W" || value == "F" {
                    expected[Int(code)] |= UnicodeTables.widthWide
                } else {
                    expected[Int(code)] &= ~UnicodeTables.widthWide
                }
            }
        }
        let emojiFlags: [String: UInt8] = [
            "Emoji_Presentation": UnicodeTables.widthEmojiPresentation, "Emoji": UnicodeTables.widthEmoji,
            "Emoji_Modifier_Base": UnicodeTables.widthEmojiModifierBase,
        ]
        for (range, value) in try Self.ranges(in: "emoji-data.txt") {
            for code in range {
                if let flag = emojiFlags[value] { expected[Int(code)] |= flag }
                if value == "Extended_Pictographic" && categories[Int(code)] == .unassigned {
                    expected[Int(code)] |= UnicodeTables.widthUnassignedPictographic
                }
            }
        }
        for (code, category) in categories.enumerated() where [.mn, .me, .cf].contains(category) && code != 0xAD {
            expected[code] |= UnicodeTables.widthZero
        }
        for code in try Self.nonJoinerScriptCodePoints() { expected[Int(code)] |= UnicodeTables.widthNonJoinerScript }
        var mismatches: [String] = []
        for code in 0..<0x11_0000 where UnicodeTables.widthFlags(UInt32(code)) != expected[code] {
            mismatches.append(
                "U+\(String(code, radix: 16)): \(UnicodeTables.widthFlags(UInt32(code))) for \(expected[code])")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(10))")
    }

    private static func shortName(_ value: LineBreakClass) -> String {
        switch value {
        case .inseparable: "IN"
        case .infixNumeric: "IS"
        default: "\(value)".uppercased()
        }
    }

    /// The code point ranges and values of a UCD file with `range ; value` lines.
    /// The letters and signs after which U+200C has an effect: cursive joiners (`ArabicShaping.txt`, Joining_Type
    /// D, L, R, C or T) and the Brahmic scripts' letters and signs (`IndicSyllabicCategory.txt`, outside the Common
    /// and Inherited scripts of `Scripts.txt`, and not a placeholder, number or joiner).
    private static func nonJoinerScriptCodePoints() throws -> Set<UInt32> {
        var codes = Set<UInt32>()
        let shaping = try String(contentsOfFile: dataDirectory + "/ArabicShaping.txt", encoding: .utf8)
        for line in shaping.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count >= 3, ["D", "L", "R", "C", "T"].contains(fields[2]) {
                codes.insert(UInt32(fields[0], radix: 16)!)
            }
        }
        var shared = Set<UInt32>()
        for (range, script) in try ranges(in: "Scripts.txt") where script == "Common" || script == "Inherited" {
            shared.formUnion(range)
        }
        let notScript: Set = ["Consonant_Placeholder", "Syllable_Modifier", "Number", "Non_Joiner", "Joiner", "Other"]
        for (range, category) in try ranges(in: "IndicSyllabicCategory.txt") where !notScript.contains(category) {
            codes.formUnion(range.filter { !shared.contains($0) })
        }
        return codes
    }

    private static func ranges(in file: String) throws -> [(ClosedRange<UInt32>, String)] {
        let contents = try String(contentsOfFile: dataDirectory + "/" + file, encoding: .utf8)
        return contents.split(separator: "\n").compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = content.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { return nil }
            let bounds = fields[0].components(separatedBy: "..").map { UInt32($0, radix: 16)! }
            return (bounds[0]...bounds[bounds.count - 1], fields[1])
        }
    }

    /// The general categories these tests need.
    private enum Category {
        case unassigned, mn, mc, me, cf, other
    }

    /// General_Category by code point from `UnicodeData.txt`.
    private static func generalCategories() throws -> [Category] {
        let contents = try String(contentsOfFile: dataDirectory + "/UnicodeData.txt", encoding: .utf8)
        var categories = [Category](repeating: .unassigned, count: 0x11_0000)
        var rangeStart: Int?
        for line in contents.split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            let code = Int(fields[0], radix: 16)!
            let category: Category =
                switch fields[2] {
                case "Mn": .mn
                case "Mc": .mc
                case "Me": .me
                case "Cf": .cf
                default: .other
                }
            if fields[1].hasSuffix(", First>") {
                rangeStart = code
            } else if fields[1].hasSuffix(", Last>"), let start = rangeStart {
                for value in start...code { categories[value] = category }
            } else {
                categories[code] = category
            }
        }
        return categories
    }
}
