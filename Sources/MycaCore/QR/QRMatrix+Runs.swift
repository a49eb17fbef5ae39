extension QRMatrix {
    /// Calls `body(x, y, length)` for each horizontal run of dark modules, row by row: how
    /// vector renderers (SVG, cairo) draw a code as few rectangles.
    public func forEachDarkRun(_ body: (_ x: Int, _ y: Int, _ length: Int) -> Void) {
        for y in 0 ..< size {
            forEachDarkRun(inRow: y) { start, end in body(start, y, end - start) }
        }
    }
}
