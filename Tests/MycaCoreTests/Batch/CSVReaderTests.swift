import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

/// Every record, or the error that ended reading, as comparable values.
private func readAll(_ input: [UInt8], chunkSize: Int, limits: CSVReader.Limits = .init()) -> [Result<CSVRecord, CSVError>] {
    let reader = CSVReader(bytes: input, limits: limits, chunkSize: chunkSize)
    var out: [Result<CSVRecord, CSVError>] = []
    while true {
        do {
            guard let record = try reader.next() else { return out }
            out.append(.success(record))
        } catch let error as CSVError {
            out.append(.failure(error))
            if case .unterminatedQuote = error { return out }
        } catch {
            Issue.record("unexpected error \(error)")
            return out
        }
    }
}

private func rows(_ text: String, chunkSize: Int) throws -> [[String]] {
    try readAll(bytes(text), chunkSize: chunkSize).map { try $0.get().fields }
}

/// Each table row runs with tiny chunks too, so every boundary (CRLF, a doubled
/// quote, the BOM) falls between two reads somewhere.
private let chunkSizes = [1, 2, 3, 7, CSVReader.defaultChunkSize]

@Suite struct CSVReaderTests {
    @Test(arguments: [
        ("a,b,c\n1,2,3\n", [["a", "b", "c"], ["1", "2", "3"]]),
        ("a,b,c\n1,2,3", [["a", "b", "c"], ["1", "2", "3"]]),
        ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
        ("a,b\r1,2\r", [["a", "b"], ["1", "2"]]),
        ("a,b\r\n1,2", [["a", "b"], ["1", "2"]]),
        ("\u{FEFF}name,email\nAna,a@x\n", [["name", "email"], ["Ana", "a@x"]]),
        ("\"a\",\"b,c\",\"say \"\"hi\"\"\"\n", [["a", "b,c", "say \"hi\""]]),
        ("\"line1\nline2\",x\n", [["line1\nline2", "x"]]),
        ("\"line1\r\nline2\",x\r\n", [["line1\r\nline2", "x"]]),
        (",,\n", [["", "", ""]]),
        ("a,\n", [["a", ""]]),
        ("a,", [["a", ""]]),
        ("\"\"\n", [[""]]),
        ("\"\",\"\"", [["", ""]]),
        ("a\n\n\nb\n", [["a"], ["b"]]),
        ("\r\n\r\na\r\n", [["a"]]),
        ("", []),
        ("\n", []),
        ("5\" screen,x\n", [["5\" screen", "x"]]),
        ("José,東京,😀\n", [["José", "東京", "😀"]]),
        ("\u{FEFF}", []),
        ("x\u{FEFF},y", [["x\u{FEFF}", "y"]]),
        (" a , b \n", [[" a ", " b "]]),
    ])
    func parses(input: String, expected: [[String]]) throws {
        for size in chunkSizes {
            #expect(try rows(input, chunkSize: size) == expected, "chunk size \(size)")
        }
    }

    @Test func recordNumbersLinesAndRaggedRows() throws {
        let input = "name,email\n\"Ana\nLima\",a@x\n\nBo\nCy,c@x,extra\r\nDi,d@x\n"
        for size in chunkSizes {
            let records = try readAll(bytes(input), chunkSize: size).map { try $0.get() }
            #expect(records == [
                CSVRecord(fields: ["name", "email"], number: 1, line: 1, isRagged: false),
                CSVRecord(fields: ["Ana\nLima", "a@x"], number: 2, line: 2, isRagged: false),
                CSVRecord(fields: ["Bo"], number: 3, line: 5, isRagged: true),
                CSVRecord(fields: ["Cy", "c@x", "extra"], number: 4, line: 6, isRagged: true),
                CSVRecord(fields: ["Di", "d@x"], number: 5, line: 7, isRagged: false),
            ], "chunk size \(size)")
        }
    }

    @Test func badUTF8IsAnErrorForThatRowOnly() {
        var input = bytes("name,org\nAna,ok\nBo,")
        input += [0xC3, 0x28]  // invalid sequence
        input += bytes("\n\"Cy\",\"")
        input += [0xFF]
        input += bytes("\"\nDi,fine\n")
        for size in chunkSizes {
            let results = readAll(input, chunkSize: size)
            #expect(results == [
                .success(CSVRecord(fields: ["name", "org"], number: 1, line: 1)),
                .success(CSVRecord(fields: ["Ana", "ok"], number: 2, line: 2)),
                .failure(.invalidUTF8(record: 3, line: 3, field: 2)),
                .failure(.invalidUTF8(record: 4, line: 4, field: 2)),
                .success(CSVRecord(fields: ["Di", "fine"], number: 5, line: 5)),
            ], "chunk size \(size)")
        }
        #expect(CSVError.invalidUTF8(record: 3, line: 3, field: 2).message == "row 3 (line 3): field 2 is not valid UTF-8")
    }

    @Test func brokenBOMPrefixIsData() {
        // EF BB without BF: not a BOM, and not valid UTF-8 either.
        let results = readAll([0xEF, 0xBB, 0x41, 0x0A, 0x42], chunkSize: 1)
        #expect(results == [
            .failure(.invalidUTF8(record: 1, line: 1, field: 1)),
            .success(CSVRecord(fields: ["B"], number: 2, line: 2, isRagged: false)),
        ])
    }

    @Test func quoteErrors() {
        for size in chunkSizes {
            #expect(readAll(bytes("a\n\"x\"y,z\nb\n"), chunkSize: size) == [
                .success(CSVRecord(fields: ["a"], number: 1, line: 1)),
                .failure(.textAfterClosingQuote(record: 2, line: 2)),
                .success(CSVRecord(fields: ["b"], number: 3, line: 3)),
            ])
            #expect(readAll(bytes("a\n\"open\nstill open"), chunkSize: size) == [
                .success(CSVRecord(fields: ["a"], number: 1, line: 1)),
                .failure(.unterminatedQuote(record: 2, line: 2)),
            ])
        }
    }

    @Test func caps() {
        let limits = CSVReader.Limits(maxFieldBytes: 4, maxRecordBytes: 10, maxFields: 3)
        let input = bytes("abcd,x\nabcde\na,b,c,d\nok\n1234,1234,12\nnever read\n")
        for size in chunkSizes {
            #expect(readAll(input, chunkSize: size, limits: limits) == [
                .success(CSVRecord(fields: ["abcd", "x"], number: 1, line: 1)),
                .failure(.fieldTooLarge(record: 2, line: 2, limit: 4)),
                .failure(.tooManyFields(record: 3, line: 3, limit: 3)),
                .success(CSVRecord(fields: ["ok"], number: 4, line: 4, isRagged: true)),
                // Past the record cap the reading ends: where that record ends is unknown.
                .failure(.recordTooLarge(record: 5, line: 5, limit: 10)),
            ])
        }
    }

    @Test("a record with no end (a stream of fields and no line end) stops the reading at the record cap, naming its row and line",
          arguments: ["aaaa,", "aaaa", "\"aaaa"])
    func endlessRecordStopsAtTheRecordCap(_ piece: String) throws {
        // Standard input that never ends a line, as `yes 'aaaa,' | tr -d '\n'` makes it:
        // here it ends after four times the cap, so a reader that skips on would still stop.
        let limits = CSVReader.Limits()
        let chunk = Array(String(repeating: piece, count: 65_536 / piece.utf8.count).utf8)
        var pulled = 0
        let reader = CSVReader(name: "-", prefix: Array("name,email\nAna,a@example.com\n".utf8), limits: limits) {
            guard pulled < 4 * limits.maxRecordBytes else { return [] }
            pulled += chunk.count
            return chunk
        }
        #expect(try reader.next()?.fields == ["name", "email"])
        #expect(try reader.next()?.fields == ["Ana", "a@example.com"])
        #expect(throws: CSVError.recordTooLarge(record: 3, line: 3, limit: limits.maxRecordBytes)) { try reader.next() }
        #expect(pulled <= limits.maxRecordBytes + 2 * chunk.count, "read \(pulled) bytes of a record capped at \(limits.maxRecordBytes)")
        #expect(try reader.next() == nil)
        #expect(reader.peakBufferedBytes <= limits.maxRecordBytes + 2 * chunk.count)
    }

    @Test func readsFileAndReportsMissingFile() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("in.csv")
        try FileSystem.writeAtomically(bytes("\u{FEFF}a,b\r\n\"1\r\n2\",3\r\n"), to: path)
        let reader = try CSVReader(path: path)
        #expect(try reader.next()?.fields == ["a", "b"])
        #expect(try reader.next() == CSVRecord(fields: ["1\r\n2", "3"], number: 2, line: 2))
        #expect(try reader.next() == nil)
        #expect(try reader.next() == nil)
        #expect(throws: FileSystemError.cannotRead(path: dir.file("no.csv"), errno: ENOENT)) {
            try CSVReader(path: dir.file("no.csv"))
        }
    }

    @Test func streamsLargeFileInConstantMemory() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("big.csv")
        let rowCount = 100_000
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        guard let handle = FileHandle(forWritingAtPath: path) else {
            Issue.record("cannot create \(path)")
            return
        }
        var text = "name,email,note\n"
        for i in 1...rowCount {
            text += "Person \(i),p\(i)@example.com,\"multi\nline, \"\"quoted\"\" \(i)\"\n"
            if text.utf8.count > 1 << 20 {
                handle.write(Data(text.utf8))
                text = ""
            }
        }
        handle.write(Data(text.utf8))
        try handle.close()
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size > 5_000_000)

        let reader = try CSVReader(path: path)
        var count = 0
        while let record = try reader.next() {
            count += 1
            if record.number > 1 {
                let i = record.number - 1
                if record.fields != ["Person \(i)", "p\(i)@example.com", "multi\nline, \"quoted\" \(i)"] {
                    Issue.record("row \(record.number): \(record.fields)")
                    break
                }
                if record.line != 2 * i { Issue.record("row \(record.number) line \(record.line)"); break }
            }
        }
        #expect(count == rowCount + 1)
        // Only one 64 KiB chunk and the current record are ever held, never the file.
        #expect(reader.peakBufferedBytes <= CSVReader.defaultChunkSize + 1024)
        #expect(reader.peakBufferedBytes >= CSVReader.defaultChunkSize)
    }
}
