import Testing
import MycaCore

/// `--shard auto`: the shard a task of a Slurm array or a Kubernetes Indexed Job renders.
@Suite struct BatchShardRequestTests {
    @Test("K/N, auto and auto/N parse; anything else is refused", arguments: [
        ("1/4", BatchShard.Request.given(BatchShard(parsing: "1/4")!)), ("auto", .fromJobRunner(count: nil)),
        ("auto/12", .fromJobRunner(count: 12)),
    ])
    func parses(text: String, request: BatchShard.Request) {
        #expect(BatchShard.Request(parsing: text) == request)
        #expect(request.text == text)
    }

    @Test("bad requests are refused", arguments: ["auto/0", "auto/", "auto/x", "Auto", "auto4", "4/4", ""])
    func refused(text: String) {
        #expect(BatchShard.Request(parsing: text) == nil)
    }

    @Test("a Slurm array task is its place in the array, counted from its first id in its steps", arguments: [
        (["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"], 0, 4),
        (["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"], 3, 4),
        (["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "10"], 4, 10),
        (["SLURM_ARRAY_TASK_ID": "19", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2",
          "SLURM_ARRAY_TASK_COUNT": "10"], 9, 10),
    ])
    func slurm(variables: [String: String], index: Int, count: Int) throws {
        let shard = try BatchShard.Request.fromJobRunner(count: nil).resolve(in: Environment(variables))
        #expect(shard == BatchShard(parsing: "\(index)/\(count)"))
        // A count given that agrees changes nothing.
        #expect(try BatchShard.Request.fromJobRunner(count: count).resolve(in: Environment(variables)) == shard)
    }

    @Test("every task of a Slurm array with steps gets its own shard, together all of them")
    func slurmCoversEveryShard() throws {
        let shards = try stride(from: 3, through: 21, by: 3).map { id in
            try BatchShard.Request.fromJobRunner(count: nil).resolve(in: [
                "SLURM_ARRAY_TASK_ID": "\(id)", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_MAX": "21",
                "SLURM_ARRAY_TASK_STEP": "3", "SLURM_ARRAY_TASK_COUNT": "7",
            ])
        }
        #expect(shards.map(\.index) == Array(0..<7) && shards.allSatisfy { $0.count == 7 })
    }

    @Test("a Kubernetes Indexed Job's pod is shard JOB_COMPLETION_INDEX of the count given")
    func kubernetes() throws {
        #expect(try BatchShard.Request.fromJobRunner(count: 5).resolve(in: ["JOB_COMPLETION_INDEX": "4"])
            == BatchShard(parsing: "4/5"))
        #expect(throws: BatchShardError.countMissing) {
            try BatchShard.Request.fromJobRunner(count: nil).resolve(in: ["JOB_COMPLETION_INDEX": "0"])
        }
        #expect(throws: BatchShardError.indexOutOfRange(index: 5, count: 5)) {
            try BatchShard.Request.fromJobRunner(count: 5).resolve(in: ["JOB_COMPLETION_INDEX": "5"])
        }
    }

    @Test("what cannot name one shard is refused, not guessed", arguments: [
        ([:], BatchShardError.noJobRunner),
        (["SLURM_ARRAY_TASK_ID": "1", "JOB_COMPLETION_INDEX": "1"], .twoRunners),
        (["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "2"], .notANumber(variable: "SLURM_ARRAY_TASK_ID", value: "x")),
        (["SLURM_ARRAY_TASK_ID": "1"], .notANumber(variable: "SLURM_ARRAY_TASK_COUNT", value: nil)),
        (["JOB_COMPLETION_INDEX": "-1"], .notANumber(variable: "JOB_COMPLETION_INDEX", value: "-1")),
        // An id list such as --array=1,5,6 is no range its count can number.
        (["SLURM_ARRAY_TASK_ID": "6", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"],
         .unevenArray(id: 6, minimum: 1, step: 1, count: 3)),
        (["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2",
          "SLURM_ARRAY_TASK_COUNT": "3"], .unevenArray(id: 4, minimum: 1, step: 2, count: 3)),
    ])
    func refusedEnvironments(variables: [String: String], error: BatchShardError) {
        let count: Int? = variables["JOB_COMPLETION_INDEX"] != nil ? 4 : nil
        #expect(throws: error) { try BatchShard.Request.fromJobRunner(count: count).resolve(in: Environment(variables)) }
        #expect(error.isInSetting && error.hintText != nil)
    }

    @Test("a count that disagrees with the Slurm array's is refused")
    func slurmCountDisagrees() {
        #expect(throws: BatchShardError.countDisagrees(given: 3, runner: 4)) {
            try BatchShard.Request.fromJobRunner(count: 3).resolve(in: ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "4"])
        }
    }

    @Test("a shard given as K/N ignores the job runner")
    func givenWins() throws {
        let given = try #require(BatchShard(parsing: "1/2"))
        #expect(try BatchShard.Request.given(given).resolve(in: ["SLURM_ARRAY_TASK_ID": "0"]) == given)
    }
}
