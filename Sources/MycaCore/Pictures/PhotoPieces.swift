/// What a cleaned photo is made of, in order: ranges of the original copied as they are,
/// and the few bytes written in place of a dropped part (the orientation's own Exif). The
/// photo is assembled once, at the end, and only when something was left out.
struct PhotoPieces {
    private enum Piece {
        case copy(Range<Int>)
        case bytes([UInt8])
    }

    private var pieces: [Piece] = []
    /// Whether anything of the original is left out or written anew.
    private(set) var changed = false

    /// Keeps `range` of the original.
    mutating func copy(_ range: Range<Int>) { pieces.append(.copy(range)) }

    /// Leaves a part of the original out.
    mutating func drop() { changed = true }

    /// Puts `bytes` in the place of `range` of `original`; copies the range when it holds
    /// just these bytes, so a photo cleaned before comes out unchanged.
    mutating func replace(_ range: Range<Int>, of original: [UInt8], with bytes: [UInt8]) {
        if original[range].elementsEqual(bytes) {
            copy(range)
        } else {
            pieces.append(.bytes(bytes))
            changed = true
        }
    }

    /// The cleaned bytes of `original`, or nil when nothing was left out or written anew.
    func assemble(_ original: [UInt8]) -> [UInt8]? {
        guard changed else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(original.count)
        for piece in pieces {
            switch piece {
            case .copy(let range): out.append(contentsOf: original[range])
            case .bytes(let bytes): out.append(contentsOf: bytes)
            }
        }
        return out
    }
}
