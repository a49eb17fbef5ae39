/// The byte that separates a CSV file's fields: `,` as RFC 4180 has it, `;` as spreadsheet
/// programs write it where the comma is the decimal mark (much of Europe), or a tab.
public struct CSVDelimiter: Sendable, Equatable, CustomStringConvertible {
    /// The separating byte (ASCII).
    public let byte: UInt8

    /// `,`.
    public static let comma = CSVDelimiter(uncheckedByte: UInt8(ascii: ","))
    /// `;`.
    public static let semicolon = CSVDelimiter(uncheckedByte: UInt8(ascii: ";"))
    /// A tab.
    public static let tab = CSVDelimiter(uncheckedByte: 0x09)

    /// The delimiters recognized from a header line, in the order that breaks a tie.
    public static let detected: [CSVDelimiter] = [.comma, .semicolon, .tab]

    private init(uncheckedByte: UInt8) { byte = uncheckedByte }

    /// One printable ASCII character that is not a letter, a digit or a quote (`,`, `;`,
    /// `|`, …), or a tab: a literal one, `\t` or `tab`. Nil for anything else, which could
    /// not tell fields apart from their text.
    public init?(parsing text: String) {
        if text == "\t" || text == "\\t" || ASCIIText.lowercased(text) == "tab" {
            self = .tab
            return
        }
        let bytes = Array(text.utf8)
        guard bytes.count == 1, let byte = bytes.first, byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\""),
              !Self.isAlphanumeric(byte) else { return nil }
        self.byte = byte
    }

    /// The character, or `tab`.
    public var description: String {
        byte == 0x09 ? "tab" : String(UnicodeScalar(byte))
    }

    /// The delimiter of a CSV file that starts with `bytes`: of ``detected``, the one seen
    /// most often outside quotes on the first line that is not blank (the header), after an
    /// optional byte order mark; a comma when none is seen (a file of one column).
    public static func detect(_ bytes: [UInt8]) -> CSVDelimiter {
        var scan = HeaderLineScan()
        _ = scan.feed(bytes[...])
        return scan.delimiter
    }

    /// Reads a CSV file's header line chunk by chunk, each byte once, counting the
    /// delimiters of ``detected`` outside quotes.
    public struct HeaderLineScan: Sendable {
        private var counts = [Int](repeating: 0, count: CSVDelimiter.detected.count)
        private var position = 0
        private var inQuotes = false
        private var inLine = false
        /// True once the header line's end has been seen.
        public private(set) var isComplete = false

        /// A scan at the start of the input.
        public init() {}

        /// Scans the next bytes of the input; true once the header line has ended.
        public mutating func feed(_ bytes: ArraySlice<UInt8>) -> Bool {
            for byte in bytes where !isComplete {
                defer { position += 1 }
                // A byte order mark is at most the first three bytes; it is not data.
                if position < 3, !inLine, [0xEF, 0xBB, 0xBF].contains(byte) { continue }
                if !inLine, byte == 0x0A || byte == 0x0D { continue }
                inLine = true
                if byte == UInt8(ascii: "\"") {
                    inQuotes.toggle()
                } else if !inQuotes {
                    if byte == 0x0A || byte == 0x0D {
                        isComplete = true
                    } else if let index = CSVDelimiter.detected.firstIndex(where: { $0.byte == byte }) {
                        counts[index] += 1
                    }
                }
            }
            return isComplete
        }

        /// The delimiter seen most often so far; a comma when none is seen.
        public var delimiter: CSVDelimiter {
            var best = 0
            for index in counts.indices where counts[index] > counts[best] { best = index }
            return CSVDelimiter.detected[best]
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
