extension QRMatrix {
    /// Calls `body(x, y, length)` for each horizontal run of dark modules, row by row: how
    /// vector renderers (SVG, cairo) draw a code as few rectangles.
    public func forEachDarkRun(_ body: (_ x: Int, _ y: Int, _ length: Int) -> Void) {
        for y in 0 ..< size {
            var x = 0
            while x < size {
                guard self[x, y] else { x += 1; continue }
                let start = x
                while x < size, self[x, y] { x += 1 }
                body(start, y, x - start)
            }
        }
    }
}
