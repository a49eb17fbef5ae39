import MycaCore

/// Oracle: the reader never crashes; reading the input in chunks (as import streams
/// stdin and batch streams a file) gives what reading it whole gives; every card it reads
/// that validates writes (4.0 and 3.0) as text that myca's own reader reads as exactly one
/// card, with no BEGIN/END line to drop; the 4.0 export reads back to the same snapshot
/// (the same properties), and without warnings when the input had none.
func fuzzVCard(_ bytes: [UInt8]) {
    let whole: VCardReadResult
    do {
        whole = try VCardReader.read(bytes)
    } catch {
        checkChunkedReadFails(bytes, like: error)
        return
    }
    checkChunkedRead(bytes, equals: whole)
    for profile in whole.profiles {
        guard let snapshot = try? profile.snapshot() else { continue }
        for version in VCardVersion.Writable.allCases {
            let written = VCardWriter.writeBytes([snapshot], version: version)
            let again: VCardReadResult
            do {
                again = try VCardReader.read(written)
            } catch {
                fatalError("writer output rejected by the reader: \(error)\n\(String(decoding: written, as: UTF8.self))")
            }
            guard again.profiles.count == 1 else {
                fatalError("writer output read as \(again.profiles.count) cards\n\(String(decoding: written, as: UTF8.self))")
            }
            if let structure = again.warnings.first(where: { $0.kind == .structureDropped || $0.kind == .nestedCard }) {
                fatalError("writer output holds structure inside the card: \(structure)\n\(String(decoding: written, as: UTF8.self))")
            }
            guard version == .v4_0 else { continue }
            // A property the reader kept as is (with a warning) is written back as is
            // and warns again; only a clean input promises a clean re-read.
            if whole.warnings.isEmpty, !again.warnings.isEmpty {
                fatalError("writer output read with warnings: \(again.warnings)\n\(String(decoding: written, as: UTF8.self))")
            }
            let back: ProfileSnapshot
            do {
                back = try again.profiles[0].snapshot()
            } catch {
                fatalError("written card no longer validates: \(error)\n\(String(decoding: written, as: UTF8.self))")
            }
            if back != snapshot {
                fatalError("round trip changed the card:\n\(differences(snapshot, back))\n\(String(decoding: written, as: UTF8.self))")
            }
        }
    }
}

/// The input in chunks of 1 to 7 bytes (picked from its length), as a stream is read.
func chunkedRead(_ bytes: [UInt8]) throws -> VCardReadResult {
    let size = bytes.count % 7 + 1
    var offset = 0
    let reader = VCardReader {
        let end = min(bytes.count, offset + size)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
    return try reader.readRemaining()
}

func checkChunkedRead(_ bytes: [UInt8], equals whole: VCardReadResult) {
    do {
        let chunked = try chunkedRead(bytes)
        if chunked != whole { fatalError("chunked read differs:\n\(chunked)\nwhole:\n\(whole)") }
    } catch {
        fatalError("chunked read failed where the whole read did not: \(error)")
    }
}

func checkChunkedReadFails(_ bytes: [UInt8], like error: VCardError) {
    do {
        let chunked = try chunkedRead(bytes)
        // Reading whole also refuses an input with no card at all; the stream returns none.
        if error != .noCard || !chunked.profiles.isEmpty { fatalError("chunked read succeeded where the whole read failed: \(error)") }
    } catch let chunkedError as VCardError {
        if chunkedError != error { fatalError("chunked read failed with \(chunkedError), whole with \(error)") }
    } catch {
        fatalError("chunked read failed with \(error)")
    }
}

/// The stored properties that differ between two snapshots, one per line.
func differences(_ a: ProfileSnapshot, _ b: ProfileSnapshot) -> String {
    let left = Mirror(reflecting: a).children.map { ($0.label ?? "?", String(reflecting: $0.value)) }
    let right = Mirror(reflecting: b).children.map { String(reflecting: $0.value) }
    var lines: [String] = []
    for (index, (label, value)) in left.enumerated() where index < right.count && right[index] != value {
        lines.append("\(label):\n  before: \(value)\n  after:  \(right[index])")
    }
    return lines.joined(separator: "\n")
}
