import MycaCore

/// Oracle: the reader never crashes; every card it reads that validates writes
/// and reads back to the same snapshot, and the writer's output reads without warnings
/// (when the input itself read without any).
func fuzzVCard(_ bytes: [UInt8]) {
    guard let result = try? VCardReader.read(bytes) else { return }
    for profile in result.profiles {
        guard let snapshot = try? profile.snapshot() else { continue }
        for version in [VCardVersion.v4_0] {
            let written = VCardWriter.writeBytes([snapshot], version: version)
            let again: VCardReadResult
            do {
                again = try VCardReader.read(written)
            } catch {
                fatalError("writer output rejected by the reader: \(error)\n\(String(decoding: written, as: UTF8.self))")
            }
            // A property the reader kept as is (with a warning) is written back as is
            // and warns again; only a clean input promises a clean re-read.
            if result.warnings.isEmpty, !again.warnings.isEmpty {
                fatalError("writer output read with warnings: \(again.warnings)\n\(String(decoding: written, as: UTF8.self))")
            }
            guard again.profiles.count == 1 else {
                fatalError("writer output read as \(again.profiles.count) cards")
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
