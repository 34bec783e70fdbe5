import ExpandingTextTerminal
import Testing

/// Every key encoding the decoder knows, one table row each.
@Suite struct InputDecoderKeyTests {
    static let text: [DecoderCase] = [
        DecoderCase("letter", "a", [.press("a")]),
        DecoderCase("capital", "A", [.press("A")]),
        DecoderCase("space", " ", [.press(" ")]),
        DecoderCase("tilde", "~", [.press("~")]),
        DecoderCase("two-byte UTF-8", "é", [.press("é")]),
        DecoderCase("three-byte UTF-8", "中", [.press("中")]),
        DecoderCase("four-byte UTF-8", "😀", [.press("😀")]),
        DecoderCase("one event per scalar", "e\u{301}", [.press("e"), .press("\u{301}")]),
        DecoderCase("C1 control as text", "\u{85}", [.press("\u{85}")]),
    ]

    static let controlBytes: [DecoderCase] = [
        DecoderCase("Ctrl+A", "\u{01}", [.press("a", .control)]),
        DecoderCase("Ctrl+C", "\u{03}", [.press("c", .control)]),
        DecoderCase("Ctrl+D", "\u{04}", [.press("d", .control)]),
        DecoderCase("Ctrl+H is BS", "\u{08}", [.press("h", .control)]),
        DecoderCase("Tab", "\t", [.press(.tab)]),
        DecoderCase("Ctrl+J is LF, not Enter", "\n", [.press("j", .control)]),
        DecoderCase("Ctrl+K", "\u{0B}", [.press("k", .control)]),
        DecoderCase("Enter is CR", "\r", [.press(.enter)]),
        DecoderCase("Ctrl+Q", "\u{11}", [.press("q", .control)]),
        DecoderCase("Ctrl+S", "\u{13}", [.press("s", .control)]),
        DecoderCase("Ctrl+Z", "\u{1A}", [.press("z", .control)]),
        DecoderCase("Ctrl+Space", "\u{00}", [.press(" ", .control)]),
        DecoderCase("Ctrl+\\", "\u{1C}", [.press("\\", .control)]),
        DecoderCase("Ctrl+]", "\u{1D}", [.press("]", .control)]),
        DecoderCase("Ctrl+^", "\u{1E}", [.press("^", .control)]),
        DecoderCase("Ctrl+_", "\u{1F}", [.press("_", .control)]),
        DecoderCase("Backspace is DEL", "\u{7F}", [.press(.backspace)]),
    ]

    static let altPrefix: [DecoderCase] = [
        DecoderCase("Alt+a", escape + "a", [.press("a", .alt)]),
        DecoderCase("Alt+B (shifted)", escape + "B", [.press("B", .alt)]),
        DecoderCase("Alt+Enter", escape + "\r", [.press(.enter, .alt)]),
        DecoderCase("Alt+Backspace", escape + "\u{7F}", [.press(.backspace, .alt)]),
        DecoderCase("Alt+Tab", escape + "\t", [.press(.tab, .alt)]),
        DecoderCase("Ctrl+Alt+A", escape + "\u{01}", [.press("a", [.control, .alt])]),
        DecoderCase("Alt+Ctrl+J", escape + "\n", [.press("j", [.control, .alt])]),
        DecoderCase("Alt+é", escape + "é", [.press("é", .alt)]),
        DecoderCase("Alt+space", escape + " ", [.press(" ", .alt)]),
        DecoderCase("Alt+<", escape + "<", [.press("<", .alt)]),
        DecoderCase("Alt+Escape", escape + escape, [.press(.escape, .alt)]),
        DecoderCase("Alt+Escape then a", escape + escape + "a", [.press(.escape, .alt), .press("a")]),
        DecoderCase("Alt with a CSI key", escape + csi + "A", [.press(.up, .alt)]),
        DecoderCase("Alt with an SS3 key", escape + ss3 + "D", [.press(.left, .alt)]),
        DecoderCase("Alt applies to one key only", escape + "ab", [.press("a", .alt), .press("b")]),
    ]

    static let cursorKeys: [DecoderCase] = [
        DecoderCase("CSI A", csi + "A", [.press(.up)]),
        DecoderCase("CSI B", csi + "B", [.press(.down)]),
        DecoderCase("CSI C", csi + "C", [.press(.right)]),
        DecoderCase("CSI D", csi + "D", [.press(.left)]),
        DecoderCase("SS3 A", ss3 + "A", [.press(.up)]),
        DecoderCase("SS3 B", ss3 + "B", [.press(.down)]),
        DecoderCase("SS3 C", ss3 + "C", [.press(.right)]),
        DecoderCase("SS3 D", ss3 + "D", [.press(.left)]),
        DecoderCase("Shift+Up", csi + "1;2A", [.press(.up, .shift)]),
        DecoderCase("Alt+Left", csi + "1;3D", [.press(.left, .alt)]),
        DecoderCase("Shift+Alt+Down", csi + "1;4B", [.press(.down, [.shift, .alt])]),
        DecoderCase("Ctrl+Right", csi + "1;5C", [.press(.right, .control)]),
        DecoderCase("Ctrl+Shift+Down", csi + "1;6B", [.press(.down, [.control, .shift])]),
        DecoderCase("Ctrl+Alt+Left", csi + "1;7D", [.press(.left, [.control, .alt])]),
        DecoderCase("Meta+Up", csi + "1;9A", [.press(.up, .meta)]),
        DecoderCase("modifier 1 is none", csi + "1;1A", [.press(.up)]),
        DecoderCase("caps lock bit ignored", csi + "1;69A", [.press(.up, .control)]),
        DecoderCase("kitty press event", csi + "1;5:1C", [.press(.right, .control)]),
        DecoderCase("kitty repeat event", csi + "1;5:2C", [.press(.right, .control)]),
        DecoderCase("kitty release dropped", csi + "1;5:3C" + "x", [.press("x")]),
        DecoderCase("SS3 with modifier", ss3 + "5A", [.press(.up, .control)]),
        DecoderCase("SS3 with 1;m", ss3 + "1;2P", [.press(.function(1), .shift)]),
        DecoderCase("rxvt Shift+Up", csi + "a", [.press(.up, .shift)]),
        DecoderCase("rxvt Shift+Left", csi + "d", [.press(.left, .shift)]),
        DecoderCase("rxvt Ctrl+Right", ss3 + "c", [.press(.right, .control)]),
        DecoderCase("rxvt Ctrl+Down", ss3 + "b", [.press(.down, .control)]),
    ]

    static let homeEndAndEditingKeys: [DecoderCase] = [
        DecoderCase("Home CSI H", csi + "H", [.press(.home)]),
        DecoderCase("End CSI F", csi + "F", [.press(.end)]),
        DecoderCase("Home CSI 1~", csi + "1~", [.press(.home)]),
        DecoderCase("End CSI 4~", csi + "4~", [.press(.end)]),
        DecoderCase("Home CSI 7~ (rxvt)", csi + "7~", [.press(.home)]),
        DecoderCase("End CSI 8~ (rxvt)", csi + "8~", [.press(.end)]),
        DecoderCase("Home SS3 H", ss3 + "H", [.press(.home)]),
        DecoderCase("End SS3 F", ss3 + "F", [.press(.end)]),
        DecoderCase("Ctrl+Home", csi + "1;5H", [.press(.home, .control)]),
        DecoderCase("Ctrl+End", csi + "1;5F", [.press(.end, .control)]),
        DecoderCase("Shift+Home tilde", csi + "1;2~", [.press(.home, .shift)]),
        DecoderCase("Insert", csi + "2~", [.press(.insert)]),
        DecoderCase("Delete", csi + "3~", [.press(.delete)]),
        DecoderCase("Ctrl+Delete", csi + "3;5~", [.press(.delete, .control)]),
        DecoderCase("Alt+Delete", csi + "3;3~", [.press(.delete, .alt)]),
        DecoderCase("PageUp", csi + "5~", [.press(.pageUp)]),
        DecoderCase("PageDown", csi + "6~", [.press(.pageDown)]),
        DecoderCase("Alt+PageUp", csi + "5;3~", [.press(.pageUp, .alt)]),
        DecoderCase("Shift+Tab", csi + "Z", [.press(.tab, .shift)]),
        DecoderCase("Ctrl+Shift+Tab", csi + "1;5Z", [.press(.tab, [.shift, .control])]),
    ]

    static let functionKeys: [DecoderCase] = [
        DecoderCase("F1 SS3", ss3 + "P", [.press(.function(1))]),
        DecoderCase("F2 SS3", ss3 + "Q", [.press(.function(2))]),
        DecoderCase("F3 SS3", ss3 + "R", [.press(.function(3))]),
        DecoderCase("F4 SS3", ss3 + "S", [.press(.function(4))]),
        DecoderCase("F1 CSI 11~", csi + "11~", [.press(.function(1))]),
        DecoderCase("F2 CSI 12~", csi + "12~", [.press(.function(2))]),
        DecoderCase("F3 CSI 13~", csi + "13~", [.press(.function(3))]),
        DecoderCase("F4 CSI 14~", csi + "14~", [.press(.function(4))]),
        DecoderCase("F1 kitty CSI P", csi + "P", [.press(.function(1))]),
        DecoderCase("Shift+F1", csi + "1;2P", [.press(.function(1), .shift)]),
        DecoderCase("Ctrl+F2", csi + "1;5Q", [.press(.function(2), .control)]),
        DecoderCase("Shift+F3", csi + "1;2R", [.press(.function(3), .shift)]),
        DecoderCase("Ctrl+F4", csi + "1;5S", [.press(.function(4), .control)]),
        DecoderCase("F5", csi + "15~", [.press(.function(5))]),
        DecoderCase("F6", csi + "17~", [.press(.function(6))]),
        DecoderCase("F7", csi + "18~", [.press(.function(7))]),
        DecoderCase("F8", csi + "19~", [.press(.function(8))]),
        DecoderCase("F9", csi + "20~", [.press(.function(9))]),
        DecoderCase("F10", csi + "21~", [.press(.function(10))]),
        DecoderCase("F11", csi + "23~", [.press(.function(11))]),
        DecoderCase("F12", csi + "24~", [.press(.function(12))]),
        DecoderCase("Ctrl+F12", csi + "24;5~", [.press(.function(12), .control)]),
        DecoderCase("F13", csi + "25~", [.press(.function(13))]),
        DecoderCase("F20", csi + "34~", [.press(.function(20))]),
        DecoderCase("Linux console F1", csi + "[A", [.press(.function(1))]),
        DecoderCase("Linux console F5", csi + "[E", [.press(.function(5))]),
    ]

    static let keypad: [DecoderCase] = [
        DecoderCase("keypad Enter", ss3 + "M", [.press(.enter)]),
        DecoderCase("keypad 0", ss3 + "p", [.press("0")]),
        DecoderCase("keypad 9", ss3 + "y", [.press("9")]),
        DecoderCase("keypad +", ss3 + "k", [.press("+")]),
        DecoderCase("keypad /", ss3 + "o", [.press("/")]),
        DecoderCase("keypad =", ss3 + "X", [.press("=")]),
    ]

    static let modifiedKeys: [DecoderCase] = [
        DecoderCase("modifyOtherKeys Shift+Enter", csi + "27;2;13~", [.press(.enter, .shift)]),
        DecoderCase("modifyOtherKeys Ctrl+Enter", csi + "27;5;13~", [.press(.enter, .control)]),
        DecoderCase("modifyOtherKeys Alt+Enter", csi + "27;3;13~", [.press(.enter, .alt)]),
        DecoderCase("modifyOtherKeys Ctrl+Tab", csi + "27;5;9~", [.press(.tab, .control)]),
        DecoderCase("modifyOtherKeys Ctrl+Backspace", csi + "27;5;127~", [.press(.backspace, .control)]),
        DecoderCase("modifyOtherKeys Ctrl+period", csi + "27;5;46~", [.press(".", .control)]),
        DecoderCase("modifyOtherKeys Ctrl+Shift+A", csi + "27;6;65~", [.press("a", [.control, .shift])]),
        DecoderCase("CSI u Shift+Enter", csi + "13;2u", [.press(.enter, .shift)]),
        DecoderCase("CSI u Enter", csi + "13u", [.press(.enter)]),
        DecoderCase("CSI u Escape", csi + "27u", [.press(.escape)]),
        DecoderCase("CSI u Alt+Backspace", csi + "127;3u", [.press(.backspace, .alt)]),
        DecoderCase("CSI u Ctrl+Backspace", csi + "127;5u", [.press(.backspace, .control)]),
        DecoderCase("CSI u Shift+Tab", csi + "9;2u", [.press(.tab, .shift)]),
        DecoderCase("CSI u Ctrl+a", csi + "97;5u", [.press("a", .control)]),
        DecoderCase("CSI u Ctrl+i differs from Tab", csi + "105;5u", [.press("i", .control)]),
        DecoderCase("CSI u Shift+a types A", csi + "97;2u", [.press("A")]),
        DecoderCase("CSI u shifted alternate", csi + "49:33;2u", [.press("!")]),
        DecoderCase("CSI u Ctrl+Shift+z", csi + "122;6u", [.press("z", [.control, .shift])]),
        DecoderCase("CSI u Alt+Shift+b", csi + "98;4u", [.press("B", .alt)]),
        DecoderCase("CSI u emoji", csi + "128512u", [.press("😀")]),
        DecoderCase("CSI u control code", csi + "1;3u", [.press("a", [.control, .alt])]),
        DecoderCase("kitty keypad 0", csi + "57399u", [.press("0")]),
        DecoderCase("kitty keypad Enter", csi + "57414;2u", [.press(.enter, .shift)]),
        DecoderCase("kitty F13", csi + "57376u", [.press(.function(13))]),
        DecoderCase("kitty keypad Home", csi + "57423u", [.press(.home)]),
        DecoderCase("kitty lone Shift dropped", csi + "57441;2u" + "x", [.press("x")]),
        DecoderCase("CSI u release dropped", csi + "97;5:3u" + "x", [.press("x")]),
        DecoderCase("CSI u surrogate dropped", csi + "55296u" + "x", [.press("x")]),
        DecoderCase("CSI u beyond Unicode dropped", csi + "1114112u" + "x", [.press("x")]),
        DecoderCase("CSI u huge number dropped", csi + "99999999999999999999u" + "x", [.press("x")]),
    ]

    @Test(arguments: text + controlBytes + altPrefix)
    func textControlBytesAndAlt(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test(arguments: cursorKeys + homeEndAndEditingKeys)
    func cursorAndEditingKeys(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test(arguments: functionKeys + keypad)
    func functionAndKeypadKeys(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test(arguments: modifiedKeys)
    func modifyOtherKeysAndCSIu(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test func keysInARowDecodeInOrder() {
        let input = "hi" + csi + "D" + "\u{7F}" + escape + "\r" + csi + "13;2u" + "!"
        #expect(
            decodeWhole(Array(input.utf8)) == [
                .press("h"), .press("i"), .press(.left), .press(.backspace), .press(.enter, .alt),
                .press(.enter, .shift), .press("!"),
            ])
    }
}
