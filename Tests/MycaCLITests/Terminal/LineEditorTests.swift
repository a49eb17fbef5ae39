import Testing
@testable import MycaCLI

/// The editing a prompt does on a terminal, key by key, without a terminal.
@Suite struct LineEditorTests {
    /// The keys `bytes` decode to.
    static func keys(_ bytes: [UInt8]) -> [LineEditor.Key] {
        var decoder = TerminalKeyDecoder()
        return bytes.compactMap { decoder.feed($0) }
    }

    /// What `bytes` typed at an empty line (with `history`) come to.
    static func typed(_ text: String, history: [String] = []) -> LineEditor.Outcome {
        var editor = LineEditor(history: history)
        for key in keys(Array(text.utf8)) {
            let outcome = editor.apply(key)
            if outcome != .editing { return outcome }
        }
        return .editing
    }

    @Test("the keys of xterm, the Linux console, tmux and screen", arguments: [
        ("\u{1B}[D\u{1B}OD\u{02}", [LineEditor.Key.left, .left, .left]),
        ("\u{1B}[C\u{1B}OC\u{06}", [.right, .right, .right]),
        ("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~\u{01}", [.home, .home, .home, .home, .home]),
        ("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~\u{05}", [.end, .end, .end, .end, .end]),
        ("\u{1B}[3~\u{7F}\u{08}", [.delete, .backspace, .backspace]),
        ("\u{1B}[A\u{1B}[B\u{10}\u{0E}", [.up, .down, .up, .down]),
        ("\u{15}\u{0B}\u{17}\u{1B}\u{7F}", [.killToStart, .killToEnd, .killWordBefore, .killWordBefore]),
        ("\u{1B}[1;5D\u{1B}[15~\u{1B}[200~", [.left, .ignored, .ignored]),
        ("a\u{1B}x\r\n\u{04}", [.text("a"), .ignored, .enter, .enter, .endOfInput]),
        ("é山\u{1F600}", [.text("é"), .text("山"), .text("\u{1F600}")]),
    ])
    func decoding(bytes: String, expected: [LineEditor.Key]) {
        #expect(Self.keys(Array(bytes.utf8)) == expected)
    }

    @Test("bytes that are not UTF-8 or are C1 controls insert nothing")
    func junk() {
        #expect(Self.keys([0xC3, 0x41, 0xC2, 0x9B, 0xFF]) == [.text("A"), .ignored, .ignored])
    }

    @Test("editing as at a shell prompt", arguments: [
        ("Ana Lma\u{1B}[D\u{1B}[Di\r", "Ana Lima"),
        ("gineer\u{01}En\r", "Engineer"),
        ("Acme\u{01}The \u{05} Ltd\r", "The Acme Ltd"),
        ("abc\u{1B}[D\u{1B}[D\u{0B}\r", "a"),
        ("abc\u{1B}[D\u{15}\r", "c"),
        ("xab\u{01}\u{1B}[3~\r", "ab"),
        ("ab\u{01}\u{04}\r", "b"),
        ("one two\u{17}\r", "one "),
        ("ab\u{7F}\u{7F}\u{7F}c\r", "c"),
        ("\u{1B}[D\u{1B}[Ca\u{1B}[C\r", "a"),
        ("山田商事\u{1B}[D\u{1B}[D株式\r", "山田株式商事"),
        ("e\u{301}\u{1B}[Dx\r", "xe\u{301}"),
    ])
    func editing(input: String, line: String) {
        #expect(Self.typed(input) == .done(line))
    }

    @Test("Ctrl-D on an empty line is the end of input; Ctrl-C is the terminal's signal, not a key")
    func endOfInput() {
        #expect(Self.typed("\u{04}") == .endOfInput)
        #expect(Self.typed("a\u{7F}\u{04}") == .endOfInput)
        #expect(Self.keys([0x03]) == [.ignored])
    }

    @Test("Up and Down go through earlier answers and back to the line being typed")
    func history() {
        let earlier = ["Ana Lima", "Engineer"]
        #expect(Self.typed("\u{1B}[A\r", history: earlier) == .done("Engineer"))
        #expect(Self.typed("\u{1B}[A\u{1B}[A\u{1B}[A\r", history: earlier) == .done("Ana Lima"))
        #expect(Self.typed("dra\u{1B}[A\u{1B}[Bft\r", history: earlier) == .done("draft"))
        #expect(Self.typed("\u{1B}[A X\r", history: earlier) == .done("Engineer X"))
        #expect(Self.typed("x\u{1B}[B\r", history: earlier) == .done("x"))
    }

    @Test("the view counts wide characters as two columns and scrolls to keep the cursor in sight")
    func view() {
        var editor = LineEditor()
        for key in Self.keys(Array("ab山田cd".utf8)) { _ = editor.apply(key) }
        #expect(editor.view(width: 20) == ("ab山田cd", 8))
        _ = editor.apply(.left)
        _ = editor.apply(.left)
        #expect(editor.view(width: 20) == ("ab山田cd", 6))
        // Six columns leave five for text: the cursor after 田 needs "山田" (4) and one more.
        #expect(editor.view(width: 6) == ("b山田", 5))
        _ = editor.apply(.home)
        #expect(editor.view(width: 6) == ("ab山", 0))
        _ = editor.apply(.end)
        #expect(editor.view(width: 6) == ("田cd", 4))
    }
}
