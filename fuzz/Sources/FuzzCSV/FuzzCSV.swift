import MycaCore

/// Oracle: the reader never crashes; when the whole input reads without error, its
/// records written back as RFC 4180 (every field quoted, CRLF) read back equal.
func fuzzCSV(_ bytes: [UInt8]) {
    // A small chunk size exercises records and BOMs split across reads.
    let chunk = bytes.first.map { Int($0 % 7) + 1 } ?? 1
    let input = Array(bytes.dropFirst())
    let limits = CSVReader.Limits(maxFieldBytes: 4096, maxRecordBytes: 16384, maxFields: 64)
    let reader = CSVReader(bytes: input, limits: limits, chunkSize: chunk)
    var records: [[String]] = []
    var clean = true
    var steps = 0
    while steps <= input.count + 2 {
        steps += 1
        do {
            guard let record = try reader.next() else { break }
            records.append(record.fields)
        } catch {
            clean = false
        }
    }
    if steps > input.count + 2 { fatalError("reader did not finish: \(steps) calls for \(input.count) bytes") }
    guard clean else { return }
    var text: [UInt8] = []
    for fields in records {
        text += fields.map { "\"" + $0.replacingQuotes() + "\"" }.joined(separator: ",").utf8
        text += [13, 10]
    }
    let again = CSVReader(bytes: text, limits: CSVReader.Limits(maxFieldBytes: 1 << 20, maxRecordBytes: 4 << 20, maxFields: 4096), chunkSize: chunk)
    var back: [[String]] = []
    do {
        while let record = try again.next() { back.append(record.fields) }
    } catch {
        fatalError("re-serialized CSV rejected: \(error)")
    }
    if back != records { fatalError("CSV round trip changed the records:\n\(records)\n\(back)") }
}

extension String {
    /// Doubles every quote. By scalars: as Characters, a quote can hide inside a grapheme
    /// (after a prepended mark such as U+0601) and would not compare equal to `"`.
    fileprivate func replacingQuotes() -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            out.append(scalar)
            if scalar == "\"" { out.append(scalar) }
        }
        return String(out)
    }
}
