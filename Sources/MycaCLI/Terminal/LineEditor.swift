import MycaCore

/// The line a prompt is editing on a terminal, as a shell prompt edits it: the text, the
/// cursor, and the earlier answers Up and Down bring back. Keys come decoded
/// (``TerminalKeyDecoder``); drawing is ``view(width:)``'s, so the editing is tested
/// without a terminal.
struct LineEditor {
    /// What a key asks for.
    enum Key: Equatable {
        case text(Character)
        case enter, endOfInput, backspace, delete
        case left, right, home, end, up, down
        case killToStart, killToEnd, killWordBefore
        /// A key or sequence that does nothing here (a function key, a stray control character).
        case ignored
    }

    /// What came of a key.
    enum Outcome: Equatable {
        case editing
        case done(String)
        case endOfInput
    }

    private(set) var text: [Character] = []
    /// Where the cursor is, in characters from the start.
    private(set) var cursor = 0
    /// The first character shown when the line is wider than the room for it.
    private var scroll = 0
    private let history: [String]
    /// Which history entry is shown; `history.count` is the line being typed.
    private var historyIndex: Int
    /// The line being typed while Up shows earlier ones.
    private var pending: [Character] = []

    /// An empty line; `history` holds the earlier answers, oldest first.
    init(history: [String] = []) {
        self.history = history
        historyIndex = history.count
    }

    /// Applies `key`.
    mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .text(let character):
            // A combining mark typed after its letter joins it, as the string would.
            if cursor > 0, let joined = (String(text[cursor - 1]) + String(character)).first,
               String(joined) == String(text[cursor - 1]) + String(character) {
                text[cursor - 1] = joined
            } else {
                text.insert(character, at: cursor)
                cursor += 1
            }
        case .enter:
            return .done(String(text))
        case .endOfInput:
            // Ctrl-D ends the input only on an empty line, as in a shell; else it deletes.
            if text.isEmpty { return .endOfInput }
            if cursor < text.count { text.remove(at: cursor) }
        case .backspace:
            if cursor > 0 {
                cursor -= 1
                text.remove(at: cursor)
            }
        case .delete:
            if cursor < text.count { text.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .killToStart:
            text.removeFirst(cursor)
            cursor = 0
        case .killToEnd:
            text.removeLast(text.count - cursor)
        case .killWordBefore:
            var start = cursor
            while start > 0, text[start - 1].isWhitespace { start -= 1 }
            while start > 0, !text[start - 1].isWhitespace { start -= 1 }
            text.removeSubrange(start..<cursor)
            cursor = start
        case .up: showHistory(historyIndex - 1)
        case .down: showHistory(historyIndex + 1)
        case .ignored: break
        }
        return .editing
    }

    private mutating func showHistory(_ index: Int) {
        guard index >= 0, index <= history.count, index != historyIndex else { return }
        if historyIndex == history.count { pending = text }
        historyIndex = index
        text = index == history.count ? pending : Array(history[index])
        cursor = text.count
    }

    /// The part of the line that fits in `width` columns (wide characters count two) and
    /// the cursor's column in it: the line scrolls sideways to keep the cursor in view.
    mutating func view(width: Int) -> (text: String, cursorColumn: Int) {
        let room = max(1, width - 1)  // the last column stays free for the cursor
        scroll = min(scroll, cursor)
        while scroll < cursor, columns(scroll..<cursor) > room { scroll += 1 }
        var end = cursor
        var used = columns(scroll..<cursor)
        while end < text.count, used + DisplayWidth.of(text[end]) <= room {
            used += DisplayWidth.of(text[end])
            end += 1
        }
        return (String(text[scroll..<end]), columns(scroll..<cursor))
    }

    private func columns(_ range: Range<Int>) -> Int {
        text[range].reduce(0) { $0 + DisplayWidth.of($1) }
    }
}

/// Turns the bytes a terminal sends into ``LineEditor/Key``s: UTF-8 text, control keys,
/// and the escape sequences of arrows, Home, End and Delete (CSI `ESC [` and SS3 `ESC O`
/// forms, as xterm, the Linux console, tmux and screen send them).
struct TerminalKeyDecoder {
    private enum State {
        case ground, escape, csi([UInt8]), ss3
    }

    private var state = State.ground
    private var utf8: [UInt8] = []
    private var utf8Needed = 0

    /// The key `byte` completes, or nil while a sequence or character is incomplete.
    mutating func feed(_ byte: UInt8) -> LineEditor.Key? {
        switch state {
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi([])
            case UInt8(ascii: "O"): state = .ss3
            default:
                state = .ground
                // Alt-Backspace deletes a word, as in a shell; other Alt keys do nothing.
                return byte == 0x7F ? .killWordBefore : .ignored
            }
            return nil
        case .csi(let parameters):
            // Parameter and intermediate bytes (0x20-0x3F) until a final byte (0x40-0x7E).
            if (0x20...0x3F).contains(byte) {
                state = parameters.count < 16 ? .csi(parameters + [byte]) : .csi(parameters)
                return nil
            }
            state = .ground
            return Self.csi(parameters, final: byte)
        case .ss3:
            state = .ground
            return Self.letterKey(byte) ?? .ignored
        case .ground:
            break
        }
        if utf8Needed > 0 {
            guard byte & 0xC0 == 0x80 else {
                utf8 = []
                utf8Needed = 0
                return feed(byte)
            }
            utf8.append(byte)
            utf8Needed -= 1
            guard utf8Needed == 0 else { return nil }
            defer { utf8 = [] }
            guard let text = String(validating: utf8, as: UTF8.self), let character = text.first else { return .ignored }
            return Self.isControl(character) ? .ignored : .text(character)
        }
        switch byte {
        case 0x1B: state = .escape; return nil
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x04: return .endOfInput
        case 0x0B: return .killToEnd
        case 0x15: return .killToStart
        case 0x17: return .killWordBefore
        case 0x0E: return .down
        case 0x10: return .up
        case 0x20..<0x7F: return .text(Character(Unicode.Scalar(byte)))
        case 0xC2...0xDF: utf8 = [byte]; utf8Needed = 1; return nil
        case 0xE0...0xEF: utf8 = [byte]; utf8Needed = 2; return nil
        case 0xF0...0xF4: utf8 = [byte]; utf8Needed = 3; return nil
        default: return .ignored
        }
    }

    private static func csi(_ parameters: [UInt8], final: UInt8) -> LineEditor.Key {
        if final == UInt8(ascii: "~") {
            switch String(decoding: parameters, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .ignored
            }
        }
        return letterKey(final) ?? .ignored
    }

    private static func letterKey(_ byte: UInt8) -> LineEditor.Key? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    /// C1 controls and DEL, which a terminal never shows.
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { (0x80..<0xA0).contains($0.value) }
    }
}
