import ExpandingTextCore

/// The layout engine's figures for the final `bench:` line (the quality bars).
struct LayoutFigures {
    /// Full-layout throughput ÷ `String.count` throughput, for ASCII prose, CJK and emoji-heavy text.
    var layoutVersusCount: (ascii: Double, cjk: Double, emoji: Double)
    /// The worst of the three.
    var layoutRatio: Double { min(layoutVersusCount.ascii, layoutVersusCount.cjk, layoutVersusCount.emoji) }
    /// A width change of the 10 MB prose document, in milliseconds.
    var resize10MBMilliseconds: Double
    /// The worse, over the two document shapes, of one keystroke in 10 MB ÷ one keystroke in 1 KB.
    var keystroke10MBVersus1KB: Double
    /// The worse, over the two shapes, of a full layout of 10 MB ÷ one keystroke in 10 MB.
    var fullVersusIncremental: Double
}

/// (a) full-layout throughput, (b) the cost of one keystroke by document size and shape, (c) a full re-layout
/// against one keystroke, (r) a width change of a 10 MB document.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum LayoutBenchmarks {
    static let width = BenchTexts.layoutWidth
    static let throughputBytes = 8_000_000
    static let sizes: [(name: String, bytes: Int)] = [
        ("1 KB", 1_000), ("100 KB", 100_000), ("1 MB", 1_000_000), ("10 MB", 10_000_000),
    ]

    static func run() -> LayoutFigures {
        let layoutVersusCount = throughput()
        let (keystrokes, fullLayouts) = keystrokesAndFullLayouts()
        var keystrokeRatio = 0.0
        var fullRatio = Double.infinity
        for shape in keystrokes.keys.sorted() {
            let costs = keystrokes[shape]!
            keystrokeRatio = max(keystrokeRatio, Timing.seconds(costs.last!) / Timing.seconds(costs.first!))
            fullRatio = min(fullRatio, Timing.seconds(fullLayouts[shape]!) / Timing.seconds(costs.last!))
        }
        return LayoutFigures(
            layoutVersusCount: layoutVersusCount, resize10MBMilliseconds: resize(),
            keystroke10MBVersus1KB: keystrokeRatio, fullVersusIncremental: fullRatio)
    }

    /// (a): layout throughput against `String.count`'s on the same text, for ASCII prose, CJK and emoji.
    ///
    /// `String.count` is the standard library's own limit for finding a text's clusters (it skips ASCII without
    /// looking at each byte); the cluster-by-cluster layout, which the fast paths must agree with, is shown as the
    /// "before".
    private static func throughput() -> (ascii: Double, cjk: Double, emoji: Double) {
        print("(a) full layout at width \(width) vs String.count on the same text (medians of 5 interleaved runs)")
        let texts = [
            ("ASCII prose", BenchTexts.asciiProse(bytes: throughputBytes)),
            ("CJK text", BenchTexts.cjk(bytes: throughputBytes)),
            ("emoji-heavy text", BenchTexts.emoji(bytes: throughputBytes)),
        ]
        var ratios: [Double] = []
        for (name, text) in texts {
            let storage = TextStorage(text)
            let megabytes = Double(text.utf8.count) / 1e6
            // Interleaved, so that all three see the same load on the machine.
            var layoutTimes: [Duration] = []
            var referenceTimes: [Duration] = []
            var countTimes: [Duration] = []
            for _ in 0..<5 {
                layoutTimes.append(Timing.clock.measure { consume(try! TextLayout(storage, width: width).lineCount) })
                referenceTimes.append(
                    Timing.clock.measure {
                        consume(
                            try! TextLayout(
                                storage, width: width, cellWidths: .standard, strategy: .clusterByCluster
                            ).lineCount)
                    })
                countTimes.append(Timing.clock.measure { consume(text.count) })
            }
            let layoutSpeed = megabytes / Timing.seconds(Timing.median(of: layoutTimes))
            let referenceSpeed = megabytes / Timing.seconds(Timing.median(of: referenceTimes))
            let countSpeed = megabytes / Timing.seconds(Timing.median(of: countTimes))
            let ratio = layoutSpeed / countSpeed
            ratios.append(ratio)
            print(
                "  \(name.padded(to: 17)) \(format(megabytes, decimals: 1)) MB: layout \(format(layoutSpeed, decimals: 1)) MB/s "
                    + "(cluster by cluster \(format(referenceSpeed, decimals: 1)) MB/s), "
                    + "String.count \(format(countSpeed, decimals: 1)) MB/s, ratio \(format(ratio))")
        }
        return (ratios[0], ratios[1], ratios[2])
    }

    /// (r): a width change of the 10 MB prose document (80 ↔ 79 columns), with the fast paths and cluster by
    /// cluster; returns the first, in milliseconds.
    private static func resize() -> Double {
        print("(r) a width change of the 10 MB prose document (medians of 10 interleaved runs)")
        let storage = TextStorage(BenchTexts.asciiProse(bytes: 10_000_000))
        var fast = try! TextLayout(storage, width: width)
        var reference = try! TextLayout(storage, width: width, cellWidths: .standard, strategy: .clusterByCluster)
        var fastTimes: [Duration] = []
        var referenceTimes: [Duration] = []
        for run in 0..<10 {
            let newWidth = run.isMultiple(of: 2) ? width - 1 : width
            fastTimes.append(Timing.clock.measure { try! fast.setWidth(newWidth, for: storage) })
            referenceTimes.append(Timing.clock.measure { try! reference.setWidth(newWidth, for: storage) })
        }
        let fastTime = Timing.seconds(Timing.median(of: fastTimes)) * 1e3
        let referenceTime = Timing.seconds(Timing.median(of: referenceTimes)) * 1e3
        print(
            "  setWidth: \(format(fastTime)) ms (cluster by cluster \(format(referenceTime)) ms, "
                + "\(format(fastTime / referenceTime)) × its time)")
        return fastTime
    }

    /// (b) and (c): keystroke costs per shape (in the order of `sizes`) and full layouts of the 10 MB documents.
    private static func keystrokesAndFullLayouts() -> ([String: [Duration]], [String: Duration]) {
        print("(b) one keystroke in the middle: insert a character, update the layout, read the line count")
        print("    (median over 64 places near the middle, 24 times each)")
        let shapes: [(name: String, make: (Int) -> String)] = [
            ("paragraphs", { BenchTexts.asciiProse(bytes: $0) }),
            ("one paragraph (minified JSON)", { BenchTexts.minifiedJSON(bytes: $0) }),
        ]
        var keystrokes: [String: [Duration]] = [:]
        var fullLayouts: [String: Duration] = [:]
        for shape in shapes {
            var costs: [Duration] = []
            for size in sizes {
                let text = shape.make(size.bytes)
                let cost = keystroke(in: text)
                costs.append(cost)
                let ratio = Timing.seconds(cost) / Timing.seconds(costs[0])
                print(
                    "  \(shape.name.padded(to: 30)) \(size.name.padded(to: 6)): \(format(cost).padded(to: 10)) "
                        + "(\(format(ratio)) × 1 KB)")
                if size.bytes == sizes.last!.bytes {
                    let storage = TextStorage(text)
                    fullLayouts[shape.name] = Timing.median(repetitions: 3) {
                        consume(try! TextLayout(storage, width: width).lineCount)
                    }
                }
            }
            keystrokes[shape.name] = costs
        }
        print("(c) full re-layout of the 10 MB documents vs one keystroke in them")
        for shape in shapes {
            let full = fullLayouts[shape.name]!
            let ratio = Timing.seconds(full) / Timing.seconds(keystrokes[shape.name]!.last!)
            print(
                "  \(shape.name.padded(to: 30)) full layout \(format(full)), \(format(ratio, decimals: 0)) × one keystroke"
            )
        }
        return (keystrokes, fullLayouts)
    }

    /// The median cost of inserting one character near the middle of `text` (each insertion is undone, untimed).
    private static func keystroke(in text: String) -> Duration {
        var storage = TextStorage(text)
        var layout = try! TextLayout(storage, width: width)
        let middle = storage.characterCount / 2
        let places = (0..<64).map { storage.position(atCharacterOffset: middle + ($0 - 32) * 7) }
        var samples: [Duration] = []
        samples.reserveCapacity(places.count * 24)
        for _ in 0..<24 {
            for position in places {
                let insertion = TextChange(range: position..<position, replacement: "x")
                samples.append(
                    Timing.clock.measure {
                        storage.replace(insertion.range, with: insertion.replacement)
                        layout.apply(insertion, to: storage)
                        consume(layout.lineCount)
                    })
                let inserted = position..<TextPosition(utf8Offset: position.utf8Offset + 1)
                storage.replace(inserted, with: "")
                layout.apply(TextChange(range: inserted, replacement: ""), to: storage)
            }
        }
        return Timing.median(of: samples)
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
