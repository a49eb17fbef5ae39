import Foundation
import MycaTestSupport
import Testing

/// The same input and options give the same bytes, so shards run by a job runner, reruns
/// and a print shop's second copy can all be checked with `cmp`.
@Suite("Reproducible files and job-runner shards", .serialized)
struct ReproducibleShardsEndToEndTests {
    /// Every file in `directory` by name, with its bytes.
    static func files(in directory: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            out[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
        }
        return out
    }

    /// A CSV whose repeated names exercise the -2, -3 suffixes and whose row 23 fails.
    static let csv: String = {
        var text = "name,org,title,email,phone\n"
        let names = ["Ana Lima", "Chloé Müller", "山田 太郎", "Ana Lima", "نور الهدى", "Bob"]
        for row in 1...30 {
            let email = row == 23 ? "not-an-email" : "p\(row)@example.org"
            text += "\(names[row % names.count]),Acme,Engineer,\(email),+1 555 01\(10 + row)\n"
        }
        return text
    }()

    @Test("shards that GNU parallel runs as Indexed Job pods or Slurm array tasks write exactly one run's files",
          arguments: [
              ("k8s", "JOB_COMPLETION_INDEX={}", "auto/3", ["0", "1", "2"]),
              ("slurm", "SLURM_ARRAY_TASK_ID={} SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_STEP=2 SLURM_ARRAY_TASK_COUNT=3",
               "auto", ["1", "3", "5"]),
          ])
    func parallelShards(runner: String, variables: String, shard: String, tasks: [String]) throws {
        let tmp = try TemporaryDirectory("shards-" + runner)
        let dir = tmp.path
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: dir + "/staff.csv"))
        let options = ["--format", "all", "--name", "{handle}", "-q"]
        let whole = try MycaProcess.run(["batch", "staff.csv", "-o", "whole"] + options, directory: dir)
        #expect(whole.status == 1, "row 23 fails: \(whole.err)")
        let command = variables + " '\(MycaProcess.binary)' batch staff.csv -o sharded --shard \(shard) " + options.joined(separator: " ")
        let run = try ToolProcess.run("/usr/bin/parallel", ["--will-cite", "-j2", command, ":::"] + tasks,
                                      environment: ["PATH": "/usr/bin:/bin", "HOME": dir, "LANG": "C.UTF-8"], directory: dir)
        // parallel's status is the number of tasks that failed: the one with row 23.
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.components(separatedBy: "row 23:").count == 2, "\(run.err)")
        let a = try Self.files(in: dir + "/whole"), b = try Self.files(in: dir + "/sharded")
        // Twelve files a row (every format, a signature being two) and the team site's index.
        #expect(a.count == 29 * 12 + 1 && a.keys.contains("ana-lima-2.png") && a.keys.contains("index.html"))
        #expect(a.keys.sorted() == b.keys.sorted())
        for (name, bytes) in a where b[name] != bytes { Issue.record("\(name) differs between the shards and the whole run") }
    }

    @Test("a card's PDF, back, sheet and press file are the same bytes every time, dated SOURCE_DATE_EPOCH or a fixed date")
    func reproduciblePDFs() throws {
        let tmp = try TemporaryDirectory("reproducible-pdf")
        let kinds: [(String, [String])] = [("card", []), ("back", ["--back"]), ("sheet", ["--sheet", "a4"]),
                                           ("press", ["--press", "--bleed", "3mm"])]
        let epochs: [String?] = [nil, "1764806400"]
        func file(_ name: String, _ epoch: String?, _ copy: Int) -> String { tmp.file("\(name)-\(epoch ?? "none")-\(copy).pdf") }
        // The clock moves on between the two copies: a date taken from it would differ.
        for copy in 0..<2 {
            if copy == 1 { usleep(1_100_000) }
            for (name, extra) in kinds {
                for epoch in epochs {
                    let r = try MycaProcess.run(["card", "--sample", "--pdf", file(name, epoch, copy)] + extra, home: tmp.path,
                                                environment: epoch.map { ["SOURCE_DATE_EPOCH": $0] } ?? [:])
                    #expect(r.status == 0, "\(name): \(r.err)")
                }
            }
        }
        for (name, _) in kinds {
            for epoch in epochs {
                let same = try Data(contentsOf: URL(fileURLWithPath: file(name, epoch, 0)))
                    == Data(contentsOf: URL(fileURLWithPath: file(name, epoch, 1)))
                #expect(same, "\(name) with SOURCE_DATE_EPOCH \(epoch ?? "unset")")
                let info = try ToolProcess.run("/usr/bin/pdfinfo", ["-isodates", file(name, epoch, 0)])
                let date = epoch == nil ? "1970-01-01T00:00:00" : "2025-12-04T00:00:00"
                let dates = info.out.split(separator: "\n").filter { $0.hasPrefix("CreationDate:") || $0.hasPrefix("ModDate:") }
                #expect(dates.count == 2 && dates.allSatisfy { $0.hasSuffix(" " + date + "Z") || $0.hasSuffix(" " + date) },
                        "\(name): \(info.out) \(info.err)")
            }
        }
    }

    @Test("a SOURCE_DATE_EPOCH that is no date is refused, naming it, and no PDF is written")
    func malformedSourceDate() throws {
        let tmp = try TemporaryDirectory("reproducible-bad")
        let r = try MycaProcess.run(["card", "--sample", "--pdf", tmp.file("card.pdf")], home: tmp.path,
                                    environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(r.status == 1)
        #expect(r.err.contains("SOURCE_DATE_EPOCH is 'yesterday'"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: tmp.file("card.pdf")))
    }

    @Test("--shard auto outside a job runner, or with a count Kubernetes cannot confirm missing, is a usage error")
    func autoWithoutARunner() throws {
        let tmp = try TemporaryDirectory("shard-auto-bad")
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: tmp.file("staff.csv")))
        let none = try MycaProcess.run(["batch", "staff.csv", "-o", "out", "--shard", "auto"], directory: tmp.path)
        #expect(none.status == 2 && none.err.contains("neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX"), "\(none.err)")
        let k8s = try MycaProcess.run(["batch", "staff.csv", "-o", "out", "--shard", "auto"], environment: ["JOB_COMPLETION_INDEX": "2"],
                                      directory: tmp.path)
        #expect(k8s.status == 2 && k8s.err.contains("auto/10"), "\(k8s.err)")
        #expect(!FileManager.default.fileExists(atPath: tmp.file("out")))
    }
}
