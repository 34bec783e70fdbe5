import ExpandingTextCore

/// (m) the memory a 10 MB document's storage and layout take beyond its text.
enum MemoryBenchmarks {
    /// The resident bytes the storage and the layout of a 10 MB prose document add, less the text's own bytes,
    /// per byte of text; nil where the system does not tell the resident size.
    static func run() -> Double? {
        print("(m) resident memory of the storage and the layout of a 10 MB prose document, beyond the text itself")
        let text = BenchTexts.asciiProse(bytes: 10_000_000)
        let bytes = text.utf8.count
        guard let before = ResidentMemory.bytes() else {
            print("  not measured: this system does not report the resident size")
            return nil
        }
        let storage = TextStorage(text)
        let layout = try! TextLayout(storage, width: BenchTexts.layoutWidth)
        guard let after = ResidentMemory.bytes() else { return nil }
        let overhead = Double(after - before - bytes) / Double(bytes)
        print(
            "  \(format(Double(bytes) / 1e6, decimals: 1)) MB of text, \(layout.lineCount) lines: "
                + "\(format(Double(after - before) / 1e6, decimals: 1)) MB resident, "
                + "\(format(overhead)) bytes per byte beyond the text")
        withExtendedLifetime((text, storage, layout)) {}
        return overhead
    }
}
