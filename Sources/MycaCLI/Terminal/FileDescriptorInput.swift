#if canImport(Glibc)
import Glibc
#endif
import MycaCore

/// An `InputSource` reading a file descriptor (normally 0, stdin).
public struct FileDescriptorInput: InputSource {
    private let fd: Int32

    /// Reads from `fd`.
    public init(fd: Int32 = 0) { self.fd = fd }

    /// Reads until end of file.
    public func readAll() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    /// Reads one chunk of at most `count` bytes; empty at end of file (or on a read error).
    public func readChunk(upTo count: Int) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: max(count, 1))
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return []
            }
            chunk.removeLast(chunk.count - n)
            return chunk
        }
    }

    /// Reads byte by byte up to a newline, so nothing past the line is consumed.
    public func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = read(fd, &byte, 1)
            if n < 0 {
                if errno == EINTR { continue }
                return line.isEmpty ? nil : Self.decode(line)
            }
            if n == 0 { return line.isEmpty ? nil : Self.decode(line) }
            if byte == 0x0A { return Self.decode(line) }
            line.append(byte)
        }
    }

    /// On a terminal, reads a line with ``LineEditor`` in raw mode, drawing it on
    /// `editing.output`; elsewhere, ``readLine()``.
    public func readLine(editing: LineEditing) -> String? {
        var asked = false
        func ask() {
            guard !asked else { return }
            asked = true
            editing.output.write(editing.prompt)
            editing.output.flush()
        }
        guard isatty(fd) == 1 else {
            ask()
            return readLine()
        }
        let outcome = RawTerminal.run(fd) { () -> String? in
            ask()
            var editor = LineEditor(history: editing.history)
            var decoder = TerminalKeyDecoder()
            let width = max(2, editing.terminalWidth - editing.promptWidth)
            var shown = (text: "", cursorColumn: 0)
            while true {
                var byte: UInt8 = 0
                let n = read(fd, &byte, 1)
                if n < 0, errno == EINTR {
                    // Continued after a stop: the shell wrote its lines meanwhile, so the
                    // question and the answer so far are drawn again on a line of their own.
                    if RawTerminal.takeContinued() {
                        let view = editor.view(width: width)
                        var line = "\r\u{1B}[K" + editing.prompt + view.text
                        let after = DisplayWidth.of(view.text) - view.cursorColumn
                        if after > 0 { line += "\u{1B}[\(after)D" }
                        editing.output.write(line)
                        editing.output.flush()
                        shown = view
                    }
                    continue
                }
                guard n > 0 else { return nil }
                guard let key = decoder.feed(byte) else { continue }
                switch editor.apply(key) {
                case .editing:
                    let view = editor.view(width: width)
                    editing.output.write(Self.redraw(from: shown, to: view))
                    editing.output.flush()
                    shown = view
                case .done(let line):
                    // The terminal's output settings stay as they were: it turns this into CR LF.
                    editing.output.write("\n")
                    return line
                case .endOfInput:
                    return nil
                }
            }
        }
        guard let outcome else {
            ask()
            return readLine()
        }
        return outcome
    }

    /// What takes the terminal from showing `old` to showing `new`: only the new text when
    /// it was typed at the end of the line (as a terminal's own echo writes it), else back
    /// to where the answer starts, the visible part, the rest of the line cleared, and
    /// back to the cursor.
    static func redraw(from old: (text: String, cursorColumn: Int), to new: (text: String, cursorColumn: Int)) -> String {
        let oldWidth = DisplayWidth.of(old.text), newWidth = DisplayWidth.of(new.text)
        if old.cursorColumn == oldWidth, new.cursorColumn == newWidth, new.text.hasPrefix(old.text) {
            return String(new.text.dropFirst(old.text.count))
        }
        var out = old.cursorColumn > 0 ? "\u{1B}[\(old.cursorColumn)D" : ""
        out += new.text + "\u{1B}[K"
        if newWidth > new.cursorColumn { out += "\u{1B}[\(newWidth - new.cursorColumn)D" }
        return out
    }

    private static func decode(_ line: [UInt8]) -> String {
        var bytes = line
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
