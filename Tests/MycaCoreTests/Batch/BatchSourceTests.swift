import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

/// Writes `bytes` to a temporary file, opens it as a batch source and returns every row.
private func rows(_ bytes: [UInt8], delimiter: CSVDelimiter? = nil, strict: Bool = false) throws -> (BatchSource.Kind, [BatchRow]) {
    let dir = try TemporaryDirectory("batch-source")
    let path = try dir.write("rows", bytes: bytes)
    let source = try BatchSource(path: path, name: "rows", delimiter: delimiter, strict: strict)
    var out: [BatchRow] = []
    while let row = try source.next() { out.append(row) }
    return (source.kind, out)
}

private func summary(_ row: BatchRow) -> String {
    switch row.profile {
    case .success(let p): return "\(row.number)@\(row.line): " + FileNameTemplate.displayName(p)
    case .failure(let e): return "\(row.number)@\(row.line): " + e.message
    }
}

@Suite struct BatchSourceTests {
    @Test("CSV rows count from 1 after the header; errors carry their row", arguments: [
        ("name,email\nAna,a@x.org\nBob,b@x.org\n", ["1@2: Ana", "2@3: Bob"]),
        ("\u{FEFF}name,email\r\nAna,a@x.org\r\n", ["1@2: Ana"]),
        ("name\n\"Ana\nLima\"\nBob\n", ["1@2: Ana\nLima", "2@4: Bob"]),
        ("name,email\nAna\nBob,b@x.org\n", ["1@2: row 1 (line 2): 1 cells but the header has 2 columns", "2@3: Bob"]),
        ("name\n\"A\"x\nBob\n", ["1@2: row 1 (line 2): text after a closing quote", "2@3: Bob"]),
        ("name\nAna\n\"Bob\n", ["1@2: Ana", "2@3: row 2 (line 3): a quoted field is never closed"]),
        ("name\n\nAna\n\nBob", ["1@3: Ana", "2@5: Bob"]),
        ("name,email\n,\nAna,a@x.org\n , \t\n\"\",\nBob,b@x.org\n,,\n", ["1@3: Ana", "2@6: Bob"]),
        ("name;email\nAna;a@x.org\n;\nBob;b@x.org\n", ["1@2: Ana", "2@4: Bob"]),
        ("\u{FEFF}\n\"name\"\t\"e;mail, work\"\nAna\ta@x.org\n", ["1@3: Ana"]),
        ("\"a;b\",name,email\nx;y,Ana,a@x.org\n", ["1@2: Ana"]),
    ])
    func csv(text: String, expected: [String]) throws {
        let (kind, got) = try rows(Array(text.utf8))
        #expect(kind == .csv)
        #expect(got.map(summary) == expected)
    }

    @Test("a row with bad UTF-8 is reported with its row and field number; the next row goes on")
    func badUTF8() throws {
        let bytes = Array("name,org\nAna,Acme\nBob,".utf8) + [0xC3, 0x28] + Array("\nCy,Co\n".utf8)
        let (_, got) = try rows(bytes)
        #expect(got.map(summary) == ["1@2: Ana", "2@3: row 2 (line 3): field 2 is not valid UTF-8", "3@4: Cy"])
    }

    @Test("strict: an unknown column stops the batch before any row, naming its line")
    func unknownColumn() throws {
        #expect(throws: BatchError.unknownColumn(name: "emial", line: 2, column: 2, suggestion: "email")) {
            try rows(Array("\nname,emial\nAna,a@x.org\n".utf8), strict: true)
        }
        let (_, got) = try rows(Array("\nname,emial\nAna,a@x.org\n".utf8))
        #expect(got.map(summary) == ["1@3: Ana"])
    }

    @Test("the delimiter is the header line's, outside quotes, unless one is given", arguments: [
        ("name,email\n", CSVDelimiter?.none, CSVDelimiter.comma),
        ("name;email;phone\n", nil, .semicolon),
        ("name\temail\n", nil, .tab),
        ("\"x,y,z\";name;email\n", nil, .semicolon),
        ("name\n", nil, .comma),
        ("name;a;b,email\n", .comma, .comma),
        ("name|email\nAna|a@x.org\n", CSVDelimiter(parsing: "|"), CSVDelimiter(parsing: "|")!),
    ])
    func delimiter(text: String, given: CSVDelimiter?, expected: CSVDelimiter) throws {
        let dir = try TemporaryDirectory("batch-delimiter")
        let source = try BatchSource(path: try dir.write("rows", text), delimiter: given)
        #expect(source.delimiter == expected)
    }

    @Test("a header line longer than the first read is read to its end before the delimiter is picked")
    func longHeaderLine() throws {
        let filler = String(repeating: "x", count: 10_000)
        let text = "\"\(filler),\(filler)\";name;email\nq;Ana;a@x.org\n"
        let source = try BatchSource(name: "rows", pull: BatchSourceStreamTests.pull(Array(text.utf8), size: 100))
        #expect(source.delimiter == .semicolon)
        let row = try #require(try source.next())
        #expect(summary(row) == "1@2: Ana")
    }

    @Test("delimiters given on the command line", arguments: [
        (",", 0x2C as UInt8?), (";", 0x3B), ("|", 0x7C), ("tab", 0x09), ("\t", 0x09), ("\\t", 0x09),
        ("\"", nil), ("a", nil), ("1", nil), (",,", nil), ("", nil), (" ", nil), ("é", nil),
    ])
    func parsing(text: String, byte: UInt8?) {
        #expect(CSVDelimiter(parsing: text)?.byte == byte)
    }

    @Test("an empty input is an error")
    func empty() {
        #expect(throws: BatchError.self) { try rows([]) }
    }

    @Test("a vCard file is recognized by content and split card by card", arguments: [
        "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Lima\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nEND:VCARD\r\n",
        "\u{FEFF}\n  begin:vcard\nVERSION:4.0\nFN:Ana Lima\nend:vcard\njunk between\nBEGIN:VCARD\nVERSION:3.0\nFN:Bob\nEND:VCARD",
    ])
    func vcards(text: String) throws {
        let (kind, got) = try rows(Array(text.utf8))
        #expect(kind == .vcard)
        #expect(got.map { FileNameTemplate.displayName((try? $0.profile.get()) ?? Profile()) } == ["Ana Lima", "Bob"])
        #expect(got.map(\.number) == [1, 2])
    }

    @Test("a nested AGENT card stays inside its card; an unfinished card is that row's error")
    func nestedAndUnfinished() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Ana\nAGENT:BEGIN:VCARD\nBEGIN:VCARD\nFN:Agent\nEND:VCARD\nEND:VCARD\n"
            + "BEGIN:VCARD\nVERSION:3.0\nFN:Cut\n"
        let (_, got) = try rows(Array(text.utf8))
        #expect(got.count == 2)
        #expect(got.map(summary).last == "2@9: row 2 (line 9): rows:9: BEGIN:VCARD has no matching END:VCARD")
        #expect(FileNameTemplate.displayName(try got[0].profile.get()) == "Ana")
    }

    @Test("the quick row count matches the rows", arguments: [
        ("name\nAna\n\"B\nob\"\nCy", BatchSource.Kind.csv, 3),
        ("name\nAna\n", .csv, 1),
        ("BEGIN:VCARD\nFN:A\nEND:VCARD\nbegin:vcard\nFN:B\nEND:VCARD\n", .vcard, 2),
    ])
    func counting(text: String, kind: BatchSource.Kind, count: Int) throws {
        let dir = try TemporaryDirectory("batch-count")
        let path = try dir.write("rows", text)
        #expect(BatchRowCounter.count(path: path, kind: kind) == count)
    }

    @Test("the quick row count skips the blank rows the batch skips, with the batch's delimiter", arguments: [
        "name,email\n,\nAna,a@x.org\n , \t\nBob,b@x.org\n,,\n\n",
        "\n\nname;email\n;\nAna;a@x.org\n;;;\r\nBob;b@x.org",
        "name\temail\n\t\nAna\ta@x.org\n\"Bo\nb\"\tb@x.org\n",
        "name;email\nAna, Lima;a@x.org\n,\n",
    ])
    func countingBlankRows(text: String) throws {
        let dir = try TemporaryDirectory("batch-count")
        let path = try dir.write("rows", text)
        let source = try BatchSource(path: path)
        var rows = 0
        while try source.next() != nil { rows += 1 }
        #expect(BatchRowCounter.count(path: path, kind: .csv, delimiter: try #require(source.delimiter)) == rows)
    }

    @Test("a count with a limit says the limit once the file has that many rows, else the rows", arguments: [
        (BatchSource.Kind.csv, "name\n" + String(repeating: "Ana\n", count: 5)),
        (.vcard, String(repeating: "BEGIN:VCARD\nFN:A\nEND:VCARD\n", count: 5)),
    ])
    func countingUpTo(kind: BatchSource.Kind, text: String) throws {
        let dir = try TemporaryDirectory("batch-count")
        let path = try dir.write("rows", text)
        #expect(BatchRowCounter.count(path: path, kind: kind, upTo: 3) == 3)
        #expect(BatchRowCounter.count(path: path, kind: kind, upTo: 5) == 5)
        #expect(BatchRowCounter.count(path: path, kind: kind, upTo: 9) == 5)
    }
}

/// `batch` on a CR-only or CRLF vCard file wrote nothing before the reader was one.
@Suite struct BatchSourceLineEndTests {
    static let cards = "BEGIN:VCARD\nVERSION:3.0\nFN:Ana Lima\nEMAIL:ana@example.org\nEND:VCARD\n"
        + "BEGIN:VCARD\nVERSION:4.0\nFN:Bob\nNOTE:folded\n  note\nEND:VCARD\nBEGIN:VCARD\nFN:Cut\n"

    @Test("CR-only and CRLF vCard files give the rows and row count of the LF file", arguments: ["\r", "\r\n"])
    func lineEnds(eol: String) throws {
        let (lfKind, lfRows) = try rows(Array(Self.cards.utf8))
        let (kind, got) = try rows(Array(Self.cards.replacingOccurrences(of: "\n", with: eol).utf8))
        #expect(lfKind == .vcard && kind == .vcard)
        #expect(got.map(summary) == lfRows.map(summary))
        #expect(got.map(summary) == ["1@1: Ana Lima", "2@6: Bob", "3@12: row 3 (line 12): rows:12: BEGIN:VCARD has no matching END:VCARD"])
        let path = NSTemporaryDirectory() + "batch-count-\(UUID().uuidString)"
        try Data(Self.cards.replacingOccurrences(of: "\n", with: eol).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(BatchRowCounter.count(path: path, kind: .vcard) == 3)
    }
}

/// A stream the caller opened (standard input, as the command line decides it) comes in as
/// chunks, and gives the rows the same bytes give as a file, however it is cut up.
@Suite struct BatchSourceStreamTests {
    /// A pull over `bytes`, `size` bytes a call.
    static func pull(_ bytes: [UInt8], size: Int) -> () throws -> [UInt8] {
        var offset = 0
        return {
            let end = min(bytes.count, offset + size)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
    }

    static let inputs = [
        "name,email\nAna,a@x.org\n\"Bo\nEk\",b@x.org\nCy\n",
        "\u{FEFF}\n  begin:vcard\nVERSION:2.1\nFN:Ana Lima\nend:vcard\njunk\nBEGIN:VCARD\nVERSION:3.0\nFN:Bob\nEND:VCARD\nBEGIN:VCARD\nFN:Cut\n",
    ]

    @Test("a pulled stream gives the file's rows, in chunks of any size", arguments: inputs, [1, 7, 64, 1 << 16])
    func sameRowsAsTheFile(text: String, size: Int) throws {
        let bytes = Array(text.utf8)
        let (fileKind, fileRows) = try rows(bytes)
        let source = try BatchSource(name: "rows", pull: Self.pull(bytes, size: size))
        var got: [BatchRow] = []
        while let row = try source.next() { got.append(row) }
        #expect(source.kind == fileKind)
        #expect(got.map(summary) == fileRows.map(summary))
        #expect(got.count == 3)
    }

    @Test("an empty stream is an error, and a failing one throws its error")
    func emptyAndFailing() {
        #expect(throws: BatchError.emptyInput("rows")) { try BatchSource(name: "rows", pull: { [] }) }
        #expect(throws: FileSystemError.cannotRead(path: "rows", errno: 5)) {
            try BatchSource(name: "rows", pull: { throw FileSystemError.cannotRead(path: "rows", errno: 5) })
        }
    }
}
