extension QRMatrix {
    /// A corner of the module grid: column `x`, row `y`, from the symbol's top left.
    public struct GridPoint: Sendable, Hashable {
        public var x: Int
        public var y: Int
    }

    /// The outline of the dark modules as closed loops of grid corners, each corner where
    /// the outline turns: filled with the nonzero winding rule, the loops cover exactly the
    /// dark modules (an island's loop runs clockwise on screen, a hole's the other way). A
    /// vector drawing fills them at once, so no renderer shows a seam between modules, and
    /// it takes a few hundred points where a rectangle a run takes thousands.
    ///
    /// Linear in the modules: each dark module gives the edges it shares with no dark
    /// neighbour, and the edges are followed corner to corner.
    public func outline() -> [[GridPoint]] {
        let side = size + 1
        // Up to two edges leave a corner (where two dark modules touch only diagonally).
        var next = [Int](repeating: -1, count: side * side * 2)
        func add(_ from: (Int, Int), _ to: (Int, Int)) {
            let at = (from.1 * side + from.0) * 2
            next[next[at] < 0 ? at : at + 1] = to.1 * side + to.0
        }
        var edges = 0
        for y in 0 ..< size {
            for x in 0 ..< size where self[x, y] {
                // Clockwise on screen (y down): top, right, bottom, left.
                if !self[x, y - 1] { add((x, y), (x + 1, y)); edges += 1 }
                if !self[x + 1, y] { add((x + 1, y), (x + 1, y + 1)); edges += 1 }
                if !self[x, y + 1] { add((x + 1, y + 1), (x, y + 1)); edges += 1 }
                if !self[x - 1, y] { add((x, y + 1), (x, y)); edges += 1 }
            }
        }
        var loops: [[GridPoint]] = []
        var corner = 0
        while edges > 0 {
            while next[corner] < 0 { corner += 1 }
            let start = corner / 2
            var loop: [GridPoint] = []
            var at = start
            var previous = -1
            var second = -1
            repeat {
                // Take the edge that leaves `at`; of two, either closes a loop, and the
                // winding the loops give together is the same.
                let slot = next[at * 2] >= 0 ? at * 2 : at * 2 + 1
                let to = next[slot]
                next[slot] = -1
                edges -= 1
                if second < 0 { second = to }
                // A corner where the direction does not change is no corner of the outline.
                let here = GridPoint(x: at % side, y: at / side)
                if previous < 0 || !Self.straight(previous, at, to, side: side) { loop.append(here) }
                previous = at
                at = to
            } while at != start
            // The first corner is the outline's top left, where it always turns; checked all
            // the same, as the rule holds for every other corner.
            if Self.straight(previous, start, second, side: side) { loop.removeFirst() }
            loops.append(loop)
            corner = (corner / 2) * 2
        }
        return loops
    }

    /// Whether `a` → `b` → `c` runs straight on.
    private static func straight(_ a: Int, _ b: Int, _ c: Int, side: Int) -> Bool {
        guard c >= 0 else { return false }
        let (ax, ay, bx, by, cx, cy) = (a % side, a / side, b % side, b / side, c % side, c / side)
        return (bx - ax) * (cy - by) - (by - ay) * (cx - bx) == 0
    }
}
