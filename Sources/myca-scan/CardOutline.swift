/// Where a paper card lies in a photo: the largest bright region on a darker ground,
/// found on a coarse grid, and its four corners. A card photographed at an angle and a
/// little turned is then cut out and seen square-on (``GrayImage/rectified(_:width:)``):
/// Tesseract reads level lines of even height, and the table around the card is no
/// longer there to be read as text.
struct CardOutline {
    /// Top left, top right, bottom right, bottom left, in the image's pixels.
    var corners: [(x: Double, y: Double)]

    /// The width and height the card has in the photo (its longer edges).
    var size: (width: Double, height: Double) {
        func length(_ a: Int, _ b: Int) -> Double {
            let dx = corners[a].x - corners[b].x, dy = corners[a].y - corners[b].y
            return (dx * dx + dy * dy).squareRoot()
        }
        return (max(length(0, 1), length(3, 2)), max(length(0, 3), length(1, 2)))
    }

    /// The card's outline in `image`, or nil when there is no card-shaped bright region
    /// apart from its ground (a screenshot, a card filling the photo, a dark card).
    init?(_ image: GrayImage) {
        let cell = max(1, max(image.width, image.height) / 320)
        let columns = image.width / cell, rows = image.height / cell
        guard columns >= 32, rows >= 32 else { return nil }
        // The mean of each cell: noise and print average out, the card's edge stays.
        var grid = [UInt8](repeating: 0, count: columns * rows)
        image.withBytes { bytes in
            for row in 0..<rows {
                for column in 0..<columns {
                    var sum = 0
                    for y in Swift.stride(from: row * cell, to: (row + 1) * cell, by: max(1, cell / 3)) {
                        for x in Swift.stride(from: column * cell, to: (column + 1) * cell, by: max(1, cell / 3)) {
                            sum += Int(bytes[y * image.stride + x])
                        }
                    }
                    let samples = ((cell + max(1, cell / 3) - 1) / max(1, cell / 3)) * ((cell + max(1, cell / 3) - 1) / max(1, cell / 3))
                    grid[row * columns + column] = UInt8(min(255, sum / samples))
                }
            }
        }
        let threshold = Self.otsu(grid)
        // The largest bright region, four-connected.
        var label = [Int32](repeating: -1, count: grid.count)
        var best: [Int] = []
        var queue: [Int] = []
        for start in grid.indices where grid[start] > threshold && label[start] < 0 {
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            label[start] = Int32(start)
            var head = 0
            while head < queue.count {
                let index = queue[head]
                head += 1
                let x = index % columns, y = index / columns
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && ny >= 0 && nx < columns && ny < rows {
                    let next = ny * columns + nx
                    if grid[next] > threshold && label[next] < 0 {
                        label[next] = Int32(start)
                        queue.append(next)
                    }
                }
            }
            if queue.count > best.count { best = queue }
        }
        let share = Double(best.count) / Double(grid.count)
        guard share > 0.12, share < 0.92 else { return nil }
        // A region touching three sides of the photo is the ground, or a card past its edges.
        var touches = Set<Int>()
        for index in best {
            let x = index % columns, y = index / columns
            if x == 0 { touches.insert(0) }
            if y == 0 { touches.insert(1) }
            if x == columns - 1 { touches.insert(2) }
            if y == rows - 1 { touches.insert(3) }
        }
        guard touches.count <= 1 else { return nil }
        // The corners: the region's points furthest along each diagonal.
        var extremes: [(value: Int, index: Int)] = Array(repeating: (Int.min, 0), count: 4)
        for index in best {
            let x = index % columns, y = index / columns
            for (k, value) in [-(x + y), x - y, x + y, y - x].enumerated() where value > extremes[k].value {
                extremes[k] = (value, index)
            }
        }
        // Each corner's cell centre, moved one cell in so that no ground is cut in.
        let centre = best.reduce((0.0, 0.0)) { ($0.0 + Double($1 % columns), $0.1 + Double($1 / columns)) }
        let middle = (x: centre.0 / Double(best.count), y: centre.1 / Double(best.count))
        corners = extremes.map { extreme in
            let x = Double(extreme.index % columns) + 0.5, y = Double(extreme.index / columns) + 0.5
            let dx = middle.x - x, dy = middle.y - y, length = max((dx * dx + dy * dy).squareRoot(), 1)
            return ((x + 1.4 * dx / length) * Double(cell), (y + 1.4 * dy / length) * Double(cell))
        }
        // The region has to fill its quadrilateral: a card, not a blot or a ring.
        let quadrilateral = 0.5 * abs((0..<4).map { k in
            corners[k].x * corners[(k + 1) % 4].y - corners[(k + 1) % 4].x * corners[k].y
        }.reduce(0, +)) / Double(cell * cell)
        guard quadrilateral > 0, Double(best.count) / quadrilateral > 0.85, Double(best.count) / quadrilateral < 1.15 else {
            return nil
        }
    }

    /// The threshold that best splits `values` in two (Otsu's).
    static func otsu(_ values: [UInt8]) -> UInt8 {
        var histogram = [Double](repeating: 0, count: 256)
        for value in values { histogram[Int(value)] += 1 }
        let total = Double(values.count)
        let sum = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset) * $1.element }
        var below = 0.0, belowSum = 0.0, best = 0.0, threshold = 0
        for level in 0..<256 {
            below += histogram[level]
            belowSum += Double(level) * histogram[level]
            let above = total - below
            guard below > 0, above > 0 else { continue }
            let difference = belowSum / below - (sum - belowSum) / above
            let between = below * above * difference * difference
            if between > best {
                best = between
                threshold = level
            }
        }
        return UInt8(threshold)
    }

    /// The projective map from a `width` × `height` rectangle onto the corners: for a point
    /// of the rectangle, the point of the photo.
    func map(width: Double, height: Double) -> (Double, Double) -> (x: Double, y: Double) {
        let from = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
        var rows: [[Double]] = []
        for k in 0..<4 {
            let (x, y) = from[k], (u, v) = corners[k]
            rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
            rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
        }
        // Gaussian elimination with partial pivoting on the 8 × 9 system.
        for column in 0..<8 {
            let pivot = (column..<8).max { abs(rows[$0][column]) < abs(rows[$1][column]) }!
            rows.swapAt(column, pivot)
            for row in 0..<8 where row != column && rows[column][column] != 0 {
                let factor = rows[row][column] / rows[column][column]
                for k in column..<9 { rows[row][k] -= factor * rows[column][k] }
            }
        }
        let h: [Double] = (0..<8).map { (k: Int) -> Double in
            let diagonal = rows[k][k]
            return rows[k][8] / (diagonal == 0 ? 1 : diagonal)
        }
        return { x, y in
            let w: Double = h[6] * x + h[7] * y + 1
            let u: Double = h[0] * x + h[1] * y + h[2]
            let v: Double = h[3] * x + h[4] * y + h[5]
            return (u / w, v / w)
        }
    }
}
