import MycaCore

/// One input of `myca import` (a file or standard input), read and parsed.
struct ImportInput: Sendable {
    /// The name messages use: the path as given, or `<stdin>`.
    let name: String
    /// The cards, in file order.
    let profiles: [Profile]
    /// The reader's warnings.
    let warnings: [VCardWarning]
    /// The line of each card's `BEGIN:VCARD`; empty when it could not be worked out.
    let cardLines: [Int]

    /// Parses `bytes` read from `name`.
    /// - Throws: ``ImportError/notAVCard(file:line:reason:)`` for input that is not a vCard.
    init(name: String, bytes: [UInt8]) throws(ImportError) {
        self.name = name
        let result: VCardReadResult
        do {
            result = try VCardReader.read(bytes)
        } catch {
            throw Self.describe(error, file: name, bytes: bytes)
        }
        profiles = result.profiles
        warnings = result.warnings
        let lines = Self.cardStartLines(bytes)
        cardLines = lines.count == result.profiles.count ? lines : []
    }

    /// The line where card `index` (0-based) starts, when known.
    func line(ofCard index: Int) -> Int? {
        cardLines.indices.contains(index) ? cardLines[index] : nil
    }

    /// A reader error as an import error carrying the line it happened on.
    static func describe(_ error: VCardError, file: String, bytes: [UInt8]) -> ImportError {
        switch error {
        case .noCard:
            guard let first = firstTextLine(bytes) else {
                return .notAVCard(file: file, line: nil, reason: "the file is empty; no vCard found")
            }
            return .notAVCard(file: file, line: first, reason: "not a vCard: no BEGIN:VCARD line (this line is the first text)")
        case .inputTooLarge:
            return .notAVCard(file: file, line: nil, reason: error.message)
        case .lineTooLong(let line, _, _), .tooManyProperties(let line, _), .tooManyCards(let line, _),
             .endWithoutBegin(let line), .missingEnd(let line):
            return .notAVCard(file: file, line: line, reason: withoutLinePrefix(error.message))
        }
    }

    /// `line N: text` → `text`.
    static func withoutLinePrefix(_ message: String) -> String {
        guard message.hasPrefix("line "), let colon = message.firstIndex(of: ":") else { return message }
        return String(message[message.index(after: colon)...].drop { $0 == " " })
    }

    /// Physical lines split on CRLF, LF or CR, as the reader counts them (1-based).
    static func physicalLines(_ bytes: [UInt8]) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
        var result: [(Int, ArraySlice<UInt8>)] = []
        var number = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                result.append((number, bytes[start..<i]))
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                number += 1
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { result.append((number, bytes[start...])) }
        return result
    }

    /// The number of the first line holding something other than white space.
    static func firstTextLine(_ bytes: [UInt8]) -> Int? {
        physicalLines(bytes).first { !$0.bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }?.number
    }

    /// Lines of the outermost `BEGIN:VCARD`s (nested AGENT cards are not cards of the file).
    static func cardStartLines(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var depth = 0
        for (number, raw) in physicalLines(bytes) {
            let text = upperTrimmed(raw)
            if text == Array("BEGIN:VCARD".utf8) {
                if depth == 0 { starts.append(number) }
                depth += 1
            } else if text == Array("END:VCARD".utf8), depth > 0 {
                depth -= 1
            }
        }
        return starts
    }

    /// ASCII upper case without surrounding spaces and tabs.
    static func upperTrimmed(_ raw: ArraySlice<UInt8>) -> [UInt8] {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = raw.firstIndex(where: { !isBlank($0) }), let last = raw.lastIndex(where: { !isBlank($0) }) else {
            return []
        }
        return raw[first...last].map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
    }
}
