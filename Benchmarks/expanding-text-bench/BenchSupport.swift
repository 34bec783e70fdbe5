// Timing and deterministic text generation shared by the benchmark sections.

import ExpandingTextTestSupport

/// Timing with `ContinuousClock`, reported as medians.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum Timing {
    static let clock = ContinuousClock()

    /// The median of `repetitions` timings of `body`.
    static func median(repetitions: Int, _ body: () -> Void) -> Duration {
        var samples: [Duration] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            samples.append(clock.measure(body))
        }
        return median(of: samples)
    }

    /// The median of some durations.
    static func median(of samples: [Duration]) -> Duration {
        let sorted = samples.sorted()
        return sorted[sorted.count / 2]
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// Keeps a value alive so that the optimiser cannot drop the work that produced it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Formats a number with a fixed count of decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    // Rounded by hand: `rounded()` needs the C maths library, which nothing here imports.
    let scaled = value * scale
    guard abs(scaled) < 1e17 else { return "\(value)" }
    let rounded = Double(Int(scaled + (scaled >= 0 ? 0.5 : -0.5))) / scale
    if decimals == 0 { return "\(Int(rounded))" }
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let places = text.distance(from: dot, to: text.endIndex) - 1
        if places < decimals { text += String(repeating: "0", count: decimals - places) }
    } else if decimals > 0 {
        text += "." + String(repeating: "0", count: decimals)
    }
    return text
}

/// Formats a duration in the most readable unit.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func format(_ duration: Duration) -> String {
    let seconds = Timing.seconds(duration)
    if seconds >= 1 { return format(seconds) + " s" }
    if seconds >= 1e-3 { return format(seconds * 1e3) + " ms" }
    return format(seconds * 1e6) + " µs"
}

/// Deterministic texts of the kinds the benchmarks need.
enum BenchTexts {
    /// The width, in cells, the benchmarks lay the texts out at.
    static let layoutWidth = 80
    private static let words = [
        "lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit,", "sed", "do", "eiusmod",
        "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua.", "Ut", "enim", "ad", "minim",
        "veniam,", "quis", "nostrud", "exercitation", "ullamco", "laboris", "nisi", "aliquip", "ex", "ea",
        "commodo", "consequat.", "Duis", "aute", "irure", "in", "reprehenderit", "voluptate", "velit", "esse",
    ]

    /// English-like prose in paragraphs of a few hundred bytes.
    static func asciiProse(bytes: Int, seed: UInt64 = 1) -> String {
        var generator = SplitMix64(seed: seed)
        var text = ""
        text.reserveCapacity(bytes + 64)
        var wordsInParagraph = 0
        while text.utf8.count < bytes {
            text += words.randomElement(using: &generator)!
            wordsInParagraph += 1
            if wordsInParagraph > 40 && Int.random(in: 0..<12, using: &generator) == 0 {
                text += "\n"
                wordsInParagraph = 0
            } else {
                text += " "
            }
        }
        return text
    }

    /// A chat in Markdown: prose with links, mentions, tags and code spans, and a code fence every few paragraphs.
    static func markdown(bytes: Int, seed: UInt64 = 5) -> String {
        var generator = SplitMix64(seed: seed)
        let marked = ["https://example.com/docs/page", "@ana", "@src/main.swift", "#release", "`make test`"]
        var text = ""
        text.reserveCapacity(bytes + 256)
        var paragraphs = 0
        while text.utf8.count < bytes {
            var words = 0
            while words < 30 + Int.random(in: 0..<30, using: &generator) {
                let isMarked = Int.random(in: 0..<8, using: &generator) == 0
                text +=
                    isMarked ? marked.randomElement(using: &generator)! : Self.words.randomElement(using: &generator)!
                text += " "
                words += 1
            }
            text += "\n"
            paragraphs += 1
            if paragraphs % 6 == 0 { text += "```swift\nlet value = compute(@input) // https://x.y\n```\n" }
        }
        return text
    }

    /// Chinese and Japanese text with CJK punctuation, in paragraphs.
    static func cjk(bytes: Int, seed: UInt64 = 2) -> String {
        var generator = SplitMix64(seed: seed)
        let ideographs = Array(
            "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明"
        )
        let kana = Array("ひらがなカタカナテキストのをにはがでとも")
        var text = ""
        text.reserveCapacity(bytes + 64)
        var length = 0
        while text.utf8.count < bytes {
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 70 {
                text.append(ideographs.randomElement(using: &generator)!)
            } else if roll < 94 {
                text.append(kana.randomElement(using: &generator)!)
            } else if roll < 98 {
                text += "、"
            } else {
                text += "。"
            }
            length += 1
            if length > 150 && Int.random(in: 0..<60, using: &generator) == 0 {
                text += "\n"
                length = 0
            }
        }
        return text
    }

    /// Text dense in emoji: ZWJ families, skin tones, flags, VS16 hearts and keycaps among short words.
    static func emoji(bytes: Int, seed: UInt64 = 3) -> String {
        var generator = SplitMix64(seed: seed)
        let pieces = [
            "👨‍👩‍👧", "👩‍💻", "👍🏽", "👋🏿", "❤️", "1️⃣", "🇫🇷", "🇯🇵", "🇧🇷", "😀", "🎉", "🚀", "🐍", "☕", "✨",
            "🙂", "👏🏻", "🧑‍🚀", " ", " ", " ", "ok", "yes", "wow", "e\u{301}",
        ]
        var text = ""
        text.reserveCapacity(bytes + 64)
        var length = 0
        while text.utf8.count < bytes {
            text += pieces.randomElement(using: &generator)!
            length += 1
            if length > 60 && Int.random(in: 0..<40, using: &generator) == 0 {
                text += "\n"
                length = 0
            }
        }
        return text
    }

    /// A minified JSON array of records: one paragraph, no line breaks, break opportunities only where UAX #14
    /// gives them (spaces inside strings, after commas before brackets).
    static func minifiedJSON(bytes: Int, seed: UInt64 = 4) -> String {
        var generator = SplitMix64(seed: seed)
        let names = ["Alice Smith", "Bob Jones", "Carol Diaz", "Dan Wu", "Eve Martin", "Frank Li", "Grace Kim"]
        var text = "["
        text.reserveCapacity(bytes + 256)
        var id = 1
        while text.utf8.count < bytes - 2 {
            if id > 1 { text += "," }
            let name = names.randomElement(using: &generator)!
            var bio = ""
            for index in 0..<Int.random(in: 4...14, using: &generator) {
                if index > 0 { bio += " " }
                bio += words.randomElement(using: &generator)!
            }
            let score = Int.random(in: 0..<100_000, using: &generator)
            text += "{\"id\":\(id),\"name\":\"\(name)\",\"email\":\"user\(id)@example.com\","
            text += "\"score\":\(score).5,\"tags\":[\"alpha\",\"beta\",\"gamma\"],\"bio\":\"\(bio)\"}"
            id += 1
        }
        text += "]"
        return text
    }
}
