extension QREncoder {
    /// Encodes `payload` in the smallest code for `options.ecc`, then raises the error
    /// correction level as far as that code's version allows (segno calls this boosting):
    /// the code gets no larger, and survives more glare, moiré and smudge.
    ///
    /// Codes shown on a screen start at level L (``ErrorCorrection/low``): the smallest
    /// code has the largest modules a window can draw, and a screen has no print damage to
    /// correct. `options.minimumVersion` and `options.eci` apply to every attempt.
    /// - Returns: the code and the level it got.
    public static func encodeBoosted(_ payload: [UInt8], options: QROptions = QROptions(ecc: .low)) async throws
        -> (matrix: QRMatrix, ecc: ErrorCorrection)
    {
        async let result = encodeBoostedSync(payload, options: options)
        return try await result
    }

    /// ``encodeBoosted(_:options:)`` on the calling thread.
    public static func encodeBoostedSync(_ payload: [UInt8], options: QROptions = QROptions(ecc: .low)) throws
        -> (matrix: QRMatrix, ecc: ErrorCorrection)
    {
        let smallest = try encodeSync(payload, options: options)
        let levels = ErrorCorrection.allCases
        guard let start = levels.firstIndex(of: options.ecc) else { return (smallest, options.ecc) }
        // Highest level first: the first one that keeps the version wins.
        for level in levels[(start + 1)...].reversed() where payload.count <= level.maximumBytes(eci: options.eciHeader(for: payload)) {
            var raised = options
            raised.ecc = level
            raised.minimumVersion = smallest.version
            let matrix = try encodeSync(payload, options: raised)
            if matrix.version == smallest.version { return (matrix, level) }
        }
        return (smallest, options.ecc)
    }
}
