/// Makes batch file stems unique: the first row keeps its stem, later rows with the same
/// stem (compared ASCII case-insensitively, for case-insensitive disks) get `-2`, `-3`….
///
/// Memory: one 64-bit FNV-1a hash per name (≈ 16 bytes a row in the set), not the
/// names. A hash collision can only cause an unneeded suffix, never a duplicate name,
/// and the hash is fixed (not seeded per process), so every run — and every shard,
/// since each shard names every row — picks the same names.
public struct FileNameAllocator: Sendable {
    private var taken: Set<UInt64> = []

    /// An allocator with no names taken.
    public init() {}

    /// A stem not handed out before; claims it.
    public mutating func claim(_ stem: String) -> String {
        if taken.insert(Self.hash(stem)).inserted { return stem }
        var number = 2
        while true {
            let candidate = stem + "-" + String(number)
            if taken.insert(Self.hash(candidate)).inserted { return candidate }
            number += 1
        }
    }

    /// FNV-1a over the ASCII-lower-cased UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for var byte in text.utf8 {
            if byte >= 65 && byte <= 90 { byte += 32 }
            h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
