/// One slice of a batch (shard K of N): the rows whose `(row - 1) % count == index`.
///
/// Every shard reads and names every row (so file names agree between shards) but
/// renders only its own, so K = 0…N-1 together cover each row exactly once.
public struct BatchShard: Sendable, Equatable {
    /// K, from 0.
    public let index: Int
    /// N, at least 1.
    public let count: Int

    /// The whole input.
    public static let all = BatchShard(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex: Int, count: Int) {
        self.index = uncheckedIndex
        self.count = count
    }

    /// Parses `K/N` with 0 ≤ K < N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 0, k < n else {
            return nil
        }
        self.init(uncheckedIndex: k, count: n)
    }

    /// Whether row `row` (from 1) belongs to this shard.
    public func contains(row: Int) -> Bool {
        (row - 1) % count == index
    }
}
