import MycaCore
import Testing

/// The outline a PDF fills for a code covers exactly its dark modules under the nonzero
/// rule, whatever the modules: islands, holes, modules touching only at a corner.
@Suite("QRMatrix outline")
struct QRMatrixOutlineTests {
    /// The winding number of the loops around the point (x + 0.5, y + 0.5): each vertical
    /// edge to the right of the point that spans its height counts +1 going down, −1 up.
    static func winding(_ loops: [[QRMatrix.GridPoint]], x: Int, y: Int) -> Int {
        var winding = 0
        for loop in loops {
            for (i, a) in loop.enumerated() {
                let b = loop[(i + 1) % loop.count]
                guard a.x == b.x, a.x > x, min(a.y, b.y) <= y, max(a.y, b.y) > y else { continue }
                winding += b.y > a.y ? 1 : -1
            }
        }
        return winding
    }

    static func matrix(_ size: Int, _ dark: (Int, Int) -> Bool) -> QRMatrix {
        var modules: [Bool] = []
        for y in 0 ..< size { for x in 0 ..< size { modules.append(dark(x, y)) } }
        return QRMatrix(version: (size - 17) / 4, size: size, modules: modules)!
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func theLoopsCoverTheDarkModulesAndNothingElse(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        let matrix = Self.matrix(21 + 4 * Int(seed % 3)) { _, _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 62 != 0
        }
        let loops = matrix.outline()
        for y in 0 ..< matrix.size {
            for x in 0 ..< matrix.size {
                let w = Self.winding(loops, x: x, y: y)
                #expect(w == (matrix[x, y] ? 1 : 0), "(\(x), \(y)): winding \(w)")
            }
        }
        // Every point is a corner: no two edges in a row run the same way.
        for loop in loops {
            for (i, b) in loop.enumerated() {
                let a = loop[(i + loop.count - 1) % loop.count], c = loop[(i + 1) % loop.count]
                #expect((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) != 0)
            }
        }
    }

    @Test func aRingAndADiagonalPairAndAnEmptyCode() {
        let ring = Self.matrix(21) { x, y in (2...6).contains(x) && (2...6).contains(y) && !(x == 4 && y == 4) }
        #expect(ring.outline().count == 2, "the ring's outside and its hole")
        #expect(ring.outline().map(\.count).sorted() == [4, 4])
        let diagonal = Self.matrix(21) { x, y in (x == 3 && y == 3) || (x == 4 && y == 4) }
        #expect(diagonal.outline().flatMap { $0 }.count == 8)
        #expect(Self.matrix(21) { _, _ in false }.outline().isEmpty)
    }
}
