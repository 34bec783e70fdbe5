// Foundation's printf-style formatting of a `String`: the model formats the conversions the adapters use (`%d`, `%ld`,
// `%@`, `%%`) and leaves any other one as it is written.

extension String {
    // Foundation/NSString/init(format:_:)
    public init(format: String, _ arguments: any CVarArg...) {
        var result = ""
        var remaining = arguments.makeIterator()
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            var conversion = "%"
            while let next = characters.next() {
                conversion.append(next)
                if next.isLetter && next != "l" || next == "@" || next == "%" { break }
            }
            switch conversion.last {
            case "%": result.append("%")
            case "d", "i", "u", "@": result += remaining.next().map { "\($0)" } ?? conversion
            default: result += conversion
            }
        }
        self = result
    }
}
