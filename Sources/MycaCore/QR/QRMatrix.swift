/// The modules of a QR code: a square of dark and light cells, without quiet zone.
///
/// The only thing renderers see. Immutable and `Sendable`, so it can cross from
/// the encoding task to whoever renders it.
public struct QRMatrix: Sendable, Hashable {
    /// Modules per side (21 for version 1, up to 177 for version 40).
    public let size: Int
    /// The QR version (1...40).
    public let version: Int
    /// Row-major, `size * size` entries, true = dark.
    private let modules: [Bool]

    /// Creates a matrix from row-major modules (true = dark).
    ///
    /// Returns nil unless `version` is 1...40, `size` is `17 + 4 * version`
    /// and there are exactly `size * size` modules.
    public init?(version: Int, size: Int, modules: [Bool]) {
        guard (1...40).contains(version), size == 17 + 4 * version,
              modules.count == size * size else { return nil }
        self.version = version
        self.size = size
        self.modules = modules
    }

    /// Whether the module at column `x`, row `y` is dark.
    ///
    /// Coordinates outside the symbol are light: that is the quiet zone, so
    /// renderers may ask for `-margin ..< size + margin` without bounds checks.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }

    /// The number of dark modules, handy for tests and statistics.
    public var darkCount: Int { modules.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
