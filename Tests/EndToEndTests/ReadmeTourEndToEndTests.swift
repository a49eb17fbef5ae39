import Foundation
import MycaTestSupport
import Testing

/// README.md's tour, run as written, top to bottom, on a new card store: a person who copies
/// it line by line sees no error and no warning.
@Suite("README tour")
struct ReadmeTourEndToEndTests {
    @Test("every command of the README's tour runs on a fresh store without an error or a warning")
    func tourRunsAsWritten() throws {
        let steps = ReadmeTour.steps(readme: try ReadmeTour.readme())
        try #require(steps.count >= 10, "the tour has \(steps.count) commands")
        let home = try TemporaryDirectory("myca-tour")
        let work = home.file("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let folder = (MycaProcess.binary as NSString).deletingLastPathComponent
        // The store is the default one under HOME, as for a new user; `myca` is the build.
        let environment = [
            "PATH": folder + ":/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "dumb",
        ]
        for step in steps {
            let run = try ToolProcess.run("/bin/bash", ["-c", "set -o pipefail; " + step.command],
                                          environment: environment, directory: work)
            #expect(run.status == 0, "\(step.command): exit \(run.status)\n\(run.err)")
            let lowered = run.err.lowercased()
            #expect(!lowered.contains("warning") && !lowered.contains("error"), "\(step.command):\n\(run.err)")
        }
        #expect(FileManager.default.fileExists(atPath: home.path + "/.local/share/myca/cards/personal.vcf"))
    }

    @Test("the tour's commands are read whole: continued lines joined, comments apart")
    func tourParses() {
        let readme = """
            intro
            ## A tour

            ```sh
            myca new work --name "A" \\
                 --email a@b.example  # Make it.
            myca show                      # Show it.
            ```
            ## Next
            """
        #expect(ReadmeTour.steps(readme: readme) == [
            .init(command: "myca new work --name \"A\" --email a@b.example", comment: "Make it."),
            .init(command: "myca show", comment: "Show it."),
        ])
    }
}
