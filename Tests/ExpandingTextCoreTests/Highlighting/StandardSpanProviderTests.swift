import Testing

@testable import ExpandingTextCore

@Suite("The built-in spans: links, mentions, tags, code")
struct StandardSpanProviderTests {
    /// The text each span covers, with its role, for one line.
    static func covered(_ line: String, after state: SpanState = .initial) -> [String] {
        let spans = StandardSpanProvider().spans(in: Substring(line), after: state).spans
        return spans.map { span in
            let utf8 = Array(line.utf8)[span.utf8Range]
            return "\(span.role):\(String(decoding: utf8, as: UTF8.self))"
        }
    }

    @Test(
        "Spans of one line",
        arguments: [
            ("see https://example.com now", ["link:https://example.com"]),
            (
                "(see https://en.wikipedia.org/wiki/Swift_(language)).",
                [
                    "link:https://en.wikipedia.org/wiki/Swift_(language)"
                ]
            ),
            ("visit www.example.com.", ["link:www.example.com"]),
            ("x https://a.b/c)))) y", ["link:https://a.b/c"]),
            ("(https://a.b/c_(d))", ["link:https://a.b/c_(d)"]),
            ("HTTPS://EXAMPLE.COM/A?b=1!", ["link:HTTPS://EXAMPLE.COM/A?b=1"]),
            ("Ünïcödé https://example.com/ü?q=1, ok", ["link:https://example.com/ü?q=1"]),
            ("www. is not a link, nor http:// alone", []),
            ("ahttps://example.com is inside a word", []),
            ("ask @ana, then @bob.", ["mention:@ana", "mention:@bob"]),
            ("mail ana@example.com", []),
            ("open @src/main.swift now", ["mention:@src/main.swift"]),
            // A quoted path is one mention, up to its closing quote; without one, none.
            ("see @\"my photo (1).png\" now", ["mention:@\"my photo (1).png\""]),
            ("@\"a \\\" b\" and @c", ["mention:@\"a \\\" b\"", "mention:@c"]),
            ("@\"unclosed path", []),
            ("@\"\" empty", []),
            ("@ alone and @. too", []),
            ("#release and #1 and # Heading and C# and #v2-beta", ["tag:#release", "tag:#v2-beta"]),
            ("日本語 @名前 です #タグ", ["mention:@名前", "tag:#タグ"]),
            ("use `make test` or ``a ` b``", ["code:`make test`", "code:``a ` b``"]),
            ("`unclosed and @ana", ["mention:@ana"]),
            ("`@ana https://x.y #t` is code", ["code:`@ana https://x.y #t`"]),
            ("(@ana) and \"#tag\"", ["mention:@ana", "tag:#tag"]),
            ("", []),
        ])
    func line(text: String, expected: [String]) {
        #expect(Self.covered(text) == expected)
    }

    /// Each line's spans and the state it leaves, through a text.
    static func coveredLines(_ text: String) -> [[String]] {
        var state = SpanState.initial
        var result: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result.append(covered(String(line), after: state))
            state = StandardSpanProvider().spans(in: line, after: state).endState
        }
        return result
    }

    @Test(
        "Code fences: every line from the opening marker to the closing one is code, and nothing in it is a link",
        arguments: [
            (
                "intro\n```swift\nlet x = `y` @a\n```\nafter @b",
                [[], ["code:```swift"], ["code:let x = `y` @a"], ["code:```"], ["mention:@b"]]
            ),
            // A tilde fence closes only with tildes, at least as many.
            ("~~~~\n```\n~~~\n~~~~ \n@x", [["code:~~~~"], ["code:```"], ["code:~~~"], ["code:~~~~ "], ["mention:@x"]]),
            // A backtick in a backtick fence's info string makes it no fence; four spaces make it no fence.
            ("```not``a fence\n    ```\n@x", [[], [], ["mention:@x"]]),
            // An empty line inside a fence has no span, and keeps the fence open.
            ("```\n\n@x\n```", [["code:```"], [], ["code:@x"], ["code:```"]]),
            // A closing marker with text after it does not close.
            ("```\n``` no\n@x", [["code:```"], ["code:``` no"], ["code:@x"]]),
        ])
    func fences(text: String, expected: [[String]]) {
        #expect(Self.coveredLines(text) == expected)
    }

    @Test("The state after a line, asked alone, is the state its spans end in")
    func stateAgreesWithSpans() {
        let lines = ["```swift", "code", "~~~", "```", "text `x`", "   ~~~ ", "````", "  ``` ", "````"]
        var state = SpanState.initial
        for line in lines {
            let provider = StandardSpanProvider()
            let alone = provider.state(after: Substring(line), startingIn: state)
            #expect(alone == provider.spans(in: Substring(line), after: state).endState, "\(line)")
            state = alone
        }
    }
}
